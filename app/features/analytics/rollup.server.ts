import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/db/client.server";
import type { Logger } from "~/logger.server";
import { type BackgroundTask, runInBackground, yieldToEventLoop } from "~/lib/background-task.server";
import { dailyRowsCtes, dailyVitalsCtes, daysInRuns, eventsIn, ROLLUP_FINGERPRINT } from "./daily-rows.server";
import { DAY_MS, daysToRollUp, firstRetainedDay, partialDayOf, type DayRun, type PartialDay } from "./rollup-days";

/** Arbitrary constant, first half of the per-day advisory lock key. */
const ROLLUP_LOCK_ID = 725_020;

/** The days in the runs rolled up with the current definitions. */
export async function rolledUpDays(db: Pick<Db, "execute">, runs: DayRun[]): Promise<Set<string>> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`select day::text as day from analytics_daily
      where kind = 'day' and key = ${ROLLUP_FINGERPRINT} and (${daysInRuns(runs)})`,
  );
  return new Set(rows.map((row) => row.day));
}

/** The days in the runs whose roll-up rows are provisional, computed with the current definitions. */
export async function partialDays(db: Pick<Db, "execute">, runs: DayRun[]): Promise<PartialDay[]> {
  const rows = await queryRows<{ day: string; through: string | Date }>(
    db,
    sql`select day::text as day, through from analytics_partial_days
      where fingerprint = ${ROLLUP_FINGERPRINT} and (${daysInRuns(runs)}) order by day`,
  );
  return rows.map((row) => ({ day: row.day, through: new Date(row.through) }));
}

/** Takes the day's roll-up lock for the transaction; false when another instance holds it. */
async function lockDay(tx: Db, from: Date): Promise<boolean> {
  const [lock] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK_ID}, ${Math.round(from.getTime() / DAY_MS)}) as locked`,
  );
  return Boolean(lock?.locked);
}

/** Replaces a day's roll-up rows with those of its events in the run. */
async function replaceDayRows(tx: Db, day: string, run: DayRun): Promise<void> {
  const events = eventsIn([run]);
  await tx.execute(sql`delete from analytics_daily where day = ${day}::date`);
  await tx.execute(sql`delete from analytics_daily_vitals where day = ${day}::date`);
  await tx.execute(sql`insert into analytics_daily (day, kind, key, visitors, events, amount)
    with ${dailyRowsCtes("daily", events)} select * from daily`);
  await tx.execute(sql`insert into analytics_daily_vitals (day, path, metric, value, samples)
    with ${dailyVitalsCtes("daily_vitals", events)} select * from daily_vitals`);
}

/**
 * Replaces one day's roll-up rows with figures computed from its raw events,
 * in one transaction. Instances running the job at the same time take a
 * per-day advisory lock: the one that gets it computes, the others skip the
 * day, and a day already rolled up (by anyone) is left alone. Returns
 * whether this call rolled the day up.
 */
export async function rollUpDay(db: Db, day: string): Promise<boolean> {
  const from = new Date(`${day}T00:00:00Z`);
  const run = { from, to: new Date(from.getTime() + DAY_MS) };
  return db.transaction(async (tx) => {
    if (!(await lockDay(tx, from))) return false;
    if ((await rolledUpDays(tx, [run])).has(day)) return false;
    await replaceDayRows(tx, day, run);
    // A day without events is rolled up too: its marker says so.
    await tx.execute(sql`insert into analytics_daily (day, kind, key) values (${day}::date, 'day', ${ROLLUP_FINGERPRINT})
      on conflict do nothing`);
    await tx.execute(sql`delete from analytics_partial_days where day = ${day}::date`);
    return true;
  });
}

/**
 * Rolls up the open day as far as `now` less the grace period (decision
 * 019): its rows then hold the events created before that moment, and a
 * report adds the day's later events from the raw events. Under the same
 * per-day lock as the final roll-up; an instance that finds the day's rows
 * as recent already leaves them. Returns whether this call replaced them.
 */
export async function rollUpOpenDay(db: Db, now: Date): Promise<boolean> {
  const partial = partialDayOf(now);
  if (!partial) return false;
  const { day, through } = partial;
  const from = new Date(`${day}T00:00:00Z`);
  const wholeDay = { from, to: new Date(from.getTime() + DAY_MS) };
  return db.transaction(async (tx) => {
    if (!(await lockDay(tx, from))) return false;
    if ((await rolledUpDays(tx, [wholeDay])).has(day)) return false;
    const [stored] = await partialDays(tx, [wholeDay]);
    if (stored && stored.through >= through) return false;
    await replaceDayRows(tx, day, { from, to: through });
    await tx.execute(sql`insert into analytics_partial_days (day, fingerprint, through)
      values (${day}::date, ${ROLLUP_FINGERPRINT}, ${through.toISOString()}::timestamptz)
      on conflict (day) do update set fingerprint = excluded.fingerprint, through = excluded.through`);
    return true;
  });
}

/**
 * Rolls up every closed day inside retention that is not rolled up yet,
 * newest first: one day per transaction, yielding to the event loop between
 * days, so a first start's backfill of a year of days never keeps the site
 * from answering (a day takes tens of milliseconds on the embedded database).
 */
export async function rollUpClosedDays(db: Db, options: { retentionDays: number; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  const from = new Date(`${firstRetainedDay(now, options.retentionDays)}T00:00:00Z`);
  const rolledUp = await rolledUpDays(db, [{ from, to: now }]);
  let count = 0;
  for (const day of daysToRollUp({ now, retentionDays: options.retentionDays, rolledUp })) {
    if (await rollUpDay(db, day)) count += 1;
    await yieldToEventLoop();
  }
  return count;
}

/**
 * Deletes the roll-ups of days retention has started deleting, so a report
 * of an old range shows what the raw events still say, as before.
 */
export async function pruneRollUps(db: Db, retentionDays: number, now: Date): Promise<void> {
  const first = firstRetainedDay(now, retentionDays);
  await db.execute(sql`delete from analytics_daily where day < ${first}::date`);
  await db.execute(sql`delete from analytics_daily_vitals where day < ${first}::date`);
  await db.execute(sql`delete from analytics_partial_days where day < ${first}::date`);
}

/**
 * Rolls up ten seconds after start-up and then every ten minutes, the
 * closed days and then the open day so far; every instance may run it.
 */
export function scheduleAnalyticsRollUp(options: { db: Db; retentionDays: number; log: Logger }): BackgroundTask {
  return runInBackground(
    { name: "analytics roll-up", firstAfterMs: 10_000, everyMs: 10 * 60_000, log: options.log },
    async () => {
      const days = await rollUpClosedDays(options.db, { retentionDays: options.retentionDays });
      if (days > 0) options.log.info("analytics days rolled up", { days });
      await rollUpOpenDay(options.db, new Date());
    },
  );
}
