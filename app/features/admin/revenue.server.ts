import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/db/client.server";
import { revenueByMonth, summarizeRevenue, type RevenueSummary } from "./revenue";

export interface RevenueTab {
  summary: RevenueSummary;
  topProducts: { id: string; name: string; sales: number; revenueCents: number }[];
  months: { month: string; revenueCents: number }[];
}

/**
 * SPEC section 9: revenue = sum of the product price over active grants,
 * sales = their count. A revoked grant is not a sale; a grant of a product
 * since deactivated still is (it was sold). All sums are SQL aggregates.
 */
export async function loadRevenue(db: Db, now = new Date()): Promise<RevenueTab> {
  const [totals] = await queryRows<{ revenue_cents: string | number; sales: number; buyers: number }>(
    db,
    sql`
    select coalesce(round(sum(p.price) * 100), 0)::bigint as revenue_cents,
      count(*)::int as sales, count(distinct a.user_id)::int as buyers
    from product_access a join products p on p.id = a.product_id
    where a.is_active`,
  );
  const top = await queryRows<{ id: string; name: string; sales: number; revenue_cents: string | number }>(
    db,
    sql`
    select p.id, p.name, count(*)::int as sales, round(sum(p.price) * 100)::bigint as revenue_cents
    from product_access a join products p on p.id = a.product_id
    where a.is_active
    group by p.id, p.name
    order by revenue_cents desc, p.name
    limit 5`,
  );
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const monthly = await queryRows<{ month: string; revenue_cents: string | number }>(
    db,
    sql`
    select to_char(date_trunc('month', a.granted_at at time zone 'UTC'), 'YYYY-MM') as month,
      round(sum(p.price) * 100)::bigint as revenue_cents
    from product_access a join products p on p.id = a.product_id
    where a.is_active and a.granted_at >= ${since.toISOString()}::timestamptz
    group by 1`,
  );
  return {
    summary: summarizeRevenue({
      revenueCents: Number(totals?.revenue_cents ?? 0),
      sales: Number(totals?.sales ?? 0),
      buyers: Number(totals?.buyers ?? 0),
    }),
    topProducts: top.map((row) => ({
      id: row.id,
      name: row.name,
      sales: Number(row.sales),
      revenueCents: Number(row.revenue_cents),
    })),
    months: revenueByMonth(
      monthly.map((row) => ({ month: row.month, revenueCents: Number(row.revenue_cents) })),
      now,
    ),
  };
}
