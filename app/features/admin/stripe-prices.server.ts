import Stripe from "stripe";
import {
  lastStripeDelivery,
  lookUpPrice,
  namedPriceIds,
  stripePriceReport,
  type LookupBudget,
  type PriceLookup,
  type StripePriceReport,
  webhookVersionReport,
  type WebhookVersionReport,
} from "~/features/stripe/index.server";
import type { Services } from "~/services.server";
import { AGGREGATE_TTL_MS, cachedAggregate } from "./aggregate-cache.server";

/**
 * The dashboard waits for these lookups, so they get one short try: a
 * Stripe that does not answer within it shows as "not checked", never as
 * a match.
 */
const CHECKLIST_LOOKUP: LookupBudget = { timeoutMs: 3_000, retries: 0 };

/**
 * The launch checklist's Stripe prices: every price id the Offers tab
 * names, asked of Stripe at most once per aggregate TTL (tab switches
 * reuse the answer; an offer save clears it), compared with the offers as
 * saved now. This is where drift made in Stripe after a save (an archived
 * price, a key switched to live mode) or left by an offer saved before
 * the save-time check shows.
 */
export async function loadStripePriceReport(services: Services): Promise<StripePriceReport> {
  const { content } = await services.siteContent.fresh();
  const config = services.config.stripe;
  const lookups = config
    ? new Map(
        await Promise.all(
          namedPriceIds(content.offers).map(async (id): Promise<[string, PriceLookup]> => [
            id,
            await cachedAggregate(`stripe-price:${id}`, () => lookUpPrice(config, id, CHECKLIST_LOOKUP)),
          ]),
        ),
      )
    : null;
  return stripePriceReport(content.offers, lookups, {
    live: config?.live ?? false,
    checkedWithinSeconds: AGGREGATE_TTL_MS / 1000,
  });
}

/** The API version of the last event Stripe's webhook delivered, against the package's; null without Stripe. */
export async function loadStripeWebhookReport(services: Services): Promise<WebhookVersionReport | null> {
  if (!services.config.stripe) return null;
  return webhookVersionReport(await lastStripeDelivery(services.db), Stripe.API_VERSION);
}
