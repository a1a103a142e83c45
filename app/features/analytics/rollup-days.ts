/**
 * Which UTC days the analytics roll-up covers (decision 012). A closed day
 * is rolled up once, from its raw events; a report reads rolled-up days from
 * the roll-up and every other day of its range (today, a day not rolled up
 * yet) from the raw events, so its figures never depend on the job's timing.
 */
export const DAY_MS = 24 * 3600 * 1000;

/**
 * A day is rolled up this long after it ends: an instance whose clock runs
 * a little behind may still be recording the day's last events.
 */
export const ROLLUP_GRACE_MS = 10 * 60 * 1000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) => isoDay(new Date(startOf(day).getTime() + days * DAY_MS));

/**
 * The first day that retention has not touched: retention deletes raw events
 * older than `retentionDays` at any moment of the day, so the day the cutoff
 * falls in is partly gone (unless the cutoff is its midnight).
 */
export function firstRetainedDay(now: Date, retentionDays: number): string {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const day = isoDay(cutoff);
  return startOf(day).getTime() === cutoff.getTime() ? day : addDays(day, 1);
}

/**
 * The closed days that should be rolled up and are not, newest first. The
 * oldest retained day is left to the raw events: retention would start
 * deleting its events before the next run, and a roll-up must only ever
 * hold a day's complete figures.
 */
export function daysToRollUp(options: { now: Date; retentionDays: number; rolledUp: ReadonlySet<string> }): string[] {
  const { now, retentionDays, rolledUp } = options;
  const lastClosed = isoDay(new Date(now.getTime() - ROLLUP_GRACE_MS - DAY_MS));
  const first = addDays(firstRetainedDay(now, retentionDays), 1);
  const days: string[] = [];
  for (let day = lastClosed; day >= first; day = addDays(day, -1)) {
    if (!rolledUp.has(day)) days.push(day);
  }
  return days;
}

/** A day whose roll-up rows hold only the events created before `through`. */
export interface PartialDay {
  day: string;
  through: Date;
}

/**
 * How far the open day is rolled up at `now` (decision 019): up to the
 * grace period before it, as for a closed day, since an instance whose
 * clock runs behind may still be writing events stamped before that. In the
 * first minutes after midnight that is the day before; at midnight itself
 * there is nothing to roll up.
 */
export function partialDayOf(now: Date): PartialDay | null {
  const through = new Date(now.getTime() - ROLLUP_GRACE_MS);
  const day = isoDay(through);
  return startOf(day).getTime() === through.getTime() ? null : { day, through };
}

/** Consecutive days, as instants: `from` is the first day's midnight, `to` the midnight after the last day. */
export interface DayRun {
  from: Date;
  to: Date;
}

/**
 * Splits a report's range (whole UTC days) into the runs of days read from
 * the roll-up (`stored`: rolled up, wholly or in part) and the runs read
 * from raw events.
 */
export function splitByRollUp(range: DayRun, stored: ReadonlySet<string>): { rolledUp: DayRun[]; raw: DayRun[] } {
  const runs = { rolledUp: [] as DayRun[], raw: [] as DayRun[] };
  let current: { list: DayRun[]; run: DayRun } | null = null;
  for (let t = range.from.getTime(); t < range.to.getTime(); t += DAY_MS) {
    const list = stored.has(isoDay(new Date(t))) ? runs.rolledUp : runs.raw;
    if (current && current.list === list) current.run.to = new Date(t + DAY_MS);
    else {
      current = { list, run: { from: new Date(t), to: new Date(t + DAY_MS) } };
      list.push(current.run);
    }
  }
  return runs;
}
