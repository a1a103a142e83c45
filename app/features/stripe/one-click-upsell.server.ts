import Stripe from "stripe";
import type { Offer } from "~/content/offers";
import { checkoutStartRecorder, type VisitorContext } from "~/features/conversions/index.server";
import { applyPaidOrder, findLiveOrderOfOffers } from "~/features/purchases/index.server";
import type { Services } from "~/services.server";
import { checkoutModeOf, isPaidSession, needsBuyerForCharge, returnPathsOf } from "./checkout-rules";
import { idOf } from "./client.server";
import { expectedStripePrice, priceDifferences } from "./price-match";
import { createOfferCheckout } from "./create-checkout.server";
import { isUpsellOf, offersOfSameUpsell } from "./upsell-funnel";

export type UpsellResult =
  | { result: "paid"; orderId: string; next: string }
  | { result: "checkout"; url: string }
  | { result: "no-checkout" }
  | { result: "not-an-upsell" };

/**
 * The card a paid checkout saved for later charges: a single payment's
 * (saved with setup_future_usage), or a subscription's default payment
 * method (the AI trial: its first invoice may be only the $1 fee, or
 * nothing at all, yet Checkout saves the card to charge the renewal).
 */
function savedCardOf(session: Stripe.Checkout.Session): string | null {
  const payment = session.payment_intent;
  const subscription = session.subscription;
  if (payment && typeof payment !== "string") return idOf(payment.payment_method);
  if (subscription && typeof subscription !== "string") return idOf(subscription.default_payment_method);
  return null;
}

/**
 * "Yes" on an upsell page: charges the card saved by the checkout this
 * browser returned from, off-session, for the offer's Stripe price, and
 * grants it. When the bank wants the buyer (authentication) or declines,
 * or the offer is a subscription, the answer is a new Checkout Session for
 * the offer with the same customer. Only an upsell the funnel shows after
 * the checkout's own offer is charged, and once: an upsell the checkout's
 * customer already bought (at either price) answers that order, and a
 * double click reuses the first charge (idempotency key per checkout and
 * offer). `visitor` is the browser that clicked, for the conversions of
 * the charge or of the checkout it opens.
 */
export async function chargeUpsell(
  services: Services,
  stripe: Stripe,
  options: { sessionId: string; offer: Offer; visitor?: VisitorContext | null; offerEndsAt?: Date | null },
): Promise<UpsellResult> {
  const { sessionId, offer, visitor = null, offerEndsAt = null } = options;
  const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["payment_intent", "subscription"] });
  const customerId = idOf(session.customer);
  const email = session.customer_details?.email ?? session.customer_email;
  if (!customerId || !email || !isPaidSession(session)) return { result: "no-checkout" };
  if (!isUpsellOf(session.metadata?.offer_id, offer.id)) return { result: "not-an-upsell" };
  const next = returnPathsOf(offer.id).success;
  const bought = await findLiveOrderOfOffers(services.db, "stripe", {
    customerRef: customerId,
    offerIds: offersOfSameUpsell(offer.id),
  });
  if (bought) return { result: "paid", orderId: bought.orderId, next };
  const onCreated = checkoutStartRecorder(services.db, visitor);
  const checkout = async (): Promise<UpsellResult> => ({
    result: "checkout",
    url: await createOfferCheckout({
      stripe,
      baseUrl: services.config.baseUrl,
      offer,
      customerId,
      offerEndsAt,
      // The page the buyer is sent to computes the tax as every checkout does when the owner turned it on.
      tax: (await services.siteContent.fresh()).content.settings.stripeTax,
      onCreated,
      onDropped: (what, message) =>
        services.log.error(`stripe refused the ${what}`, { offerId: offer.id, error: message }),
    }),
  });
  const paymentMethod = savedCardOf(session);
  if (checkoutModeOf(offer) === "subscription" || !paymentMethod) return checkout();

  // The buyer was told the card is charged "at the price shown on its button" (ONE_CLICK_CONSENT):
  // a Stripe price that charges anything else is never charged off-session. Stripe's own page
  // shows the buyer what it charges, and the launch checklist shows the owner the difference.
  const price = await stripe.prices.retrieve(offer.stripePriceId);
  const differences = priceDifferences(offer, price);
  if (differences.length > 0) {
    services.log.error("stripe price differs from the offer", {
      offerId: offer.id,
      priceId: price.id,
      problems: differences.map((problem) => problem.message),
    });
    return checkout();
  }
  const charge = expectedStripePrice(offer);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: charge.unitAmount,
        currency: charge.currency,
        customer: customerId,
        payment_method: paymentMethod,
        off_session: true,
        confirm: true,
        description: offer.label,
        metadata: { offer_id: offer.id, checkout_session: session.id },
      },
      { idempotencyKey: `upsell-${session.id}-${offer.id}` },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && needsBuyerForCharge({ type: error.type })) return checkout();
    throw error;
  }
  if (intent.status !== "succeeded") {
    if (needsBuyerForCharge({ status: intent.status })) return checkout();
    throw new Error(`One-click charge ${intent.id} is ${intent.status}`);
  }
  const outcome = await applyPaidOrder(services, {
    provider: "stripe",
    orderId: intent.id,
    email,
    name: session.customer_details?.name ?? "",
    lines: [
      { reference: price.id, description: offer.label, amount: intent.amount, recurring: false, offerId: offer.id },
    ],
    amount: intent.amount,
    currency: intent.currency,
    refs: { customer: customerId, payment: intent.id },
    rawEvent: intent,
    visitor,
  });
  return { result: "paid", orderId: outcome.orderId, next };
}
