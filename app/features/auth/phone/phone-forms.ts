import { z } from "zod";
import { defineForm } from "~/lib/forms";
import { redirectTarget } from "../schemas";
import { normalizePhone, PHONE_CODE } from "./sms";

const codeField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_CODE.digits}}$`), "Enter the six-digit code we texted you"));

/** Adding a phone: the number, and the password for accounts that have one (checked on the server). */
export const phoneNumberForm = defineForm(
  z.object({
    phone: z
      .string()
      .max(32, "That number is too long")
      .transform((value, ctx) => {
        const phone = normalizePhone(value);
        if (!phone) {
          ctx.addIssue({ code: "custom", message: "Enter the number with its country code, like +44 7700 900123" });
          return z.NEVER;
        }
        return phone;
      }),
    password: z.string().max(128).optional(),
  }),
  { keep: ["phone"] },
);

export const phoneCodeForm = defineForm(z.object({ code: codeField }));

/** The code at sign-in, with the page to go to afterwards. */
export const phoneSignInForm = defineForm(
  z.object({ code: codeField, trustDevice: z.literal("on").optional(), redirectTo: redirectTarget }),
  { fields: ["code"] },
);
