import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/db/client.server";
import { productRevenue, revenueByMonth, summarizeRevenue, type RevenueSummary } from "./revenue";

export interface RevenueTab {
  summary: RevenueSummary;
  topProducts: { id: string; name: string; sales: number; revenueCents: number }[];
  months: { month: string; revenueCents: number }[];
}

/** SPEC section 9: top products by revenue. */
const TOP_PRODUCTS = 5;

/**
 * SPEC section 9: revenue = sum of the product price over active grants,
 * sales = their count. A revoked grant is not a sale; a grant of a product
 * since deactivated still is (it was sold). The grants are counted per
 * product in SQL (one pass over product_access), priced in revenue.ts.
 */
export async function loadRevenue(db: Db, now = new Date()): Promise<RevenueTab> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const [perProduct, [buyers], monthly] = await Promise.all([
    queryRows<{ id: string; name: string; price_cents: number; sales: number }>(
      db,
      sql`
      select p.id, p.name, round(p.price * 100)::int as price_cents, s.sales
      from (select product_id, count(*)::int as sales from product_access where is_active group by product_id) s
      join products p on p.id = s.product_id`,
    ),
    queryRows<{ n: number }>(db, sql`select count(distinct user_id)::int as n from product_access where is_active`),
    queryRows<{ month: string; revenue_cents: string | number }>(
      db,
      sql`
      select m.month, sum(m.sales * round(p.price * 100))::bigint as revenue_cents
      from (
        select to_char(date_trunc('month', granted_at at time zone 'UTC'), 'YYYY-MM') as month,
          product_id, count(*) as sales
        from product_access
        where is_active and granted_at >= ${since.toISOString()}::timestamptz
        group by 1, 2
      ) m join products p on p.id = m.product_id
      group by 1`,
    ),
  ]);
  const sold = productRevenue(
    perProduct.map((row) => ({
      id: row.id,
      name: row.name,
      priceCents: Number(row.price_cents),
      sales: Number(row.sales),
    })),
  );
  return {
    summary: summarizeRevenue({ revenueCents: sold.revenueCents, sales: sold.sales, buyers: Number(buyers?.n ?? 0) }),
    topProducts: sold.products.slice(0, TOP_PRODUCTS),
    months: revenueByMonth(
      monthly.map((row) => ({ month: row.month, revenueCents: Number(row.revenue_cents) })),
      now,
    ),
  };
}
