import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { BUSINESS_EVENTS, FUNNELS, type StepMatch } from "./funnels";
import { DAY_MS, type DayRun, type PartialDay } from "./rollup-days";

/**
 * The Funnel tab's figures per UTC day, computed from raw events in SQL.
 * The roll-up job stores them for closed days (analytics_daily and
 * analytics_daily_vitals); the report computes the same rows for the days
 * not rolled up and adds both. One definition for both, so a report reads
 * the same numbers whichever way a day was computed.
 */

/** Raise when the rows below change meaning: every day is then rolled up again. */
const ROLLUP_VERSION = 1;

/**
 * Identifies what the stored rows were computed with. Changing a funnel's
 * steps changes it, so days rolled up with the old steps are read from raw
 * events again until the job has rolled them up anew.
 */
export const ROLLUP_FINGERPRINT = createHash("sha256")
  .update(JSON.stringify({ version: ROLLUP_VERSION, funnels: FUNNELS.map((f) => [f.id, f.steps.map((s) => s.match)]) }))
  .digest("hex")
  .slice(0, 16);

/** Entry properties the report ranks (captured on a visit's first page view). */
export const ENTRY_PROPS = ["referrer_domain", "utm_source", "utm_campaign"] as const;
export type EntryProp = (typeof ENTRY_PROPS)[number];

const PURCHASE_EVENTS = ["pixel:Purchase", "upsell_accepted"];

/** `created_at` within any of the runs; false for none. */
function inRuns(column: SQL, runs: DayRun[]): SQL {
  if (runs.length === 0) return sql`false`;
  return sql.join(
    runs.map(
      (run) =>
        sql`(${column} >= ${run.from.toISOString()}::timestamptz and ${column} < ${run.to.toISOString()}::timestamptz)`,
    ),
    sql` or `,
  );
}

/** Event filter: the events created within the runs. */
export const eventsIn = (runs: DayRun[]): SQL => inRuns(sql.raw("created_at"), runs);

const dayEnd = (partial: PartialDay) => new Date(new Date(`${partial.day}T00:00:00Z`).getTime() + DAY_MS);

/** Event filter: the events of the partial days that their roll-up rows do not hold yet. */
export const eventsSinceRollUp = (partials: PartialDay[]): SQL =>
  eventsIn(partials.map((partial) => ({ from: partial.through, to: dayEnd(partial) })));

/**
 * Event filter: the events of the partial days' visitors that have events
 * the roll-up rows do not hold, created before `until` ("through": what the
 * rows hold of them; "end": their whole day). A visitor's figures are a
 * function of their own day's events, so the rows plus the second set minus
 * the first are the day's figures, exactly (decision 019).
 */
export function latestVisitorsEvents(partials: PartialDay[], until: "through" | "end"): SQL {
  if (partials.length === 0) return sql`false`;
  return sql.join(
    partials.map((partial) => {
      const from = new Date(`${partial.day}T00:00:00Z`);
      const to = until === "through" ? partial.through : dayEnd(partial);
      return sql`(${eventsIn([{ from, to }])} and visitor_id in (
        select visitor_id from analytics_events where ${eventsSinceRollUp([partial])}))`;
    }),
    sql` or `,
  );
}

/** `day` within any of the runs (for the roll-up tables). */
export function daysInRuns(runs: DayRun[]): SQL {
  if (runs.length === 0) return sql`false`;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return sql.join(
    runs.map((run) => sql`(day >= ${day(run.from)}::date and day < ${day(run.to)}::date)`),
    sql` or `,
  );
}

/**
 * The raw events a computation reads (of one kind: web vitals or the
 * others), with their UTC day; materialized once and read by every row kind.
 */
function eventsCte(name: SQL, events: SQL, vitals: boolean): SQL {
  return sql`${name} as materialized (
    select (created_at at time zone 'UTC')::date as day, type, name, path, visitor_id, props, created_at
    from analytics_events
    where (${events}) and ${vitals ? sql`type = 'web_vital'` : sql`type <> 'web_vital'`})`;
}

function matches(match: StepMatch): SQL {
  const parts: SQL[] = [];
  if (match.type) parts.push(sql`e.type = ${match.type}`);
  if (match.name) parts.push(sql`e.name = ${match.name}`);
  if (match.path) parts.push(sql`e.path = ${match.path}`);
  if (match.prop) parts.push(sql`e.props ->> ${match.prop.key} = ${match.prop.value}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * Each funnel in one pass over its events, without joins: a CTE per step
 * adds the visitor's first qualifying moment of the day (a window over the
 * visitor's day), and a step only counts events from the previous step's
 * moment on. Then one row per visitor-day, and per day the visitors that
 * reached each step. A visitor id belongs to one day, so the day is part of
 * the window.
 */
function funnelCtes(prefix: string, events: SQL): { ctes: SQL[]; rows: SQL[] } {
  const ctes: SQL[] = [];
  const rows: SQL[] = [];
  FUNNELS.forEach((funnel, f) => {
    const name = (suffix: string) => sql.raw(`${prefix}_f${f}_${suffix}`);
    const step = (k: number) => sql.raw(`m${k}`);
    const reached = (k: number) => sql.raw(`t${k}`);
    ctes.push(sql`${name("events")} as (
      select e.day, e.visitor_id, e.created_at,
        ${sql.join(
          funnel.steps.map((s, k) => sql`(${matches(s.match)}) as ${step(k)}`),
          sql`, `,
        )}
      from ${events} e where ${sql.join(
        funnel.steps.map((s) => sql`(${matches(s.match)})`),
        sql` or `,
      )})`);
    funnel.steps.forEach((_, k) => {
      const from = k === 0 ? name("events") : name(`step${k - 1}`);
      const qualifies = k === 0 ? step(0) : sql`${step(k)} and created_at >= ${reached(k - 1)}`;
      ctes.push(sql`${name(`step${k}`)} as (
        select *, min(created_at) filter (where ${qualifies}) over (partition by day, visitor_id) as ${reached(k)}
        from ${from})`);
    });
    const last = name(`step${funnel.steps.length - 1}`);
    ctes.push(sql`${name("visitors")} as (
      select day, visitor_id, ${sql.join(
        funnel.steps.map((_, k) => sql`max(${reached(k)}) as ${reached(k)}`),
        sql`, `,
      )}
      from ${last} group by day, visitor_id)`);
    funnel.steps.forEach((_, k) => {
      rows.push(
        sql`select day, 'funnel', ${`${funnel.id}:${k}`}::text, (count(*) filter (where ${reached(k)} is not null))::int, 0, 0::numeric
          from ${name("visitors")} group by day`,
      );
    });
  });
  return { ctes, rows };
}

const offer = sql`coalesce(props ->> 'offer', props ->> 'content_ids')`;

/**
 * CTEs ending in `<name> (day, kind, key, visitors, events, amount)`: the
 * roll-up rows of the UTC days of the events the filter selects. The CTEs'
 * names start with the name, so one statement can compute several sets.
 */
export function dailyRowsCtes(name: string, filter: SQL): SQL {
  const e = sql.raw(`${name}_e`);
  const funnels = funnelCtes(name, e);
  const rows: SQL[] = [
    sql`select day, 'page'::text, path, count(distinct visitor_id)::int, count(*)::int, 0::numeric from ${e}
      where type = 'page_view' group by 1, 3`,
    ...ENTRY_PROPS.map(
      (
        prop,
      ) => sql`select day, ${prop}::text, props ->> ${prop}, count(distinct visitor_id)::int, count(*)::int, 0 from ${e}
        where type = 'page_view' and props ->> ${prop} is not null group by 1, 3`,
    ),
    sql`select day, 'checkout', ${offer}, 0, count(*)::int, 0 from ${e}
      where name = ${BUSINESS_EVENTS.checkoutStarted} and ${offer} is not null group by 1, 3`,
    sql`select day, 'purchase', ${offer}, 0, count(*)::int,
        coalesce(sum(case when jsonb_typeof(props -> 'value') = 'number' then (props ->> 'value')::numeric else 0 end), 0)
      from ${e} where name in (${sql.join(
        PURCHASE_EVENTS.map((name) => sql`${name}`),
        sql`, `,
      )}) and ${offer} is not null group by 1, 3`,
    ...funnels.rows,
  ];
  return sql`${eventsCte(e, filter, false)}, ${sql.join(funnels.ctes, sql`, `)},
    ${sql.raw(name)} (day, kind, key, visitors, events, amount) as (${sql.join(rows, sql` union all `)})`;
}

/** CTEs ending in `<name> (day, path, metric, value, samples)`: the Core Web Vitals histograms of the events the filter selects. */
export function dailyVitalsCtes(name: string, filter: SQL): SQL {
  const e = sql.raw(`${name}_e`);
  return sql`${eventsCte(e, filter, true)},
    ${sql.raw(name)} (day, path, metric, value, samples) as (
      select day, path, name, (props ->> 'value')::float8, count(*)::int from ${e}
      where jsonb_typeof(props -> 'value') = 'number' group by 1, 2, 3, 4)`;
}
