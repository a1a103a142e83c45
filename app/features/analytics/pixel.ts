import { pixelsAllowedOn } from "./pixel-pages";
import { track } from "./track";

/**
 * Ad-pixel events (SPEC section 1). One module sends them to the ad
 * platforms the owner configured (Meta's pixel with META_PIXEL_ID, GA4 with
 * GA_MEASUREMENT_ID); with neither, no third-party script ever loads, and
 * with either, none loads before the visitor consents (app/features/consent).
 * Every event is also recorded first-party with the same event id, so a
 * server-side conversion can be de-duplicated against it.
 */
export const PIXEL_EVENTS = [
  "Purchase",
  "Lead",
  "ViewContent",
  "AddToCart",
  "InitiateCheckout",
  "CompleteRegistration",
] as const;
export type PixelEvent = (typeof PIXEL_EVENTS)[number];
export type PixelParams = Record<string, string | number | boolean>;

export interface PixelConfig {
  metaPixelId: string | null;
  gaMeasurementId: string | null;
}

const GA4_NAMES: Record<PixelEvent, string> = {
  Purchase: "purchase",
  Lead: "generate_lead",
  ViewContent: "view_item",
  AddToCart: "add_to_cart",
  InitiateCheckout: "begin_checkout",
  CompleteRegistration: "sign_up",
};

export const META_PIXEL_SCRIPT = "https://connect.facebook.net/en_US/fbevents.js";
export const GA4_SCRIPT = "https://www.googletagmanager.com/gtag/js";

interface Fbq {
  (...args: unknown[]): void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
  callMethod?: (...args: unknown[]) => void;
}
type PixelWindow = Window & { fbq?: Fbq; _fbq?: Fbq; gtag?: (...args: unknown[]) => void; dataLayer?: unknown[] };

interface Pending {
  event: PixelEvent;
  params: PixelParams;
  eventId: string;
}

// Pages fire events in their own effects, before the root has read the
// configuration and before the visitor answers the consent banner: hold them
// until we know whether any pixel is on. Accepted in this document, they are
// sent then; refused, they are dropped, and so is every later one until the
// visitor changes their mind (Cookie settings).
let state: "unknown" | "declined" | "off" | "on" = "unknown";
const pending: Pending[] = [];

function newEventId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function send({ event, params, eventId }: Pending): void {
  const w = window as PixelWindow;
  w.fbq?.("track", event, params, { eventID: eventId });
  w.gtag?.("event", GA4_NAMES[event], { ...params, event_id: eventId });
}

/**
 * Fires a pixel event and returns its event id: a new one, or the one given
 * (a Purchase uses its order id, which the server's conversion shares).
 */
export function trackPixel(event: PixelEvent, params: PixelParams = {}, eventId: string = newEventId()): string {
  if (typeof window === "undefined") return eventId;
  track(`pixel:${event}`, { event_id: eventId, ...params });
  if (state === "on") send({ event, params, eventId });
  else if (state === "unknown") pending.push({ event, params, eventId });
  return eventId;
}

function loadScript(src: string): void {
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  document.head.append(script);
}

/** After the page is interactive and idle, so the pixels never delay it. */
function whenIdle(work: () => void): void {
  const run = () =>
    "requestIdleCallback" in window ? requestIdleCallback(work, { timeout: 3_000 }) : setTimeout(work, 1);
  if (document.readyState === "complete") run();
  else addEventListener("load", run, { once: true });
}

/**
 * Once a platform's script runs in this document it sees every later
 * client-side page too, so a link to a private page (pixel-pages.ts) opens
 * as a fresh document, which never loads the scripts.
 */
function openPrivatePagesInFreshDocuments(): void {
  window.addEventListener(
    "click",
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return;
      const url = new URL(link.href);
      if (url.origin !== location.origin || pixelsAllowedOn(url.pathname)) return;
      // Capture phase on window: runs before the router's link handler, which never sees the click.
      event.preventDefault();
      event.stopPropagation();
      location.assign(url.href);
    },
    { capture: true },
  );
}

/** Whether the platforms' queues run in this document (their scripts load, or have loaded). */
export function pixelsRunning(): boolean {
  return state === "on";
}

/** The visitor refused: nothing held or fired later reaches a platform in this document. */
export function declinePixels(): void {
  if (state !== "unknown") return;
  state = "declined";
  pending.length = 0;
}

/** Google's Consent Mode v2 signals, all denied until the visitor accepts. */
const GOOGLE_CONSENT = ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"] as const;
const googleConsent = (value: "granted" | "denied") =>
  Object.fromEntries(GOOGLE_CONSENT.map((signal) => [signal, value]));

/**
 * Called by the root layout, on pages where pixels are allowed, once the visitor has consented (or is not
 * asked), with the public configuration: installs
 * the platforms' command queues at once (so no event is lost), replays what
 * was waiting, and loads the real scripts when the browser is idle.
 */
export function startPixels(config: PixelConfig): void {
  if (state === "on" || state === "off") return;
  if (!config.metaPixelId && !config.gaMeasurementId) {
    state = "off";
    pending.length = 0;
    return;
  }
  const w = window as PixelWindow;
  if (config.metaPixelId && !w.fbq) {
    // Meta's documented command queue: calls wait here until fbevents.js loads.
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    Object.assign(fbq, { queue: [], loaded: true, version: "2.0" });
    fbq.push = fbq;
    w.fbq = w._fbq = fbq;
    fbq("init", config.metaPixelId);
    fbq("track", "PageView");
    whenIdle(() => loadScript(META_PIXEL_SCRIPT));
  }
  if (config.gaMeasurementId && !w.gtag) {
    w.dataLayer = w.dataLayer ?? [];
    // gtag.js reads `arguments` objects from the data layer, not arrays.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    // Consent Mode v2: denied by default, granted by the visitor's answer, both before the config.
    w.gtag("consent", "default", googleConsent("denied"));
    w.gtag("consent", "update", googleConsent("granted"));
    w.gtag("js", new Date());
    w.gtag("config", config.gaMeasurementId);
    whenIdle(() => loadScript(`${GA4_SCRIPT}?id=${encodeURIComponent(config.gaMeasurementId!)}`));
  }
  state = "on";
  openPrivatePagesInFreshDocuments();
  for (const item of pending.splice(0)) send(item);
}
