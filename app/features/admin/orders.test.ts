import { describe, expect, it } from "vitest";
import { formatOrderAmount } from "~/lib/order-amount";
import { orderOffersLabel, ORDER_STATUS_LABELS } from "./orders";

describe("the Orders tab's words", () => {
  it("names the statuses as the issue does", () => {
    expect(ORDER_STATUS_LABELS.granted).toBe("granted");
    expect(ORDER_STATUS_LABELS.refunded).toBe("refunded");
    expect(ORDER_STATUS_LABELS.disputed).toBe("disputed");
    expect(ORDER_STATUS_LABELS.needs_attention).toBe("needs attention");
  });

  it("names an order's offers with the page that sells them", () => {
    expect(orderOffersLabel(["book-bundle", "visual-series"])).toBe(
      "Bundle (Book page), Visual Transformation Series (Thank-you upsell)",
    );
    expect(orderOffersLabel(["program-full"])).toBe("Pay in Full (Program page)");
    expect(orderOffersLabel([])).toBe("—");
  });

  it("shows the amount in the order's currency, and a dash when unknown", () => {
    expect(formatOrderAmount(7199, "USD")).toBe("$71.99");
    expect(formatOrderAmount(3000, "eur")).toBe("€30.00");
    expect(formatOrderAmount(null, "USD")).toBe("—");
    expect(formatOrderAmount(100, "XX1")).toBe("1.00 XX1");
  });
});
