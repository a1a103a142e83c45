import type { Db } from "~/db/client.server";
import { countFunnel, recentEvents, revenueByOffer, topEntryProp, topPages } from "./funnel.server";
import { FUNNELS, funnelRows } from "./funnels";
import type { ReportRange } from "./report-range";

/** Everything the admin's Funnel tab shows for one date range, computed in SQL. */
export async function loadFunnelReport(db: Db, range: ReportRange) {
  const { bounds } = range;
  const funnels = [];
  for (const funnel of FUNNELS) {
    const counts = await countFunnel(db, funnel.steps, bounds);
    funnels.push({ id: funnel.id, title: funnel.title, rows: funnelRows(funnel.steps, counts) });
  }
  return {
    range: { from: range.from, to: range.to, days: range.days, error: range.error },
    funnels,
    pages: await topPages(db, bounds),
    referrers: await topEntryProp(db, "referrer_domain", bounds),
    sources: await topEntryProp(db, "utm_source", bounds),
    campaigns: await topEntryProp(db, "utm_campaign", bounds),
    offers: await revenueByOffer(db, bounds),
    recent: await recentEvents(db, bounds),
  };
}

export type FunnelReport = Awaited<ReturnType<typeof loadFunnelReport>>;
