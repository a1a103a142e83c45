import { MAX_EVENTS_PER_BATCH, TRACKED_EVENT_TYPES, type TrackedEventType } from "./event-kinds";
import type { AnalyticsEvent, TrackedEvent } from "./events";
import type { WebVital } from "./web-vitals";

/**
 * track(): the one way pages record first-party analytics. Events are
 * queued and sent in small batches with sendBeacon (which survives the
 * page closing), so tracking never delays what the visitor is doing.
 */
type Props = TrackedEvent["props"];

const ENDPOINT = "/api/events";
const FLUSH_DELAY_MS = 1_000;
const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** False on the server and for visitors who asked not to be tracked (Do-Not-Track, Global Privacy Control). */
export function trackingAllowed(): boolean {
  if (typeof window === "undefined") return false;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack !== "1" && nav.globalPrivacyControl !== true;
}

function send(events: AnalyticsEvent[]): void {
  const body = JSON.stringify({ events });
  const beaconSent =
    typeof navigator.sendBeacon === "function" &&
    navigator.sendBeacon(ENDPOINT, new Blob([body], { type: "application/json" }));
  if (!beaconSent) {
    void fetch(ENDPOINT, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
      keepalive: true,
    }).catch(() => {});
  }
}

export function flushEvents(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) send(queue.splice(0, MAX_EVENTS_PER_BATCH));
}

export function track(name: string, props: Props = {}, type?: TrackedEventType): void {
  if (!trackingAllowed()) return;
  const eventType =
    type ?? ((TRACKED_EVENT_TYPES as readonly string[]).includes(name) ? (name as TrackedEventType) : "custom");
  const referrer = document.referrer ? document.referrer.slice(0, 512) : undefined;
  enqueue({ type: eventType, name, path: location.pathname.slice(0, 512), referrer, props });
}

/**
 * Records one Core Web Vital of the page load at `path`. The browser reports
 * the final values as the page is hidden, so they leave at once.
 */
export function trackWebVital(metric: WebVital, value: number, path: string): void {
  if (!trackingAllowed()) return;
  enqueue({ type: "web_vital", name: metric, path, props: { value } });
  if (document.visibilityState === "hidden") flushEvents();
}

function enqueue(event: AnalyticsEvent): void {
  queue.push(event);
  if (!listening) {
    listening = true;
    addEventListener("pagehide", flushEvents);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flushEvents();
    });
  }
  if (queue.length >= MAX_EVENTS_PER_BATCH) flushEvents();
  else timer ??= setTimeout(flushEvents, FLUSH_DELAY_MS);
}
