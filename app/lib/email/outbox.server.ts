import { sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { emailOutbox, type EmailKind } from "~/db/schema";

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface QueueOptions {
  /** "transactional" (the default: account and order mail) is never suppressed; "marketing" is. */
  kind?: EmailKind;
  headers?: Record<string, string>;
  /** Not sent before this many milliseconds have passed (keeps a pair of emails in order). */
  delayMs?: number;
  /** Never sent at or after this time (an offer's deadline, a link that expires): the worker drops it. */
  sendBefore?: Date;
}

/** The outbox row of an email, for a caller that inserts it together with other rows. */
export function outboxRow(
  email: OutgoingEmail,
  { kind = "transactional", headers = {}, delayMs = 0, sendBefore }: QueueOptions = {},
): PgInsertValue<typeof emailOutbox> {
  return {
    ...email,
    kind,
    headers,
    sendBefore,
    ...(delayMs > 0 ? { nextAttemptAt: sql`now() + ${`${Math.round(delayMs)} milliseconds`}::interval` } : {}),
  };
}

/**
 * Queues an email. Callers pass their transaction when the email belongs to
 * a change (a grant, an account, a lead): the message is committed with it
 * or not at all, and the worker delivers it later.
 */
export async function enqueueEmail(
  db: Pick<Db, "insert">,
  email: OutgoingEmail,
  options: QueueOptions = {},
): Promise<string> {
  const [row] = await db.insert(emailOutbox).values(outboxRow(email, options)).returning({ id: emailOutbox.id });
  if (!row) throw new Error("email_outbox insert returned no row");
  return row.id;
}
