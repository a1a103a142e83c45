import { and, desc, gte, lt, ne, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema";
import {
  dailyRowsCtes,
  dailyVitalsCtes,
  daysInRuns,
  ENTRY_PROPS,
  eventsIn,
  eventsSinceRollUp,
  latestVisitorsEvents,
  type EntryProp,
} from "./daily-rows.server";
import { FUNNELS, type FunnelDefinition } from "./funnels";
import { splitByRollUp, type DayRun, type PartialDay } from "./rollup-days";
import { partialDays, rolledUpDays } from "./rollup.server";
import { percentileOf, WEB_VITALS, type HistogramBucket, type WebVital } from "./web-vitals";

/** Whole UTC days: from one midnight to another (exclusive). */
export type DateRange = DayRun;

/** Top lists show this many rows. */
const TOP = 10;

/** Which days of a range the roll-up holds, and which are read from raw events. */
export interface RangeSources {
  /** Days read from the roll-up tables, wholly or (see `partial`) in part. */
  rolledUp: DayRun[];
  /** Days of `rolledUp` whose rows hold their events up to a moment: the later ones come from raw events. */
  partial: PartialDay[];
  raw: DayRun[];
}

/**
 * Reads the roll-up's state for the range. The report's statements must see
 * the state they were planned for: run them in one snapshot
 * (`loadFunnelReport` does), or a roll-up committing in between would count
 * events twice.
 */
export async function sourcesOf(db: Db, range: DateRange): Promise<RangeSources> {
  const whole = await rolledUpDays(db, [range]);
  const partial = (await partialDays(db, [range])).filter((p) => !whole.has(p.day));
  return { ...splitByRollUp(range, new Set([...whole, ...partial.map((p) => p.day)])), partial };
}

/**
 * The days' rows the roll-up tables do not hold, computed from raw events:
 * CTEs, and the selects of their rows (with the sign they are added with).
 */
function computedRows(sources: RangeSources): { ctes: SQL[]; rows: SQL[] } {
  const ctes: SQL[] = [];
  const rows: SQL[] = [];
  if (sources.raw.length > 0) {
    ctes.push(dailyRowsCtes("raw_days", eventsIn(sources.raw)));
    rows.push(sql`select kind, key, visitors, events, amount from raw_days`);
  }
  if (sources.partial.length > 0) {
    ctes.push(dailyRowsCtes("latest_whole", latestVisitorsEvents(sources.partial, "end")));
    ctes.push(dailyRowsCtes("latest_stored", latestVisitorsEvents(sources.partial, "through")));
    rows.push(sql`select kind, key, visitors, events, amount from latest_whole`);
    rows.push(sql`select kind, key, -visitors, -events, -amount from latest_stored`);
  }
  return { ctes, rows };
}

export interface CountRow {
  key: string;
  visitors: number;
  events: number;
}

interface OfferRevenueRow {
  offer: string;
  /** Checkouts started (buy clicks). */
  checkouts: number;
  /** Confirmed purchases: the order confirmation's Purchase event and one-click upsells. */
  purchases: number;
  /** Value of the confirmed purchases, in dollars. */
  revenue: number;
}

export interface RangeCounts {
  /** Unique visitors reaching each step of each funnel, in order. */
  funnels: Record<FunnelDefinition["id"], number[]>;
  /** Page views per path, by unique visitors. */
  pages: CountRow[];
  /** Entry page views per captured property. */
  entries: Record<EntryProp, CountRow[]>;
  /**
   * Tracked revenue per offer, from the browser's events: what was clicked
   * and what was confirmed. The cart provider's own figures (and the Revenue
   * tab, from grants) remain the books; this shows where the money comes from.
   */
  offers: OfferRevenueRow[];
}

interface CountedRow {
  kind: string;
  key: string;
  visitors: number;
  events: number;
  amount: string | number;
}

/**
 * Every count of the Funnel tab in one statement: the daily rows of the
 * rolled-up days plus the same rows computed from the other days' raw
 * events (and, for a partly rolled-up day, its latest visitors' rows from
 * their events less what the stored rows hold of them), summed per kind
 * and key. Pages rank by visitors then views,
 * entry properties by visitors, offers by revenue then checkouts; top
 * lists keep ten rows. The database orders the rows, ties by key in its
 * collation.
 */
export async function countRange(db: Db, sources: RangeSources): Promise<RangeCounts> {
  const computed = computedRows(sources);
  const rows = await queryRows<CountedRow>(
    db,
    sql`with ${sql.join(
      computed.ctes.map((cte) => sql`${cte},`),
      sql` `,
    )}
      summed as (
        select kind, key, sum(visitors)::int as visitors, sum(events)::int as events, sum(amount) as amount
        from (
          select kind, key, visitors, events, amount from analytics_daily
          where kind <> 'day' and (${daysInRuns(sources.rolledUp)})
          ${sql.join(
            computed.rows.map((row) => sql`union all ${row}`),
            sql` `,
          )}
        ) days
        group by kind, key),
      -- Per offer: checkouts as visitors, purchases as events, revenue as amount.
      offers as (
        select 'offer' as kind, key,
          sum(case when kind = 'checkout' then events else 0 end)::int as visitors,
          sum(case when kind = 'purchase' then events else 0 end)::int as events,
          sum(case when kind = 'purchase' then amount else 0 end) as amount
        from summed where kind in ('checkout', 'purchase') group by key),
      ranked as (
        select *, row_number() over (partition by kind order by
            case when kind = 'offer' then amount else 0 end desc,
            visitors desc,
            case when kind = 'page' then events else 0 end desc,
            key) as rank
        from (select * from summed where kind not in ('checkout', 'purchase') union all select * from offers) counted)
      select kind, key, visitors, events, amount from ranked
      where kind in ('funnel', 'offer') or rank <= ${TOP}
      order by kind, rank`,
  );
  const ofKind = (kind: string) => rows.filter((row) => row.kind === kind);
  const countRows = (kind: string): CountRow[] =>
    ofKind(kind).map(({ key, visitors, events }) => ({ key, visitors: Number(visitors), events: Number(events) }));
  const funnelSteps = new Map(ofKind("funnel").map((row) => [row.key, Number(row.visitors)]));
  return {
    funnels: Object.fromEntries(
      FUNNELS.map((funnel) => [
        funnel.id,
        funnel.steps.map((_, index) => funnelSteps.get(`${funnel.id}:${index}`) ?? 0),
      ]),
    ) as RangeCounts["funnels"],
    pages: countRows("page"),
    entries: Object.fromEntries(ENTRY_PROPS.map((prop) => [prop, countRows(prop)])) as RangeCounts["entries"],
    offers: ofKind("offer").map((row) => ({
      offer: row.key,
      checkouts: Number(row.visitors),
      purchases: Number(row.events),
      revenue: Number(row.amount),
    })),
  };
}

export interface PageVitals {
  path: string;
  /** Page loads that reported at least one metric (the most reported metric's count). */
  samples: number;
  /** 75th percentile per metric; null when no visitor reported it. */
  p75: Record<WebVital, number | null>;
}

/**
 * Real visitors' Core Web Vitals per page: the range's histograms (rolled-up
 * days, raw days, and the events a partial day's rows do not hold yet), the
 * ten most measured pages, each metric's 75th
 * percentile as Google reports field data.
 */
export async function vitalsByPage(db: Db, sources: RangeSources): Promise<PageVitals[]> {
  const rows = await queryRows<{ path: string; metric: WebVital; value: number; samples: number }>(
    db,
    sql`with ${dailyVitalsCtes("raw_days", eventsIn(sources.raw))},
      ${dailyVitalsCtes("latest", eventsSinceRollUp(sources.partial))},
      summed as (
        select path, metric, value, sum(samples)::int as samples
        from (
          select path, metric, value, samples from analytics_daily_vitals where ${daysInRuns(sources.rolledUp)}
          union all select path, metric, value, samples from raw_days
          union all select path, metric, value, samples from latest
        ) days
        group by path, metric, value),
      top as (
        select path, row_number() over (order by sum(samples) desc, path) as rank
        from summed group by path order by rank limit ${TOP})
      select path, metric, value, samples from summed join top using (path) order by top.rank`,
  );
  const histograms = new Map<string, Record<WebVital, HistogramBucket[]>>();
  for (const row of rows) {
    let page = histograms.get(row.path);
    if (!page) histograms.set(row.path, (page = { LCP: [], INP: [], CLS: [] }));
    page[row.metric]?.push({ value: Number(row.value), count: Number(row.samples) });
  }
  // In the database's order: the most measured page first.
  return [...histograms].map(([path, page]) => ({
    path,
    samples: Math.max(...WEB_VITALS.map((metric) => page[metric].reduce((sum, bucket) => sum + bucket.count, 0))),
    p75: Object.fromEntries(
      WEB_VITALS.map((metric) => [metric, percentileOf(page[metric], 0.75)]),
    ) as PageVitals["p75"],
  }));
}

export interface RecentEvent {
  id: number;
  createdAt: string;
  /** The day's visitor hash, shortened: enough to follow one visit, nothing more. */
  visitor: string;
  type: string;
  name: string;
  path: string;
  props: Record<string, string | number | boolean | null>;
}

/**
 * The newest events of the range, so the owner can follow what visitors
 * just did. Web vitals are measurements, not actions: they are left out.
 */
export async function recentEvents(db: Db, range: DateRange, limit = 30): Promise<RecentEvent[]> {
  const rows = await db
    .select()
    .from(analyticsEvents)
    .where(
      and(
        gte(analyticsEvents.createdAt, range.from),
        lt(analyticsEvents.createdAt, range.to),
        ne(analyticsEvents.type, "web_vital"),
      ),
    )
    .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    visitor: row.visitorId.slice(0, 8),
    type: row.type,
    name: row.name,
    path: row.path,
    props: row.props,
  }));
}
