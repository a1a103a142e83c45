/**
 * The date range of the admin's analytics reports, read from the URL so a
 * report can be reloaded and linked. Days are whole UTC days; `to` is
 * inclusive for the owner and turned into an exclusive bound for SQL.
 */
export const REPORT_PRESETS = [7, 30, 90] as const;
const DEFAULT_REPORT_DAYS = 30;
const MAX_REPORT_DAYS = 366;

export interface ReportRange {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day (inclusive), YYYY-MM-DD. */
  to: string;
  /** Bounds for queries: from's midnight, and the midnight after `to`. */
  bounds: { from: Date; to: Date };
  days: number;
  /** Why the requested range was replaced by the default, for the page to say. */
  error: string | null;
}

const DAY_MS = 24 * 3600 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function parseDay(value: string | null): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  // Rejects dates that do not exist (2026-02-30 rolls over otherwise).
  return Number.isNaN(date.getTime()) || isoDay(date) !== value ? null : date;
}

function rangeOf(from: Date, to: Date, error: string | null): ReportRange {
  return {
    from: isoDay(from),
    to: isoDay(to),
    bounds: { from, to: new Date(to.getTime() + DAY_MS) },
    days: Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1,
    error,
  };
}

/** The last `days` days, today included. */
export function lastDays(days: number, now: Date): ReportRange {
  const today = new Date(`${isoDay(now)}T00:00:00Z`);
  return rangeOf(new Date(today.getTime() - (days - 1) * DAY_MS), today, null);
}

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD`, or `?days=7|30|90`; anything else (or
 * nothing) is the last 30 days, with a message when the request was wrong.
 */
export function parseReportRange(params: URLSearchParams, now: Date): ReportRange {
  const fallback = (error: string | null) => ({ ...lastDays(DEFAULT_REPORT_DAYS, now), error });
  const days = params.get("days");
  if (days !== null) {
    const preset = REPORT_PRESETS.find((candidate) => String(candidate) === days);
    return preset ? lastDays(preset, now) : fallback(`Choose ${REPORT_PRESETS.join(", ")} days or a date range.`);
  }
  if (!params.has("from") && !params.has("to")) return fallback(null);
  const from = parseDay(params.get("from"));
  const to = parseDay(params.get("to"));
  if (!from || !to) return fallback("Enter both dates as YYYY-MM-DD.");
  if (to < from) return fallback("The end date is before the start date.");
  if ((to.getTime() - from.getTime()) / DAY_MS + 1 > MAX_REPORT_DAYS)
    return fallback(`A range can cover at most ${MAX_REPORT_DAYS} days.`);
  return rangeOf(from, to, null);
}
