import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Queues an email. Callers pass their transaction when the email belongs to
 * a change (a grant, an account): the message is committed with it or not
 * at all, and the worker delivers it later.
 */
export async function enqueueEmail(db: Pick<Db, "insert">, email: OutgoingEmail): Promise<string> {
  const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
  if (!row) throw new Error("email_outbox insert returned no row");
  return row.id;
}
