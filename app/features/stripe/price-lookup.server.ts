import Stripe from "stripe";
import type { StripeConfig } from "~/config.server";
import type { Offer } from "~/content/offers";
import { stripeClient } from "./client.server";
import { priceVerdict, type PriceLookup, type PriceVerdict } from "./price-match";

/** How long a lookup may take: the owner waits for it, on a save or on the dashboard. */
export interface LookupBudget {
  timeoutMs: number;
  retries: number;
}

/**
 * Asks Stripe for one Price. "No such price" is an answer (missing); a
 * refused key, a timeout, a connection failure or Stripe's own error leave
 * the price unchecked. Anything else is the site's bug and is thrown.
 */
export async function lookUpPrice(config: StripeConfig, priceId: string, budget: LookupBudget): Promise<PriceLookup> {
  try {
    const price = await stripeClient(config).prices.retrieve(
      priceId,
      {},
      { timeout: budget.timeoutMs, maxNetworkRetries: budget.retries },
    );
    const { id, active, billing_scheme, currency, custom_unit_amount, type, unit_amount, recurring } = price;
    return {
      state: "found",
      price: {
        id,
        active,
        billing_scheme,
        currency,
        custom_unit_amount,
        type,
        unit_amount,
        recurring: recurring && {
          interval: recurring.interval,
          interval_count: recurring.interval_count,
          usage_type: recurring.usage_type,
        },
      },
    };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
      return { state: "missing" };
    if (
      error instanceof Stripe.errors.StripeAuthenticationError ||
      error instanceof Stripe.errors.StripePermissionError
    )
      return { state: "unchecked", reason: "key-refused" };
    return { state: "unchecked", reason: "unreachable" };
  }
}

/** Whether an offer's Stripe price charges what the offer shows, asked of Stripe now. */
export async function verifyOfferPrice(
  config: StripeConfig,
  offer: Offer,
  budget: LookupBudget,
): Promise<PriceVerdict> {
  return priceVerdict(offer, await lookUpPrice(config, offer.stripePriceId, budget), config.live);
}
