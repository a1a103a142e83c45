import { clearSessionCookies, failure, type SessionUser } from "~/features/auth/index.server";
import { accountDeletedEmail } from "~/lib/email/templates";
import type { FormReply } from "~/lib/forms";
import { hitRateLimit } from "~/lib/security/rate-limit.server";
import { readSavedCopy } from "~/lib/site-content.server";
import type { Services } from "~/services.server";
import { eraseSubject, type ErasureRefusal } from "./erase.server";
import { accountDeletionForm } from "./forms";

export type AccountDeletion = { ok: true; headers: Headers } | { ok: false; status: number; reply: FormReply };

/**
 * A member deleting their own account from the account page: their password
 * again (Better Auth checks it against the signed-in account), then
 * everything but their orders erased, every session ended with the account,
 * this browser's cookies cleared and the confirmation queued.
 */
export async function deleteOwnAccount(
  services: Services,
  request: Request,
  user: SessionUser,
  password: string,
  /** The account rules (the admin's: the last admin stays). */
  refuse: ErasureRefusal,
): Promise<AccountDeletion> {
  const { db, config } = services;
  const limit = await hitRateLimit(db, "confirmPassword", user.id);
  if (!limit.allowed) return { ok: false, status: 429, reply: { error: "Too many attempts. Please try again later." } };
  try {
    await services.auth.api.verifyPassword({ body: { password }, headers: request.headers });
  } catch (error) {
    // Better Auth refuses a wrong password as a bad request; anything else is a failure of ours.
    if (failure(error, services).status >= 500) {
      return { ok: false, status: 500, reply: { error: "Your account could not be deleted. Please try again." } };
    }
    const field = accountDeletionForm.name("deletePassword");
    return { ok: false, status: 400, reply: { fieldErrors: { [field]: "That password is not right." } } };
  }
  const email = accountDeletedEmail({ to: user.email, name: user.name, copy: await readSavedCopy(db) });
  const subject = { email: user.email.toLowerCase(), userId: user.id };
  const outcome = await eraseSubject(db, subject, { by: "member" }, { refuse, notify: email });
  if (outcome.result === "refused") return { ok: false, status: 409, reply: { error: outcome.message } };
  return { ok: true, headers: clearSessionCookies(config.baseUrl.startsWith("https://")) };
}
