import { DEFAULT_OFFERS, type OfferId } from "../../app/content/offers";
import type { TestServer } from "./harness";

/** Saves an offer as the owner would in the Offers tab, sold through Stripe at `stripePriceId`. */
export async function sellThroughStripe(
  server: TestServer,
  id: OfferId,
  options: { stripePriceId: string; grants?: string[] },
) {
  const { price, compareAt, cartUrl, thrivecartProductId } = DEFAULT_OFFERS[id];
  await server.services.siteContent.saveOffer(id, {
    price,
    compareAt,
    cartUrl,
    thrivecartProductId,
    provider: "stripe",
    stripePriceId: options.stripePriceId,
    grants: options.grants ?? [],
  });
}
