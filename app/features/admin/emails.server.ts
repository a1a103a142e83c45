import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";

export interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
}

/** The Emails tab: the newest outbox rows and how many are in each state. */
export async function loadOutbox(db: Db): Promise<{ emails: OutboxRow[]; counts: Record<string, number> }> {
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      nextAttemptAt: emailOutbox.nextAttemptAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(200);
  const counts = await db
    .select({ status: emailOutbox.status, n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  return {
    emails: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
    })),
    counts: Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])),
  };
}

/** Back at the front of the queue with a fresh set of attempts. */
const REQUEUE = { status: "queued", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null } as const;

/** Puts a failed (or waiting) email back at the front of the queue with a fresh set of attempts. */
export async function retryEmail(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set(REQUEUE)
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["failed", "queued"])))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/** The operator's `retry-emails`: every failed email back in the queue; returns how many. */
export async function retryFailedEmails(db: Db): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set(REQUEUE)
    .where(eq(emailOutbox.status, "failed"))
    .returning({ id: emailOutbox.id });
  return rows.length;
}
