import { useEffect } from "react";
import type { Offer, OfferId } from "~/content/offers";
import { useOffers } from "~/lib/site-content-context";
import { BUSINESS_EVENTS, track, trackPixel } from "~/features/analytics";
import { openCheckout, takeStartedCheckout } from "./open-checkout";
import { purchasePixel, type ConfirmedPurchase } from "./purchase-pixel";

export type { ConfirmedPurchase } from "./purchase-pixel";
import { startStripeCheckout } from "./stripe-checkout";

function offerParams(offer: Offer) {
  return { content_ids: offer.id, content_name: offer.label, value: offer.price, currency: "USD" };
}

/**
 * A buy click: InitiateCheckout pixel, then the offer's checkout: Stripe's
 * (one click on an upsell page after a Stripe checkout), or the cart link.
 * Resolves to an error message to show, or null.
 */
export async function buyOffer(offer: Offer, options: { oneClick?: boolean } = {}): Promise<string | null> {
  trackPixel("InitiateCheckout", offerParams(offer));
  if (offer.provider === "stripe") return startStripeCheckout(offer, options);
  openCheckout(offer);
  return null;
}

/** A buyer choosing one of a page's options (the page is the event's path): AddToCart and option_selected. */
export function selectOffer(offer: Offer): void {
  trackPixel("AddToCart", offerParams(offer));
  track(BUSINESS_EVENTS.optionSelected, { offer: offer.id, value: offer.price });
}

/**
 * ViewContent for the offer a page sells, once per page view. Its value is
 * the offer's price, which makes the thank-you page's value SPEC's tracked
 * upsell value (47).
 */
export function useViewContent(content: OfferId | { contentName: string; value?: number }): void {
  const offers = useOffers();
  const key = typeof content === "string" ? content : content.contentName;
  useEffect(() => {
    trackPixel(
      "ViewContent",
      typeof content === "string"
        ? offerParams(offers[content])
        : content.value === undefined
          ? { content_name: key }
          : { content_name: key, value: content.value, currency: "USD" },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: `key` identifies the content
  }, [key]);
}

/**
 * The order confirmation page's Purchase pixel (purchase-pixel.ts): the
 * offer this tab went to check out, with the order's id and amount when the
 * page knows the order. A visit with neither reports nothing.
 */
export function usePurchaseConfirmed(purchase: ConfirmedPurchase | null = null): void {
  const offers = useOffers();
  useEffect(() => {
    const offerId = takeStartedCheckout();
    const pixel = purchasePixel(offerId ? offers[offerId] : null, purchase);
    if (pixel) trackPixel("Purchase", pixel.params, pixel.eventId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: the started checkout is read (and cleared) on arrival
  }, []);
}
