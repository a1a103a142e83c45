import type { Db } from "~/db/client.server";
import { RECIPIENT_EMAIL_CAPS, type RecipientEmailCap } from "~/lib/security/rate-limit";
import { hitRateLimitsInTurn, type RateLimitHit } from "~/lib/security/rate-limit.server";
import { mailboxKey } from "./mailbox";

/** The counters of `cap` an email to `email` passes, in order (for hitRateLimitsInTurn). */
export function recipientCapHits(cap: RecipientEmailCap, email: string): RateLimitHit[] {
  return RECIPIENT_EMAIL_CAPS[cap].map((name) => ({ name, subject: mailboxKey(email) }));
}

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
  const verdicts = await hitRateLimitsInTurn(db, recipientCapHits(cap, email));
  return verdicts.every((verdict) => verdict?.allowed);
}
