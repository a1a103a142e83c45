// The Stripe feature's public surface for other features (server side).
export { funnelPageLoader } from "./checkout-return.server";
export { lookUpPrice, verifyOfferPrice, type LookupBudget } from "./price-lookup.server";
export {
  namedPriceIds,
  priceFieldErrors,
  stripePriceReport,
  type PriceLookup,
  type StripePriceReport,
} from "./price-match";
