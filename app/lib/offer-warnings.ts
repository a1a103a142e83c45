import type { CheckoutProvider } from "~/content/offers";

/** Which of the payment providers' secrets the server has (the values themselves never leave config). */
export interface PaymentSecrets {
  stripeSecretKey: boolean;
  stripeWebhookSecret: boolean;
  thrivecartSecret: boolean;
}

/**
 * What a saved offer will not do as the server is configured: a warning
 * with the save, not a refusal. The owner may well choose the provider
 * before its keys are set (they are the operator's, in the environment),
 * and an offer may rightly grant nothing (a paperback is shipped, not
 * unlocked), but either should never go unnoticed.
 */
export function offerWarnings(
  offer: { provider: CheckoutProvider; grants: readonly string[] },
  secrets: PaymentSecrets,
): string[] {
  const warnings: string[] = [];
  if (offer.provider === "stripe" && !secrets.stripeSecretKey) {
    warnings.push("Stripe is not configured (STRIPE_SECRET_KEY is not set): buyers cannot pay for this offer yet");
  } else if (offer.provider === "stripe" && !secrets.stripeWebhookSecret) {
    warnings.push("STRIPE_WEBHOOK_SECRET is not set: a paid order of this offer will not unlock anything");
  }
  if (offer.provider === "thrivecart" && !secrets.thrivecartSecret) {
    warnings.push("THRIVECART_SECRET is not set: a paid ThriveCart order of this offer will not unlock anything");
  }
  if (offer.grants.length === 0) {
    warnings.push("This offer grants no library product: a buyer's library stays as it was");
  }
  return warnings;
}
