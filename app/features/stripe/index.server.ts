// The Stripe feature's public surface for other features (server side).
export { lookUpPrice, verifyOfferPrice, type LookupBudget } from "./price-lookup.server";
export {
  namedPriceIds,
  priceFieldErrors,
  stripePriceReport,
  type PriceLookup,
  type StripePriceReport,
} from "./price-match";
export { lastStripeDelivery } from "./webhook-deliveries.server";
export { webhookVersionReport, type WebhookVersionReport } from "./webhook-version";
export { abandonedCheckoutCounts } from "./abandoned-checkout.server";
export { createCoupon, listCoupons, stopCoupon } from "./coupons.server";
export { stripeClient } from "./client.server";
