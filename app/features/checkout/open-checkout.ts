import { isOfferId, type OfferId } from "~/content/checkout";
import type { Offer } from "~/content/offers";
import { flushEvents, track } from "~/features/analytics";
import { thriveCartLinkFor } from "./thrivecart-links";
import { cartScriptLoaded } from "./use-cart-script";

// The hosted cart sends the buyer back to the order confirmation page in the
// same tab: the tab remembers which offer it went to check out.
const STARTED_CHECKOUT_KEY = "rerouted:checkout-started";

const CART_NOT_LOADED_WARNING = "Checkout script not loaded; opening the hosted cart page instead.";

/** checkout_started, and the tab remembers the offer for the confirmation page's Purchase. */
export function noteCheckoutStarted(offer: Offer): void {
  track("checkout_started", { offer: offer.id, value: offer.price });
  try {
    sessionStorage.setItem(STARTED_CHECKOUT_KEY, offer.id);
  } catch {
    // Blocked storage costs the purchase report, never the checkout.
  }
}

/**
 * Starts checkout for an offer: ThriveCart's popup when the offer is sold
 * through ThriveCart and its script has loaded (a click on the offer's
 * hidden link, which the script handles), otherwise (SPEC logs a warning;
 * DESIGN section 5) the hosted checkout page, so a buyer is never stuck on
 * a button that does nothing.
 */
export function openCheckout(offer: Offer): void {
  noteCheckoutStarted(offer);
  const link = thriveCartLinkFor(offer);
  if (link && cartScriptLoaded()) {
    link.click();
    return;
  }
  console.warn(CART_NOT_LOADED_WARNING);
  // Send the checkout event now, while the page is alive, rather than from the unload handler.
  flushEvents();
  window.location.assign(offer.cartUrl);
}

/**
 * The offer this tab last went to check out, read once: the order
 * confirmation page reports that purchase, and a reload does not report it again.
 */
export function takeStartedCheckout(): OfferId | null {
  try {
    const offerId = sessionStorage.getItem(STARTED_CHECKOUT_KEY);
    sessionStorage.removeItem(STARTED_CHECKOUT_KEY);
    return offerId && isOfferId(offerId) ? offerId : null;
  } catch {
    return null;
  }
}
