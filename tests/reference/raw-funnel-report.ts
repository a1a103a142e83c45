import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../app/db/client.server";
import { FUNNELS, type FunnelStep, type StepMatch } from "../../app/features/analytics/funnels";
import type { DateRange } from "../../app/features/analytics/funnel.server";

/**
 * The Funnel tab's figures computed straight from the raw events of the
 * whole range, as the tab did before the daily roll-up: the reference the
 * roll-up's figures must equal.
 */

function matches(match: StepMatch): SQL {
  const parts: SQL[] = [];
  if (match.type) parts.push(sql`e.type = ${match.type}`);
  if (match.name) parts.push(sql`e.name = ${match.name}`);
  if (match.path) parts.push(sql`e.path = ${match.path}`);
  if (match.prop) parts.push(sql`e.props ->> ${match.prop.key} = ${match.prop.value}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

const bounds = (range: DateRange) => ({ from: range.from.toISOString(), to: range.to.toISOString() });

async function rawFunnelCounts(db: Db, steps: FunnelStep[], range: DateRange): Promise<number[]> {
  const { from, to } = bounds(range);
  const ctes = steps.map((step, index) => {
    const name = sql.raw(`s${index}`);
    if (index === 0) {
      return sql`${name} as (
        select e.visitor_id, min(e.created_at) as t from analytics_events e
        where e.created_at >= ${from}::timestamptz and e.created_at < ${to}::timestamptz and ${matches(step.match)}
        group by e.visitor_id)`;
    }
    return sql`${name} as (
      select e.visitor_id, min(e.created_at) as t from analytics_events e
      join ${sql.raw(`s${index - 1}`)} p on p.visitor_id = e.visitor_id and e.created_at >= p.t
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

export interface RawCountRow {
  key: string;
  visitors: number;
  events: number;
}

async function rawTopPages(db: Db, range: DateRange): Promise<RawCountRow[]> {
  const { from, to } = bounds(range);
  return queryRows<RawCountRow>(
    db,
    sql`select path as key, count(distinct visitor_id)::int as visitors, count(*)::int as events
      from analytics_events
      where type = 'page_view' and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
      group by path order by visitors desc, events desc, key limit 10`,
  );
}

async function rawTopEntryProp(db: Db, prop: string, range: DateRange): Promise<RawCountRow[]> {
  const { from, to } = bounds(range);
  return queryRows<RawCountRow>(
    db,
    sql`select props ->> ${prop} as key, count(distinct visitor_id)::int as visitors, count(*)::int as events
      from analytics_events
      where type = 'page_view' and props ->> ${prop} is not null
        and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
      group by key order by visitors desc, key limit 10`,
  );
}

async function rawRevenueByOffer(db: Db, range: DateRange) {
  const { from, to } = bounds(range);
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

/** Each page's 75th percentile per metric (percentile_disc), keyed "path metric". */
export async function rawVitalsP75(db: Db, range: DateRange): Promise<Record<string, number>> {
  const { from, to } = bounds(range);
  const rows = await queryRows<{ path: string; metric: string; p75: number }>(
    db,
    sql`select path, name as metric, percentile_disc(0.75) within group (order by (props ->> 'value')::float8) as p75
      from analytics_events
      where type = 'web_vital' and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
      group by path, name`,
  );
  return Object.fromEntries(rows.map((row) => [`${row.path} ${row.metric}`, Number(row.p75)]));
}

/** The whole reference report, shaped like the roll-up's counts. */
export async function rawReport(db: Db, range: DateRange) {
  return {
    funnels: Object.fromEntries(
      await Promise.all(FUNNELS.map(async (f) => [f.id, await rawFunnelCounts(db, f.steps, range)] as const)),
    ),
    pages: await rawTopPages(db, range),
    entries: {
      referrer_domain: await rawTopEntryProp(db, "referrer_domain", range),
      utm_source: await rawTopEntryProp(db, "utm_source", range),
      utm_campaign: await rawTopEntryProp(db, "utm_campaign", range),
    },
    offers: await rawRevenueByOffer(db, range),
  };
}
