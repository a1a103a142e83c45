import type { Db } from "~/db/client.server";
import { RECIPIENT_EMAIL_CAPS, type RecipientEmailCap } from "~/lib/security/rate-limit";
import { hitRateLimit } from "~/lib/security/rate-limit.server";
import { mailboxKey } from "./mailbox";

/**
 * Counts one email to `email` against its cap and says whether it may go
 * out. Counted in the database (rate_limits), so the cap holds across
 * instances whatever client asked; called inside the caller's transaction
 * when there is one, so an email whose change rolls back is not counted.
 */
export async function mayEmailRecipient(
  db: Pick<Db, "execute">,
  cap: RecipientEmailCap,
  email: string,
): Promise<boolean> {
  for (const rule of RECIPIENT_EMAIL_CAPS[cap]) {
    if (!(await hitRateLimit(db, rule, mailboxKey(email))).allowed) return false;
  }
  return true;
}
