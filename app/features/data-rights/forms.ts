import { z } from "zod";
import { defineForm } from "~/lib/forms";

/**
 * Deleting one's account asks for the password again. Its own field name, so
 * that a refusal shows under this form and not under the two-factor form's
 * password on the same page.
 */
export const accountDeletionForm = defineForm(
  z.object({ deletePassword: z.string().min(1, "Enter your password to delete your account").max(128) }),
);
