import { z } from "zod";
import { defineForm } from "~/lib/forms";

/**
 * Deleting one's account asks for the password again. Its own field name, so
 * that a refusal shows under this form and not under the two-factor form's
 * password on the same page.
 */
/** The address of a data request (the admin's Data requests tab): whoever's data it is, a lead's or a user's. */
export const dataRequestEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(320, "That email address is too long")
  .pipe(z.email("Enter an email address"));

export const accountDeletionForm = defineForm(
  z.object({ deletePassword: z.string().min(1, "Enter your password to delete your account").max(128) }),
);
