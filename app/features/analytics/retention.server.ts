import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/db/client.server";
import type { Logger } from "~/logger.server";
import { type BackgroundTask, runInBackground, yieldToEventLoop } from "~/lib/background-task.server";
import { DAY_MS } from "./rollup-days";
import { pruneRollUps } from "./rollup.server";

const BATCH = 10_000;

/**
 * Deletes raw analytics events older than the retention period
 * (ANALYTICS_RETENTION_DAYS), in batches so a large backlog never holds a
 * long lock on the table the site is writing to nor keeps the event loop
 * from serving requests in between, and first the roll-ups of
 * the days it touches. Returns how many events went.
 */
export async function pruneAnalyticsEvents(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  await pruneRollUps(db, retentionDays, now);
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  let total = 0;
  for (;;) {
    const deleted = await queryRows<{ id: number }>(
      db,
      sql`delete from analytics_events where id in (
        select id from analytics_events where created_at < ${cutoff}::timestamptz limit ${BATCH})
      returning id`,
    );
    total += deleted.length;
    if (deleted.length < BATCH) return total;
    await yieldToEventLoop();
  }
}

/** Prunes a minute after start-up and then every six hours; every instance may run it. */
export function scheduleAnalyticsPruning(options: { db: Db; retentionDays: number; log: Logger }): BackgroundTask {
  return runInBackground(
    { name: "analytics pruning", firstAfterMs: 60_000, everyMs: 6 * 3600_000, log: options.log },
    async () => {
      const deleted = await pruneAnalyticsEvents(options.db, options.retentionDays);
      if (deleted > 0)
        options.log.info("old analytics events pruned", { deleted, retentionDays: options.retentionDays });
    },
  );
}
