/**
 * Core Web Vitals of real visitors (field data): the three metrics Google
 * ranks pages by, its thresholds, and how the site stores and summarises
 * them. Pure, so the browser, the server and the admin report share it.
 */
export const WEB_VITALS = ["LCP", "INP", "CLS"] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/**
 * Google's thresholds (web.dev/articles/vitals): a value up to `good` is good,
 * above `poor` is poor, in between needs improvement. LCP and INP in
 * milliseconds, CLS unitless.
 */
const VITAL_THRESHOLDS: Record<WebVital, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

export type VitalRating = "good" | "needs-improvement" | "poor";

export function rateVital(metric: WebVital, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/**
 * The largest value accepted as a measurement: beyond it a report is broken
 * or forged, not a slow page. The browser drops such values; the server
 * refuses them.
 */
const VITAL_MAX: Record<WebVital, number> = { LCP: 120_000, INP: 60_000, CLS: 100 };

export function isPlausibleVital(metric: WebVital, value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= VITAL_MAX[metric];
}

/** The finest step stored: a millisecond, or a thousandth of layout shift. */
const SMALLEST_STEP: Record<WebVital, number> = { LCP: 1, INP: 1, CLS: 0.001 };

/**
 * The stored value: rounded up to two significant digits (2437 ms -> 2500,
 * 183 ms -> 190, 0.0837 -> 0.084), never finer than SMALLEST_STEP. A day's
 * measurements of a page then take a few dozen distinct values, so daily
 * histograms stay small whatever the traffic. Rounding up keeps every
 * rating: the thresholds are two-digit values, so a value is within a
 * threshold exactly when its rounded value is.
 */
export function quantizeVital(metric: WebVital, value: number): number {
  if (value <= 0) return 0;
  const step = Math.max(SMALLEST_STEP[metric], 10 ** (Math.floor(Math.log10(value)) - 1));
  // The epsilon keeps a value already on the grid (0.1 / 0.01 = 10.000000000000002) where it is.
  const steps = Math.ceil(value / step - 1e-9);
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Number((steps * step).toFixed(decimals));
}

export interface HistogramBucket {
  value: number;
  count: number;
}

/**
 * The nearest-rank percentile (PostgreSQL's percentile_disc): the smallest
 * value that at least `fraction` of the measurements do not exceed. Null
 * without measurements.
 */
export function percentileOf(histogram: HistogramBucket[], fraction: number): number | null {
  const total = histogram.reduce((sum, bucket) => sum + bucket.count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(fraction * total));
  let seen = 0;
  for (const bucket of [...histogram].sort((a, b) => a.value - b.value)) {
    seen += bucket.count;
    if (seen >= rank) return bucket.value;
  }
  return null;
}

/** As the owner reads them: LCP in seconds, INP in milliseconds, CLS with two decimals. */
export function formatVital(metric: WebVital, value: number): string {
  if (metric === "LCP") return `${(value / 1000).toFixed(value < 10_000 ? 2 : 1)} s`;
  if (metric === "INP") return `${Math.round(value)} ms`;
  return value.toFixed(value > 0 && value < 0.01 ? 3 : 2);
}

/** Google's thresholds as a sentence's parts: "LCP 2.5 s, INP 200 ms, CLS 0.1" and "4 s, 500 ms, 0.25". */
export function describeThresholds(): { good: string; poor: string } {
  const unit = (metric: WebVital, value: number) =>
    metric === "LCP" ? `${value / 1000} s` : metric === "INP" ? `${value} ms` : String(value);
  return {
    good: WEB_VITALS.map((metric) => `${metric} ${unit(metric, VITAL_THRESHOLDS[metric].good)}`).join(", "),
    poor: WEB_VITALS.map((metric) => unit(metric, VITAL_THRESHOLDS[metric].poor)).join(", "),
  };
}

/** A page's 75th percentile of one metric, ready to show. */
export interface RatedVital {
  value: number;
  text: string;
  rating: VitalRating;
}

export function rateAndFormat(metric: WebVital, value: number | null): RatedVital | null {
  return value === null ? null : { value, text: formatVital(metric, value), rating: rateVital(metric, value) };
}
