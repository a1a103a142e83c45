import type { StripeConfig } from "~/config.server";
import type { Offer } from "~/content/offers";
import { checkoutStartRecorder, type VisitorContext } from "~/features/conversions/index.server";
import { enforceRateLimit } from "~/lib/security/rate-limit.server";
import type { Services } from "~/services.server";
import { stripeClient } from "./client.server";
import { checkoutPromotionCode } from "./coupons.server";
import { createOfferCheckout } from "./create-checkout.server";

/**
 * Starts the Stripe checkout of an offer sold through Stripe, whose deadline
 * the caller has checked: for the buy buttons (POST /api/checkout) and the
 * links in emails (GET /checkout/:offerId) alike. Each start is a call to
 * Stripe, so it counts against the client's checkout rate limit (past it,
 * the 429 is thrown). The browser that started it (`visitor`) is kept for
 * the order's conversions. Answers the Checkout Session's URL, or null when
 * Stripe did not answer (logged). A session only shows a payment page:
 * nothing is charged until the buyer pays on it.
 */
export async function startOfferCheckout(
  services: Pick<Services, "db" | "log"> & { config: { baseUrl: string } },
  stripe: StripeConfig,
  options: {
    offer: Offer;
    clientIp: string;
    customerEmail: string | null;
    visitor: VisitorContext | null;
    /** When the offer's running deadline ends for this buyer (null without one). */
    offerEndsAt: Date | null;
    /** The visitor's coupon code (`?coupon=` link), applied when it is good for this offer. */
    couponCode: string | null;
    /** The owner's "Charge tax with Stripe Tax" setting. */
    tax: boolean;
  },
): Promise<string | null> {
  const { offer, clientIp, customerEmail, visitor, offerEndsAt } = options;
  await enforceRateLimit(services.db, "checkout", clientIp);
  try {
    const promotionCode = await checkoutPromotionCode(services.db, offer, options.couponCode);
    return await createOfferCheckout({
      stripe: stripeClient(stripe),
      baseUrl: services.config.baseUrl,
      offer,
      customerEmail,
      offerEndsAt,
      promotionCode,
      tax: options.tax,
      onCreated: checkoutStartRecorder(services.db, visitor),
      onDropped: (what, message) =>
        services.log.error(
          what === "tax" ? "stripe refused the tax: checkout made without it" : "stripe refused the coupon",
          { offerId: offer.id, error: message },
        ),
    });
  } catch (error) {
    services.log.error("stripe checkout failed", { offerId: offer.id, error: (error as Error).message });
    return null;
  }
}
