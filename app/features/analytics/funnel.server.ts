import { and, desc, gte, lt, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema";
import type { FunnelStep, StepMatch } from "./funnels";

export interface DateRange {
  from: Date;
  /** Exclusive. */
  to: Date;
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
 * Unique visitors reaching each step, in order, within the range: one CTE
 * per step holds each visitor's first qualifying moment, and the next step
 * only counts events from that moment on. Each visitor counts once per step.
 */
export async function countFunnel(db: Db, steps: FunnelStep[], range: DateRange): Promise<number[]> {
  if (steps.length === 0) return [];
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const ctes = steps.map((step, index) => {
    const name = sql.raw(`s${index}`);
    if (index === 0) {
      return sql`${name} as (
        select e.visitor_id, min(e.created_at) as t from analytics_events e
        where e.created_at >= ${from}::timestamptz and e.created_at < ${to}::timestamptz and ${matches(step.match)}
        group by e.visitor_id)`;
    }
    const previous = sql.raw(`s${index - 1}`);
    return sql`${name} as (
      select e.visitor_id, min(e.created_at) as t from analytics_events e
      join ${previous} p on p.visitor_id = e.visitor_id and e.created_at >= p.t
      where e.created_at < ${to}::timestamptz and ${matches(step.match)}
      group by e.visitor_id)`;
  });
  const counts = steps.map(
    (_, index) => sql`(select count(*) from ${sql.raw(`s${index}`)})::int as ${sql.raw(`c${index}`)}`,
  );
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(counts, sql`, `)}`,
  );
  return steps.map((_, index) => Number(row?.[`c${index}`] ?? 0));
}

export interface CountRow {
  key: string;
  visitors: number;
  events: number;
}

/** Page views per path, by unique visitors. */
export async function topPages(db: Db, range: DateRange, limit = 10): Promise<CountRow[]> {
  return queryRows<CountRow>(
    db,
    sql`select path as key, count(distinct visitor_id)::int as visitors, count(*)::int as events
      from analytics_events
      where type = 'page_view' and created_at >= ${range.from.toISOString()}::timestamptz and created_at < ${range.to.toISOString()}::timestamptz
      group by path order by visitors desc, events desc, key limit ${limit}`,
  );
}

/** Entry page views grouped by one captured property (referrer_domain, utm_campaign...). */
export async function topEntryProp(
  db: Db,
  prop: "referrer_domain" | "utm_source" | "utm_campaign",
  range: DateRange,
  limit = 10,
): Promise<CountRow[]> {
  return queryRows<CountRow>(
    db,
    sql`select props ->> ${prop} as key, count(distinct visitor_id)::int as visitors, count(*)::int as events
      from analytics_events
      where type = 'page_view' and props ? ${prop}
        and created_at >= ${range.from.toISOString()}::timestamptz and created_at < ${range.to.toISOString()}::timestamptz
      group by key order by visitors desc, key limit ${limit}`,
  );
}

export interface OfferRevenueRow {
  offer: string;
  /** Checkouts started (buy clicks). */
  checkouts: number;
  /** Confirmed purchases: the order confirmation's Purchase event and one-click upsells. */
  purchases: number;
  /** Value of the confirmed purchases, in dollars. */
  revenue: number;
}

/**
 * Tracked revenue per offer, from the browser's events: what was clicked
 * and what was confirmed. The cart provider's own figures (and the Revenue
 * tab, from grants) remain the books; this shows where the money comes from.
 */
export async function revenueByOffer(db: Db, range: DateRange): Promise<OfferRevenueRow[]> {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const rows = await queryRows<{ offer: string; checkouts: number; purchases: number; revenue: string | number }>(
    db,
    sql`select offer, sum(checkouts)::int as checkouts, sum(purchases)::int as purchases, coalesce(sum(revenue), 0) as revenue
      from (
        select coalesce(props ->> 'offer', props ->> 'content_ids') as offer,
          case when name = 'checkout_started' then 1 else 0 end as checkouts,
          case when name = 'checkout_started' then 0 else 1 end as purchases,
          case when name <> 'checkout_started' and jsonb_typeof(props -> 'value') = 'number'
            then (props ->> 'value')::numeric else 0 end as revenue
        from analytics_events
        where name in ('checkout_started', 'pixel:Purchase', 'upsell_accepted')
          and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
      ) tracked
      where offer is not null
      group by offer order by revenue desc, checkouts desc, offer`,
  );
  return rows.map((r) => ({
    offer: r.offer,
    checkouts: Number(r.checkouts),
    purchases: Number(r.purchases),
    revenue: Number(r.revenue),
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

/** The newest events of the range, so the owner can follow what visitors just did. */
export async function recentEvents(db: Db, range: DateRange, limit = 30): Promise<RecentEvent[]> {
  const rows = await db
    .select()
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.createdAt, range.from), lt(analyticsEvents.createdAt, range.to)))
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
