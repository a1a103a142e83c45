/**
 * SPEC section 9's revenue figures. Money is handled in whole cents so sums
 * and averages never pick up floating-point fractions.
 */
export interface RevenueSummary {
  revenueCents: number;
  sales: number;
  averageOrderCents: number;
  buyers: number;
}

/** Average order = revenue / sales, 0 when nothing sold. */
export function averageOrderCents(revenueCents: number, sales: number): number {
  return sales > 0 ? Math.round(revenueCents / sales) : 0;
}

export function summarizeRevenue(totals: { revenueCents: number; sales: number; buyers: number }): RevenueSummary {
  return { ...totals, averageOrderCents: averageOrderCents(totals.revenueCents, totals.sales) };
}

export interface ProductSales {
  id: string;
  name: string;
  priceCents: number;
  /** Active grants of the product. */
  sales: number;
}

/**
 * Revenue per product (price x active grants), highest first, and the
 * shop's totals: revenue = sum of the price over active grants, sales =
 * their count (SPEC section 9).
 */
export function productRevenue(rows: readonly ProductSales[]): {
  revenueCents: number;
  sales: number;
  products: { id: string; name: string; sales: number; revenueCents: number }[];
} {
  const products = rows
    .map((row) => ({ id: row.id, name: row.name, sales: row.sales, revenueCents: row.priceCents * row.sales }))
    .sort((a, b) => b.revenueCents - a.revenueCents || a.name.localeCompare(b.name));
  return {
    revenueCents: products.reduce((sum, p) => sum + p.revenueCents, 0),
    sales: products.reduce((sum, p) => sum + p.sales, 0),
    products,
  };
}

export function formatUsd(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}

/** "YYYY-MM" of a date, in UTC. */
function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/**
 * The last `count` calendar months (UTC) ending with `now`'s month, each
 * with its revenue; months without sales show 0 instead of disappearing.
 */
export function revenueByMonth(
  rows: readonly { month: string; revenueCents: number }[],
  now: Date,
  count = 12,
): { month: string; revenueCents: number }[] {
  const byMonth = new Map(rows.map((row) => [row.month, row.revenueCents]));
  return Array.from({ length: count }, (_, i) => {
    const month = monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1)));
    return { month, revenueCents: byMonth.get(month) ?? 0 };
  });
}

/** "2026-03" -> "Mar 2026", for chart labels. */
export function monthLabel(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 1)).toLocaleDateString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}
