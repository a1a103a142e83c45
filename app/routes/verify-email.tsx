import { localRedirect } from "~/lib/safe-redirect";
import { confirmationStep } from "~/features/auth/password-links";
import { emailConfirmationSchema } from "~/features/auth/schemas";
import type { Route } from "./+types/verify-email";

/**
 * GET /verify-email?token=…: the link emailed to an ADMIN_EMAILS sign-up.
 * Opening it proves nothing (a mail scanner that follows it changes
 * nothing): its holder chooses the account's password in the next step, and
 * only that proves the address, ends every earlier session and password, and
 * creates the admin row. Whoever signed up first with the owner's address
 * therefore never reaches the admin area with their own password.
 */
export function loader({ request }: Route.LoaderArgs) {
  const parsed = emailConfirmationSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return localRedirect(parsed.success ? confirmationStep(parsed.data.token) : "/reset-password");
}
