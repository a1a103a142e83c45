import { DEFAULT_OFFERS, type OfferId } from "../../app/content/offers";
import { startStripeStandIn, type StripeStandIn } from "../support/stripe-stand-in";
import { startTestServer, type TestServer } from "./harness";

export const STRIPE_WEBHOOK_SECRET = "whsec_test_0123456789abcdef0123456789abcdef";

/**
 * A stand-in of Stripe's API and a site configured against it (the owner's
 * address is owner@example.com), whose webhook deliveries reach the site.
 * `env` adds to the site's environment (an SMTP sink, say).
 */
export async function startStripeSite(
  env: Record<string, string> = {},
): Promise<{ standIn: StripeStandIn; server: TestServer }> {
  const standIn = await startStripeStandIn({ webhookSecret: STRIPE_WEBHOOK_SECRET });
  const server = await startTestServer({
    STRIPE_SECRET_KEY: "sk_test_rerouted",
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
    ADMIN_EMAILS: "owner@example.com",
    ...env,
  });
  standIn.setWebhookUrl(`${server.baseUrl}/api/webhooks/stripe`);
  return { standIn, server };
}

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
