import { EVENT_TYPES, MAX_EVENTS_PER_BATCH, type EventType } from "./event-kinds";
import type { AnalyticsEvent } from "./events";

/**
 * track(): the one way pages record first-party analytics. Events are
 * queued and sent in small batches with sendBeacon (which survives the
 * page closing), so tracking never delays what the visitor is doing.
 */
type Props = AnalyticsEvent["props"];

const ENDPOINT = "/api/events";
const FLUSH_DELAY_MS = 1_000;
const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
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

export function track(name: string, props: Props = {}, type?: EventType): void {
  if (typeof window === "undefined" || optedOut()) return;
  const eventType = type ?? ((EVENT_TYPES as readonly string[]).includes(name) ? (name as EventType) : "custom");
  const referrer = document.referrer ? document.referrer.slice(0, 512) : undefined;
  queue.push({ type: eventType, name, path: location.pathname.slice(0, 512), referrer, props });
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
