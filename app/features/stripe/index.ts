// The Stripe feature's public surface for other features (browser-safe).
export { stripePriceHint, type StripePriceReport } from "./price-match";
export type { WebhookVersionReport } from "./webhook-version";
