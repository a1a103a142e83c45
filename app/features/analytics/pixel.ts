import { track } from "./track";

/**
 * Ad-pixel events (SPEC section 1). One module sends them to whichever ad
 * platforms the page loaded (Meta's fbq, Google's gtag); when none is
 * configured their scripts are never loaded and this sends nothing to them.
 * Every event also gets a first-party record with the same event id, so a
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

const GA4_NAMES: Record<PixelEvent, string> = {
  Purchase: "purchase",
  Lead: "generate_lead",
  ViewContent: "view_item",
  AddToCart: "add_to_cart",
  InitiateCheckout: "begin_checkout",
  CompleteRegistration: "sign_up",
};

type Fbq = (command: "track", event: string, params: PixelParams, options: { eventID: string }) => void;
type Gtag = (command: "event", name: string, params: PixelParams) => void;

export function newEventId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Fires a pixel event and returns its event id. */
export function trackPixel(event: PixelEvent, params: PixelParams = {}): string {
  const eventId = newEventId();
  if (typeof window === "undefined") return eventId;
  const w = window as unknown as { fbq?: Fbq; gtag?: Gtag };
  if (typeof w.fbq === "function") w.fbq("track", event, params, { eventID: eventId });
  if (typeof w.gtag === "function") w.gtag("event", GA4_NAMES[event], { ...params, event_id: eventId });
  track(`pixel:${event}`, { event_id: eventId, ...params });
  return eventId;
}
