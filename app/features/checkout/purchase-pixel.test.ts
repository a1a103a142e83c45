import { describe, expect, it } from "vitest";
import { DEFAULT_OFFERS } from "~/content/offers";
import { purchasePixel } from "./purchase-pixel";

const bundle = DEFAULT_OFFERS["book-bundle"];

describe("purchasePixel", () => {
  it("reports the order with its id as the event id and its real amount", () => {
    expect(purchasePixel(bundle, { eventId: "tc_1007038", value: 71.99, currency: "USD" })).toEqual({
      params: {
        content_ids: "book-bundle",
        content_name: "Bundle",
        value: 71.99,
        currency: "USD",
        transaction_id: "tc_1007038",
      },
      eventId: "tc_1007038",
    });
  });

  it("reports a Stripe order's currency in upper case, as the pixels expect", () => {
    expect(purchasePixel(bundle, { eventId: "cs_test_2", value: 24.99, currency: "usd" })?.params.currency).toBe("USD");
  });

  it("keeps the order id but the offer's price while the order's notification is on its way", () => {
    expect(purchasePixel(bundle, { eventId: "cs_test_1", value: null, currency: null })).toEqual({
      params: {
        content_ids: "book-bundle",
        content_name: "Bundle",
        value: 24.99,
        currency: "USD",
        transaction_id: "cs_test_1",
      },
      eventId: "cs_test_1",
    });
  });

  it("reports the checked-out offer alone without an order, and nothing without either", () => {
    expect(purchasePixel(bundle, null)).toEqual({
      params: { content_ids: "book-bundle", content_name: "Bundle", value: 24.99, currency: "USD" },
    });
    expect(purchasePixel(null, { eventId: "tc_9", value: 30, currency: "EUR" })).toEqual({
      params: { value: 30, currency: "EUR", transaction_id: "tc_9" },
      eventId: "tc_9",
    });
    expect(purchasePixel(null, null)).toBeNull();
  });
});
