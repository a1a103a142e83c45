import { describe, expect, it } from "vitest";
import { offerWarnings, type PaymentSecrets } from "./offer-warnings";

const ALL: PaymentSecrets = { stripeSecretKey: true, stripeWebhookSecret: true, thrivecartSecret: true };
const NONE: PaymentSecrets = { stripeSecretKey: false, stripeWebhookSecret: false, thrivecartSecret: false };
const GRANTS = ["0b6f8f2e-8f7a-4f3e-9a55-0a8f5d1c2b3e"];

describe("offerWarnings", () => {
  it("says nothing of a configured provider and an offer that grants a product", () => {
    for (const provider of ["link", "stripe", "thrivecart"] as const) {
      expect(offerWarnings({ provider, grants: GRANTS }, ALL), provider).toEqual([]);
    }
    expect(offerWarnings({ provider: "link", grants: GRANTS }, NONE)).toEqual([]);
  });

  it("names the missing Stripe secret", () => {
    expect(offerWarnings({ provider: "stripe", grants: GRANTS }, NONE)).toEqual([
      "Stripe is not configured (STRIPE_SECRET_KEY is not set): buyers cannot pay for this offer yet",
    ]);
    expect(offerWarnings({ provider: "stripe", grants: GRANTS }, { ...ALL, stripeWebhookSecret: false })).toEqual([
      "STRIPE_WEBHOOK_SECRET is not set: a paid order of this offer will not unlock anything",
    ]);
  });

  it("names ThriveCart's missing secret word", () => {
    expect(offerWarnings({ provider: "thrivecart", grants: GRANTS }, { ...ALL, thrivecartSecret: false })).toEqual([
      "THRIVECART_SECRET is not set: a paid ThriveCart order of this offer will not unlock anything",
    ]);
  });

  it("says so when the offer grants nothing, after any provider warning", () => {
    expect(offerWarnings({ provider: "link", grants: [] }, ALL)).toEqual([
      "This offer grants no library product: a buyer's library stays as it was",
    ]);
    expect(offerWarnings({ provider: "thrivecart", grants: [] }, NONE)).toEqual([
      "THRIVECART_SECRET is not set: a paid ThriveCart order of this offer will not unlock anything",
      "This offer grants no library product: a buyer's library stays as it was",
    ]);
  });
});
