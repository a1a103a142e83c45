import { describe, expect, it } from "vitest";
import { purchaseEventSchema, splitBuyerName } from "./purchase-event";

const PRODUCT = "0b8f5a8e-3c1d-4f5e-9a7b-2c3d4e5f6a7b";

describe("purchase event", () => {
  it("accepts a purchase with products and normalises the email", () => {
    const event = purchaseEventSchema.parse({ orderId: "A-1", email: " Ann@Example.com ", productIds: [PRODUCT] });
    expect(event).toEqual({
      orderId: "A-1",
      email: "ann@example.com",
      name: "",
      productIds: [PRODUCT],
      refunded: false,
    });
  });

  it("needs products for a purchase but not for a refund", () => {
    expect(purchaseEventSchema.safeParse({ orderId: "A-1", email: "a@example.com" }).success).toBe(false);
    expect(purchaseEventSchema.safeParse({ orderId: "A-1", email: "a@example.com", refunded: true }).success).toBe(
      true,
    );
  });

  it("refuses malformed orders", () => {
    for (const bad of [
      { orderId: "", email: "a@example.com", productIds: [PRODUCT] },
      { orderId: "A", email: "nope", productIds: [PRODUCT] },
      { orderId: "A", email: "a@example.com", productIds: ["ebook"] },
      { orderId: "A", email: "a@example.com", productIds: [PRODUCT], refunded: "yes" },
    ]) {
      expect(purchaseEventSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("splits the buyer's name, falling back to the email", () => {
    expect(splitBuyerName("Mary Ann  Evans", "m@example.com")).toEqual({ firstName: "Mary", lastName: "Ann Evans" });
    expect(splitBuyerName("", "reader@example.com")).toEqual({ firstName: "reader", lastName: "" });
  });
});
