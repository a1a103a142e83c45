import { useEffect } from "react";
import { OFFERS, type OfferId } from "~/content/offers";
import { BUSINESS_EVENTS } from "~/features/analytics/funnels";
import { trackPixel } from "~/features/analytics/pixel";
import { track } from "~/features/analytics/track";
import { openCheckout, takeStartedCheckout } from "./open-checkout";

function offerParams(offerId: OfferId) {
  const offer = OFFERS[offerId];
  return { content_ids: offer.id, content_name: offer.label, value: offer.price, currency: "USD" };
}

/** A buy click: InitiateCheckout pixel, then the cart (openCheckout tracks checkout_started). */
export function buyOffer(offerId: OfferId): void {
  trackPixel("InitiateCheckout", offerParams(offerId));
  openCheckout(offerId);
}

/** A buyer choosing one of a page's options (the page is the event's path): AddToCart and option_selected. */
export function selectOffer(offerId: OfferId): void {
  trackPixel("AddToCart", offerParams(offerId));
  track(BUSINESS_EVENTS.optionSelected, { offer: offerId, value: OFFERS[offerId].price });
}

/** A one-click upsell added to the order already placed: the same pixel, and an upsell_accepted event. */
export function acceptUpsell(offerId: OfferId): void {
  trackPixel("InitiateCheckout", offerParams(offerId));
  track("upsell_accepted", { offer: offerId, value: OFFERS[offerId].price });
}

/**
 * ViewContent for the offer a page sells, once per page view. Its value is
 * the offer's price, which makes the thank-you page's value SPEC's tracked
 * upsell value (47).
 */
export function useViewContent(content: OfferId | { contentName: string; value?: number }): void {
  const key = typeof content === "string" ? content : content.contentName;
  useEffect(() => {
    trackPixel(
      "ViewContent",
      typeof content === "string"
        ? offerParams(content)
        : content.value === undefined
          ? { content_name: key }
          : { content_name: key, value: content.value, currency: "USD" },
    );
    // Once per page: `key` identifies the content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/**
 * The order confirmation page: a Purchase pixel for the offer this tab went
 * to check out. A visit without a checkout behind it reports nothing.
 */
export function usePurchaseConfirmed(): void {
  useEffect(() => {
    const offerId = takeStartedCheckout();
    if (offerId) trackPixel("Purchase", offerParams(offerId));
  }, []);
}
