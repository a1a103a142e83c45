import { describe, expect, it } from "vitest";
import { earlyRevocationKeys } from "./order-match";

describe("a revocation that arrives before its purchase", () => {
  it("is kept under the order id it names (ThriveCart, the purchase webhook)", () => {
    expect(earlyRevocationKeys({ orderId: "tc_4521" })).toEqual({ orderId: "tc_4521", paymentRef: null });
    expect(earlyRevocationKeys({ orderId: "cart-77" })).toEqual({ orderId: "cart-77", paymentRef: null });
  });

  it("is kept under the payment it names, as that payment's order (a Stripe refund or dispute)", () => {
    expect(earlyRevocationKeys({ paymentRef: "pi_3QxY" })).toEqual({ orderId: "pi_3QxY", paymentRef: "pi_3QxY" });
  });

  it("is not kept for an ended subscription", () => {
    expect(earlyRevocationKeys({ subscriptionRef: "sub_1Abc" })).toBeNull();
  });
});
