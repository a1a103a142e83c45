import { describe, expect, it } from "vitest";
import { DEFAULT_OFFERS } from "~/content/offers";
import {
  checkoutModeOf,
  isFinalPaymentFailure,
  isOtherMode,
  isPaidSession,
  isSoldThroughStripe,
  needsBuyerForCharge,
  planCancelAt,
  returnPathsOf,
  successUrlOf,
  termsAcceptanceMessage,
  toCents,
} from "./checkout-rules";

const utc = (iso: string) => Date.parse(iso) / 1000;

describe("checkout rules", () => {
  it("asks the buyer to accept the site's terms and refund policy, linked on its address", () => {
    expect(termsAcceptanceMessage("https://shop.grace.org")).toBe(
      "I agree to the [Terms of Service](https://shop.grace.org/terms) and the [Refund Policy](https://shop.grace.org/refund-policy).",
    );
  });

  it("sells the AI trial and the 3-pay plans as subscriptions, everything else as one payment", () => {
    expect(checkoutModeOf(DEFAULT_OFFERS["ai-suite-trial"])).toBe("subscription");
    expect(checkoutModeOf(DEFAULT_OFFERS["program-3-pay"])).toBe("subscription");
    expect(checkoutModeOf(DEFAULT_OFFERS["book-bundle"])).toBe("payment");
    expect(checkoutModeOf(DEFAULT_OFFERS["visual-series"])).toBe("payment");
    expect(checkoutModeOf(DEFAULT_OFFERS["program-full"])).toBe("payment");
    expect(checkoutModeOf({ installments: 1 })).toBe("payment");
  });

  it("sells an offer through Stripe only when its provider is Stripe and it names a price", () => {
    expect(isSoldThroughStripe({ provider: "stripe", stripePriceId: "price_123" })).toBe(true);
    expect(isSoldThroughStripe({ provider: "stripe", stripePriceId: "" })).toBe(false);
    expect(isSoldThroughStripe({ provider: "stripe", stripePriceId: "  " })).toBe(false);
    expect(isSoldThroughStripe({ provider: "thrivecart", stripePriceId: "price_123" })).toBe(false);
    expect(isSoldThroughStripe({ provider: "link", stripePriceId: "price_123" })).toBe(false);
    expect(isSoldThroughStripe(DEFAULT_OFFERS["application-full"])).toBe(false);
  });

  it("continues the funnel in its order after a paid checkout", () => {
    expect(returnPathsOf("book-digital")).toEqual({ success: "/rerouted/thank-you", cancel: "/book" });
    expect(returnPathsOf("visual-series").success).toBe("/rerouted/upsell-ai");
    expect(returnPathsOf("ai-suite-trial").success).toBe("/rerouted/book-creation");
    expect(returnPathsOf("foundations-course").success).toBe("/rerouted/book-creation");
    expect(returnPathsOf("program-3-pay").success).toBe("/rerouted/complete");
    expect(successUrlOf("https://rerouted.example", "book-bundle")).toBe(
      "https://rerouted.example/rerouted/thank-you?session_id={CHECKOUT_SESSION_ID}",
    );
  });

  it("turns the spec's prices into cents without drift", () => {
    expect(toCents(14.99)).toBe(1499);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(24.99)).toBe(2499);
    expect(toCents(47)).toBe(4700);
    expect(toCents(347)).toBe(34700);
  });

  it("ends a 3-pay plan three months after its anchor, on the anchor's day and time", () => {
    expect(planCancelAt(utc("2026-01-15T10:20:30Z"), 3)).toBe(utc("2026-04-15T10:20:30Z"));
    expect(planCancelAt(utc("2026-11-30T00:00:00Z"), 3)).toBe(utc("2027-02-28T00:00:00Z"));
    expect(planCancelAt(utc("2027-11-30T08:00:00Z"), 3)).toBe(utc("2028-02-29T08:00:00Z"));
    expect(planCancelAt(utc("2026-10-31T12:00:00Z"), 1)).toBe(utc("2026-11-30T12:00:00Z"));
  });

  it("ignores events of the other mode", () => {
    expect(isOtherMode(true, false)).toBe(true);
    expect(isOtherMode(false, true)).toBe(true);
    expect(isOtherMode(true, true)).toBe(false);
    expect(isOtherMode(false, false)).toBe(false);
  });

  it("grants only paid sessions, and ends access only on the last failed attempt", () => {
    expect(isPaidSession({ payment_status: "paid" })).toBe(true);
    expect(isPaidSession({ payment_status: "no_payment_required" })).toBe(true);
    expect(isPaidSession({ payment_status: "unpaid" })).toBe(false);
    expect(isFinalPaymentFailure({ next_payment_attempt: null })).toBe(true);
    expect(isFinalPaymentFailure({ next_payment_attempt: 1_800_000_000 })).toBe(false);
  });

  it("sends the buyer to a Checkout page when the bank wants them or the card is declined", () => {
    expect(needsBuyerForCharge({ status: "requires_action" })).toBe(true);
    expect(needsBuyerForCharge({ status: "requires_payment_method" })).toBe(true);
    expect(needsBuyerForCharge({ type: "StripeCardError" })).toBe(true);
    expect(needsBuyerForCharge({ status: "succeeded" })).toBe(false);
    expect(needsBuyerForCharge({ type: "StripeAPIError" })).toBe(false);
  });
});
