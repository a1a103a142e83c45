import type { Offer } from "~/content/offers";
import { flushEvents, track } from "~/features/analytics";
import { checkoutPageOf } from "~/features/conversions";
import { noteCheckoutStarted, openCheckout } from "./open-checkout";

const STRIPE_UNAVAILABLE_WARNING = "Stripe checkout unavailable; opening the hosted cart page instead.";
const ONE_CLICK_FAILED = "The payment did not go through. Please try again in a moment.";

async function post(path: string, body: object): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body: parsed };
  } catch {
    return { status: 0, body: {} };
  }
}

function go(url: string): null {
  // Send the checkout events now, while the page is alive.
  flushEvents();
  window.location.assign(url);
  return null;
}

/**
 * Buys a Stripe offer. On an upsell page after a Stripe checkout the
 * saved card is charged with one click (`oneClick`); otherwise, or when
 * this browser has no paid checkout, a Checkout Session is opened. If
 * Stripe cannot be reached the offer's hosted-cart link still works, so a
 * buyer is never stuck. Answers an error message for the page, or null.
 */
export async function startStripeCheckout(offer: Offer, options: { oneClick?: boolean } = {}): Promise<string | null> {
  if (options.oneClick) {
    noteCheckoutStarted(offer);
    track("upsell_accepted", { offer: offer.id, value: offer.price });
    const reply = await post(`/api/upsells/${offer.id}`, {});
    if (reply.status === 200 && reply.body.result === "paid" && typeof reply.body.next === "string")
      return go(reply.body.next);
    if (reply.status === 200 && typeof reply.body.url === "string") return go(reply.body.url);
    // Anything but "no checkout to add it to" may have reached the bank: never charge again through a new page.
    if (reply.status !== 403) return ONE_CLICK_FAILED;
  }
  // The page the checkout starts on: the server credits the order's conversions to it.
  const page = checkoutPageOf(window.location);
  const reply = await post("/api/checkout", page ? { offerId: offer.id, page } : { offerId: offer.id });
  if (reply.status === 200 && typeof reply.body.url === "string") {
    noteCheckoutStarted(offer);
    return go(reply.body.url);
  }
  console.warn(STRIPE_UNAVAILABLE_WARNING);
  openCheckout(offer);
  return null;
}
