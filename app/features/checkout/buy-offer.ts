import { useEffect } from "react";
import { OFFERS, type OfferId } from "~/content/offers";
import { trackPixel } from "~/features/analytics/pixel";
import { track } from "~/features/analytics/track";
import { openCheckout } from "./open-checkout";

export function offerParams(offerId: OfferId) {
  const offer = OFFERS[offerId];
  return { content_ids: offer.id, content_name: offer.label, value: offer.price, currency: "USD" };
}

/** A buy click: InitiateCheckout pixel, then the cart (openCheckout tracks checkout_started). */
export function buyOffer(offerId: OfferId): void {
  trackPixel("InitiateCheckout", offerParams(offerId));
  openCheckout(offerId);
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
