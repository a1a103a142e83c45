import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/db/client.server";
import type { Logger } from "~/logger.server";
import { nextAttemptDelayMs, shouldGiveUp } from "./retry";

/**
 * Outbox tables whose rows are HTTP calls to another service (the owner's
 * email platform, the ad platforms' conversion APIs). Each has the email
 * outbox's columns: status, attempts, next_attempt_at, locked_until,
 * last_error, delivered_at.
 */
export type HttpOutboxTable = "lead_events" | "conversion_events" | "sms_outbox";

const TIMEOUT_MS = 10_000;
// A batch is sent one row after another: its worst case (10 x 10 s) stays well inside the
// 5-minute lease, so another instance never re-sends a row that is still being delivered.
const BATCH = 10;

/**
 * Delivers the due rows of one table, each claimed with FOR UPDATE SKIP
 * LOCKED and a lease (so several instances never send the same row at
 * once), retried with the email outbox's back-off (30 s doubling to an
 * hour, 8 attempts) until `send` resolves, then marked failed.
 */
export async function deliverDueHttpRows<Row extends { id: string; attempts: number }>(options: {
  db: Db;
  log: Pick<Logger, "error">;
  table: HttpOutboxTable;
  send: (row: Row) => Promise<void>;
}): Promise<void> {
  const { db, log, table, send } = options;
  const name = sql.identifier(table);
  const claimed = await queryRows<Row>(
    db,
    sql`
    update ${name} set status = 'sending', attempts = attempts + 1, locked_until = now() + interval '5 minutes'
    where id in (
      select id from ${name}
      where (status = 'queued' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
      order by next_attempt_at limit ${BATCH} for update skip locked)
    returning *`,
  );
  for (const row of claimed) {
    try {
      await send(row);
      await db.execute(
        sql`update ${name} set status = 'delivered', delivered_at = now(), last_error = null, locked_until = null where id = ${row.id}`,
      );
    } catch (error) {
      const message = (error as Error).message.slice(0, 500);
      const giveUp = shouldGiveUp(row.attempts);
      const retryAt = new Date(Date.now() + nextAttemptDelayMs(row.attempts)).toISOString();
      await db.execute(sql`
        update ${name} set status = ${giveUp ? "failed" : "queued"}, last_error = ${message},
          next_attempt_at = ${retryAt}::timestamptz, locked_until = null
        where id = ${row.id}`);
      log.error(`${table} delivery failed`, { id: row.id, attempts: row.attempts, giveUp, error: message });
    }
  }
}

/** POSTs a JSON body; anything but a 2xx answer (or no answer in 10 s) throws, so the row is retried. */
export async function postJsonOrThrow(url: string, body: string, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "Rerouted-Webhooks/1", ...headers },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}
