import { z } from "zod";
import { defineForm } from "~/lib/forms";
import { PASSWORD_MIN } from "../schemas";

/** The sessions card's forms, shared by the browser and app/routes/account.sessions.ts. */

export const signOutDeviceForm = defineForm(
  z.object({ sessionId: z.string().min(1, "Choose a device").max(100, "Choose a device") }),
);

export const changePasswordForm = defineForm(
  z.object({
    currentPassword: z.string().min(1, "Enter your current password").max(128),
    newPassword: z
      .string()
      .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
      .max(128, "Use at most 128 characters"),
    signOutOthers: z.literal("on").optional(),
  }),
  { fields: ["currentPassword", "newPassword"] },
);
