import { z } from "zod";
import { defineForm } from "~/lib/forms";
import { isPlainName, NAME_LINK_MESSAGE } from "~/lib/person-name";
import { CONTROL_CHARACTERS } from "~/lib/safe-redirect";

/** One schema per form, shared by the browser and the action. */

const email = z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address").max(254));
export const PASSWORD_MIN = 10;
const newPassword = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(128, "Use at most 128 characters");

/** Control characters have no place in a path; a link carrying them was tampered with. */
export const redirectTarget = z
  .string()
  .max(2000, "This sign-in link is too long. Open the page again from the site.")
  .refine((value) => !CONTROL_CHARACTERS.test(value), "This sign-in link is broken. Open the page again from the site.")
  .optional();

export const loginSchema = z.object({
  email,
  password: z.string().min(1, "Enter your password").max(128),
  redirectTo: redirectTarget,
});

export const loginForm = defineForm(loginSchema, { fields: ["email", "password"], keep: ["email"] });

export const signupSchema = z.object({
  firstName: z.string().trim().min(1, "Enter your first name").max(100).refine(isPlainName, NAME_LINK_MESSAGE),
  lastName: z.string().trim().min(1, "Enter your last name").max(100).refine(isPlainName, NAME_LINK_MESSAGE),
  email,
  password: newPassword,
});

export const signupForm = defineForm(signupSchema, { keep: ["firstName", "lastName", "email"] });

const forgotPasswordSchema = z.object({ email });
export const forgotPasswordForm = defineForm(forgotPasswordSchema, { keep: ["email"] });

const resetPasswordSchema = z.object({
  token: z.string().min(1, "This reset link is incomplete").max(200),
  password: newPassword,
  welcome: z.literal("1").optional(),
  confirm: z.literal("1").optional(),
});
export const resetPasswordForm = defineForm(resetPasswordSchema, { fields: ["password"] });

export const emailConfirmationSchema = z.object({ token: z.string().min(1).max(2000) });
