import { describe, expect, it } from "vitest";
import { offerThriveCartKey, thriveCartItemKey } from "./thrivecart-ids";

describe("offerThriveCartKey", () => {
  it("reads a bare number as a product and keeps typed ids", () => {
    expect(offerThriveCartKey("12")).toBe("product-12");
    expect(offerThriveCartKey(" Product-12 ")).toBe("product-12");
    expect(offerThriveCartKey("bump-12")).toBe("bump-12");
    expect(offerThriveCartKey("upsell-3")).toBe("upsell-3");
    expect(offerThriveCartKey("downsell-5")).toBe("downsell-5");
    expect(offerThriveCartKey("")).toBeNull();
    expect(offerThriveCartKey("coupon-1")).toBeNull();
  });
});

describe("thriveCartItemKey", () => {
  it("names an item by its type and id, and refuses other kinds", () => {
    expect(thriveCartItemKey("Upsell", " 3 ")).toBe("upsell-3");
    expect(thriveCartItemKey("coupon", "3")).toBeNull();
    expect(thriveCartItemKey("product", "")).toBeNull();
  });
});
