// The Stripe feature's public surface for other features (browser-safe).
export { stripePriceHint, type StripePriceReport } from "./price-match";
export type { WebhookVersionReport } from "./webhook-version";
export { THRIVECART_BILLING_NOTE } from "./billing-copy";
export type { BillingView } from "./billing-rules";
