import type Stripe from "stripe";
import type { Offer } from "~/content/offers";
import { checkoutModeOf, returnPathsOf, successUrlOf, termsAcceptanceMessage, toCents } from "./checkout-rules";
import { SITE_CURRENCY } from "./price-match";

/**
 * A Stripe Checkout Session for one offer, answering its URL. A single
 * payment saves the card for the one-click upsells (off-session, with the
 * reuse agreement Stripe shows); the AI trial and the payment plans are
 * subscriptions. `customerId` prefills the buyer of an upsell that needs
 * them back on a payment page. `onCreated` is given the new session's id
 * (to keep the browser that started it for the order's conversions).
 */
export async function createOfferCheckout(options: {
  stripe: Stripe;
  baseUrl: string;
  offer: Offer;
  customerId?: string | null;
  customerEmail?: string | null;
  onCreated?: (sessionId: string) => Promise<void>;
}): Promise<string> {
  const { stripe, baseUrl, offer, customerId, customerEmail } = options;
  const mode = checkoutModeOf(offer);
  const metadata = { offer_id: offer.id };
  const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [{ price: offer.stripePriceId, quantity: 1 }];
  if (offer.renewal && offer.price > 0) {
    // "$1 for 7 days": the first invoice carries the trial's fee beside the free trial period.
    lineItems.push({
      price_data: {
        currency: SITE_CURRENCY,
        unit_amount: toCents(offer.price),
        product_data: { name: `${offer.label}: first ${offer.renewal.afterDays} days` },
      },
      quantity: 1,
    });
  }
  const params: Stripe.Checkout.SessionCreateParams = {
    mode,
    line_items: lineItems,
    success_url: successUrlOf(baseUrl, offer.id),
    cancel_url: `${baseUrl}${returnPathsOf(offer.id).cancel}`,
    metadata,
    // The buyer ticks that they accept the site's terms before paying.
    consent_collection: { terms_of_service: "required" },
    custom_text: { terms_of_service_acceptance: { message: termsAcceptanceMessage(baseUrl) } },
    ...(customerId ? { customer: customerId } : customerEmail ? { customer_email: customerEmail } : {}),
    ...(mode === "payment"
      ? {
          ...(customerId ? {} : { customer_creation: "always" as const }),
          payment_intent_data: { setup_future_usage: "off_session" as const, metadata },
        }
      : {
          subscription_data: {
            metadata,
            ...(offer.renewal ? { trial_period_days: offer.renewal.afterDays } : {}),
          },
        }),
  };
  const session = await stripe.checkout.sessions.create(params).catch((error: unknown) => {
    // Stripe collects consent only once the account's Dashboard names a terms
    // URL (Settings > Public details). Until the owner sets it, the sale goes
    // on: the terms are named above the pay button instead of ticked.
    if ((error as { param?: string }).param !== "consent_collection[terms_of_service]") throw error;
    const { consent_collection: _consent, ...withoutConsent } = params;
    return stripe.checkout.sessions.create({
      ...withoutConsent,
      custom_text: { submit: { message: termsAcceptanceMessage(baseUrl).replace("I agree", "By paying, you agree") } },
    });
  });
  if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a URL`);
  await options.onCreated?.(session.id);
  return session.url;
}
