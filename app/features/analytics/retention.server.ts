import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/db/client.server";
import type { Logger } from "~/logger.server";

const BATCH = 10_000;

/**
 * Deletes raw analytics events older than the retention period
 * (ANALYTICS_RETENTION_DAYS), in batches so a large backlog never holds a
 * long lock on the table the site is writing to. Returns how many went.
 */
export async function pruneAnalyticsEvents(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 3600 * 1000).toISOString();
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
  }
}

/** Prunes shortly after start-up and then every six hours; every instance may run it. */
export function scheduleAnalyticsPruning(options: { db: Db; retentionDays: number; log: Logger }) {
  const run = () =>
    pruneAnalyticsEvents(options.db, options.retentionDays)
      .then((deleted) => {
        if (deleted > 0)
          options.log.info("old analytics events pruned", { deleted, retentionDays: options.retentionDays });
      })
      .catch((error: Error) => options.log.error("analytics pruning failed", { error: error.message }));
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, 6 * 3600_000);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
