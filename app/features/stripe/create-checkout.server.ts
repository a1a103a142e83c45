import type Stripe from "stripe";
import type { Offer } from "~/content/offers";
import { offerEndsAtMetadata } from "./abandoned-checkout";
import { checkoutModeOf, returnPathsOf, successUrlOf, termsAcceptanceMessage, toCents } from "./checkout-rules";
import { SITE_CURRENCY } from "./price-match";

/**
 * A physical offer's checkout asks for the address (only in the countries
 * it ships to) and a phone number for the carrier, and adds its shipping
 * charge as the one shipping option. A subscription ships nothing.
 */
function shippingParams(offer: Offer): Partial<Stripe.Checkout.SessionCreateParams> {
  if (!offer.ships || offer.shipsTo.length === 0) return {};
  return {
    shipping_address_collection: {
      allowed_countries:
        offer.shipsTo as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[],
    },
    phone_number_collection: { enabled: true },
    ...(offer.shippingRate
      ? {
          shipping_options: [
            {
              shipping_rate_data: {
                type: "fixed_amount" as const,
                display_name: offer.shippingRate.name,
                fixed_amount: { amount: toCents(offer.shippingRate.amount), currency: SITE_CURRENCY },
              },
            },
          ],
        }
      : {}),
  };
}

/**
 * A visitor's coupon is applied to the session (Stripe refuses typing
 * another code beside it); without one, Checkout shows "Add promotion
 * code" for the owner's codes.
 */
function discountParams(promotionCode: string | null): Partial<Stripe.Checkout.SessionCreateParams> {
  return promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : { allow_promotion_codes: true };
}

/**
 * Stripe Tax computes the tax from the buyer's address (the shipping
 * address for a parcel), and a business buyer may give its tax ID. A known
 * customer's address and name are updated from what they type, as Stripe
 * requires for both with an existing customer.
 */
function taxParams(customerId: string | null): Partial<Stripe.Checkout.SessionCreateParams> {
  return {
    automatic_tax: { enabled: true },
    tax_id_collection: { enabled: true },
    ...(customerId ? { customer_update: { address: "auto" as const, name: "auto" as const } } : {}),
  };
}

/**
 * A Stripe Checkout Session for one offer, answering its URL. A single
 * payment saves the card for the one-click upsells (off-session, with the
 * reuse agreement Stripe shows); the AI trial and the payment plans are
 * subscriptions. `customerId` prefills the buyer of an upsell that needs
 * them back on a payment page. `onCreated` is given the new session's id
 * (to keep the browser that started it for the order's conversions).
 * A session left unpaid gets a recovery URL when it expires (abandoned
 * checkouts, docs/payments.md), and carries the offer's running deadline
 * (`offerEndsAt`) so its recovery email never outlives it.
 */
export async function createOfferCheckout(options: {
  stripe: Stripe;
  baseUrl: string;
  offer: Offer;
  customerId?: string | null;
  customerEmail?: string | null;
  offerEndsAt?: Date | null;
  /** The visitor's coupon, already checked good for this offer: its Stripe promotion code. */
  promotionCode?: string | null;
  /** The owner's "Charge tax with Stripe Tax" setting. */
  tax?: boolean;
  onCreated?: (sessionId: string) => Promise<void>;
  /** Told what Stripe refused and the session was made without (the tax until Stripe Tax is set up). */
  onDropped?: (what: "tax" | "coupon", message: string) => void;
}): Promise<string> {
  const { stripe, baseUrl, offer, customerId, customerEmail } = options;
  const mode = checkoutModeOf(offer);
  const metadata = { offer_id: offer.id, ...offerEndsAtMetadata(options.offerEndsAt ?? null) };
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
    // The buyer ticks that they accept the site's terms before paying; Checkout asks for consent to
    // promotional email where the buyer's country requires it, for the abandoned-checkout email.
    consent_collection: { terms_of_service: "required", promotions: "auto" },
    custom_text: { terms_of_service_acceptance: { message: termsAcceptanceMessage(baseUrl) } },
    // Unpaid at expiry, Stripe adds a recovery URL reopening the same items (the "Your order is waiting" email).
    // The recovered checkout takes a typed code too, unless this one carries the visitor's.
    after_expiration: { recovery: { enabled: true, allow_promotion_codes: !options.promotionCode } },
    ...(customerId ? { customer: customerId } : customerEmail ? { customer_email: customerEmail } : {}),
    ...discountParams(options.promotionCode ?? null),
    ...(options.tax ? taxParams(customerId ?? null) : {}),
    ...(mode === "payment"
      ? {
          ...shippingParams(offer),
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
  const session = await createWithoutRefused(stripe, params, baseUrl, options.onDropped);
  if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a URL`);
  await options.onCreated?.(session.id);
  return session.url;
}

/**
 * Creates the session, leaving out what Stripe refuses for the account's
 * settings, so the sale goes on:
 * - the terms, until the Dashboard names a terms URL (Settings > Public
 *   details): they are named above the pay button instead of ticked;
 * - promotional email, until the owner accepts Stripe's terms for it
 *   (Settings > Checkout and Payment Links): abandoned checkouts are then
 *   emailed only to leads who opted in on the site;
 * - the tax, until Stripe Tax is set up (origin address, registrations),
 *   told to `onDropped` for the log;
 * - a promotion code Stripe no longer takes (used up in the moment between
 *   the page and the click): the buyer may still type one.
 */
async function createWithoutRefused(
  stripe: Stripe,
  first: Stripe.Checkout.SessionCreateParams,
  baseUrl: string,
  onDropped?: (what: "tax" | "coupon", message: string) => void,
): Promise<Stripe.Checkout.Session> {
  let params = first;
  for (;;) {
    try {
      return await stripe.checkout.sessions.create(params);
    } catch (error) {
      const { param = "", message = "" } = error as { param?: string; message?: string };
      const consent = params.consent_collection;
      if (param === "consent_collection[promotions]" && consent?.promotions) {
        const { promotions: _promotions, ...rest } = consent;
        params = { ...params, consent_collection: rest };
      } else if (param === "consent_collection[terms_of_service]" && consent?.terms_of_service) {
        const { terms_of_service: _terms, ...rest } = consent;
        params = {
          ...params,
          consent_collection: rest,
          custom_text: {
            submit: { message: termsAcceptanceMessage(baseUrl).replace("I agree", "By paying, you agree") },
          },
        };
      } else if (param.startsWith("automatic_tax") && params.automatic_tax) {
        const { automatic_tax: _tax, tax_id_collection: _ids, customer_update: _update, ...rest } = params;
        params = rest;
        onDropped?.("tax", message);
      } else if (param.startsWith("discounts") && params.discounts) {
        const { discounts: _discounts, ...rest } = params;
        params = { ...rest, allow_promotion_codes: true };
        onDropped?.("coupon", message);
      } else throw error;
    }
  }
}
