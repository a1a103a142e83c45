import { startStripeStandIn } from "../support/stripe-stand-in";
import { E2E_STRIPE } from "../../playwright.config";

/**
 * Starts the local stand-in of Stripe's API (tests/support/stripe-stand-in.ts)
 * on the port the e2e site's STRIPE_API_URL names, with the prices the
 * Stripe spec sells; the returned function stops it after the run.
 */
export default async function startStripe() {
  const standIn = await startStripeStandIn({
    webhookSecret: E2E_STRIPE.webhookSecret,
    webhookUrl: `${E2E_STRIPE.siteUrl}/api/webhooks/stripe`,
    port: E2E_STRIPE.port,
  });
  standIn.addPrice({ id: E2E_STRIPE.prices.bundle, unitAmount: 2499 });
  standIn.addPrice({ id: E2E_STRIPE.prices.series, unitAmount: 4700 });
  standIn.addPrice({ id: E2E_STRIPE.prices.plan, unitAmount: 34700, recurring: "month" });
  standIn.addPrice({ id: E2E_STRIPE.prices.paperback, unitAmount: 1999 });
  return () => standIn.close();
}
