import type { Db } from "~/db/client.server";
import { countFunnel, recentEvents, revenueByOffer, topEntryProp, topPages } from "./funnel.server";
import { FUNNELS, funnelRows } from "./funnels";
import type { ReportRange } from "./report-range";

/**
 * Everything the admin's Funnel tab shows for one date range, computed in
 * SQL. The queries are independent: on PostgreSQL they run side by side on
 * the pool's connections (PGlite, with one connection, takes them in turn).
 */
export async function loadFunnelReport(db: Db, range: ReportRange) {
  const { bounds } = range;
  const [funnels, pages, referrers, sources, campaigns, offers, recent] = await Promise.all([
    Promise.all(
      FUNNELS.map(async (funnel) => ({
        id: funnel.id,
        title: funnel.title,
        rows: funnelRows(funnel.steps, await countFunnel(db, funnel.steps, bounds)),
      })),
    ),
    topPages(db, bounds),
    topEntryProp(db, "referrer_domain", bounds),
    topEntryProp(db, "utm_source", bounds),
    topEntryProp(db, "utm_campaign", bounds),
    revenueByOffer(db, bounds),
    recentEvents(db, bounds),
  ]);
  return {
    range: { from: range.from, to: range.to, days: range.days, error: range.error },
    funnels,
    pages,
    referrers,
    sources,
    campaigns,
    offers,
    recent,
  };
}

export type FunnelReport = Awaited<ReturnType<typeof loadFunnelReport>>;
