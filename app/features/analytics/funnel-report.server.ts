import type { Db } from "~/db/client.server";
import { countRange, recentEvents, sourcesOf, vitalsByPage } from "./funnel.server";
import { FUNNELS, funnelRows } from "./funnels";
import type { ReportRange } from "./report-range";
import { describeThresholds, rateAndFormat, WEB_VITALS, type RatedVital, type WebVital } from "./web-vitals";

/**
 * Everything the admin's Funnel tab shows for one date range: closed days
 * from the daily roll-up, today from its roll-up so far plus its latest
 * events (decisions 012 and 019), so the time it takes does not grow with
 * the traffic. One read-only snapshot: the roll-up job may replace today's
 * rows between two statements.
 */
export async function loadFunnelReport(db: Db, range: ReportRange) {
  const { bounds } = range;
  const { counts, vitals, recent } = await db.transaction(
    async (tx) => {
      const sources = await sourcesOf(tx, bounds);
      return {
        counts: await countRange(tx, sources),
        vitals: await vitalsByPage(tx, sources),
        recent: await recentEvents(tx, bounds),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return {
    range: { from: range.from, to: range.to, days: range.days, error: range.error },
    funnels: FUNNELS.map((funnel) => ({
      id: funnel.id,
      title: funnel.title,
      rows: funnelRows(funnel.steps, counts.funnels[funnel.id]),
    })),
    pages: counts.pages,
    referrers: counts.entries.referrer_domain,
    sources: counts.entries.utm_source,
    campaigns: counts.entries.utm_campaign,
    offers: counts.offers,
    vitals: {
      thresholds: describeThresholds(),
      // Rated here: the rules stay out of the admin's JavaScript.
      pages: vitals.map((page) => ({
        path: page.path,
        samples: page.samples,
        p75: Object.fromEntries(
          WEB_VITALS.map((metric) => [metric, rateAndFormat(metric, page.p75[metric])]),
        ) as Record<WebVital, RatedVital | null>,
      })),
    },
    recent,
  };
}

export type FunnelReport = Awaited<ReturnType<typeof loadFunnelReport>>;
