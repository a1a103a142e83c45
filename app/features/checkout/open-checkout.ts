import { CART_SCRIPT, OFFERS, type OfferId } from "~/content/offers";
import { flushEvents, track } from "~/features/analytics/track";

interface SlideInCart {
  open(url: string): void;
}

// The hosted cart sends the buyer back to the order confirmation page in the
// same tab: the tab remembers which offer it went to check out.
const STARTED_CHECKOUT_KEY = "rerouted:checkout-started";

export const CART_NOT_LOADED_WARNING = "Checkout script not loaded; opening the hosted cart page instead.";

function slideInCart(): SlideInCart | undefined {
  const candidate = (window as unknown as Record<string, unknown>)[CART_SCRIPT.globalName];
  return candidate && typeof (candidate as SlideInCart).open === "function" ? (candidate as SlideInCart) : undefined;
}

/**
 * Starts checkout for an offer: the provider's slide-in cart when its script
 * has loaded, otherwise (SPEC logs a warning; DESIGN section 5) the hosted
 * cart page, so a buyer is never stuck on a button that does nothing.
 */
export function openCheckout(offerId: OfferId): void {
  const offer = OFFERS[offerId];
  track("checkout_started", { offer: offer.id, value: offer.price });
  try {
    sessionStorage.setItem(STARTED_CHECKOUT_KEY, offer.id);
  } catch {
    // Blocked storage costs the purchase report, never the checkout.
  }
  const cart = slideInCart();
  if (cart) {
    cart.open(offer.cartUrl);
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
    return offerId && Object.hasOwn(OFFERS, offerId) ? (offerId as OfferId) : null;
  } catch {
    return null;
  }
}
