import type { Metric } from "web-vitals";
import { trackingAllowed, trackWebVital } from "./track";
import { isPlausibleVital, WEB_VITALS, type WebVital } from "./web-vitals";

/**
 * Reports the visitor's LCP, INP and CLS, measured by Google's web-vitals
 * library, as first-party events. The library is fetched once the page has
 * loaded, as a chunk of its own: it reads the browser's buffered entries,
 * so measuring late misses nothing, and it adds nothing to the first paint.
 */
export function reportWebVitalsAfterLoad(): void {
  // Keeps the library out of the server build, where it would never run.
  if (import.meta.env.SSR || !trackingAllowed()) return;
  // Field data belongs to the page the browser loaded, whatever client-side navigations follow.
  const path = location.pathname.slice(0, 512);
  const report = (metric: Metric) => {
    const name = metric.name as WebVital;
    // A broken measurement is dropped here rather than refused with the rest of its batch.
    if (WEB_VITALS.includes(name) && isPlausibleVital(name, metric.value)) trackWebVital(name, metric.value, path);
  };
  const start = () =>
    void import("web-vitals").then(({ onCLS, onINP, onLCP }) => {
      onLCP(report);
      onINP(report);
      onCLS(report);
    });
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
