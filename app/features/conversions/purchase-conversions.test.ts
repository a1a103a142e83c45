import { describe, expect, it } from "vitest";
import { ga4PurchasePayload, metaPurchasePayload, type PaidOrderConversion } from "./purchase-conversions";

const ORDER: PaidOrderConversion = {
  orderId: "tc_1007038",
  emailSha256: "309a0a5c3e211326ae75ca18196d301a9bdbd1a882a4d2569511033da23f0abd",
  amountCents: 7199,
  currency: "USD",
  offers: [
    { id: "book-bundle", label: "Bundle" },
    { id: "visual-series", label: "Visual Transformation Series" },
  ],
  paidAt: new Date("2026-11-23T17:00:00.000Z"),
  sourceUrl: "https://rerouted.example/rerouted/thank-you",
};

describe("metaPurchasePayload", () => {
  it("is one website Purchase whose event id is the order id, with the real amount", () => {
    expect(metaPurchasePayload(ORDER)).toEqual({
      data: [
        {
          event_name: "Purchase",
          event_time: 1795453200,
          event_id: "tc_1007038",
          action_source: "website",
          event_source_url: "https://rerouted.example/rerouted/thank-you",
          user_data: { em: ["309a0a5c3e211326ae75ca18196d301a9bdbd1a882a4d2569511033da23f0abd"] },
          custom_data: {
            currency: "USD",
            value: 71.99,
            content_ids: ["book-bundle", "visual-series"],
            content_type: "product",
            order_id: "tc_1007038",
          },
        },
      ],
    });
  });
});

describe("ga4PurchasePayload", () => {
  it("is one purchase whose transaction id is the order id, with the real amount and the offers as items", () => {
    expect(ga4PurchasePayload(ORDER)).toEqual({
      client_id: "order.tc_1007038",
      timestamp_micros: 1795453200000000,
      events: [
        {
          name: "purchase",
          params: {
            transaction_id: "tc_1007038",
            event_id: "tc_1007038",
            value: 71.99,
            currency: "USD",
            items: [
              { item_id: "book-bundle", item_name: "Bundle" },
              { item_id: "visual-series", item_name: "Visual Transformation Series" },
            ],
          },
        },
      ],
    });
  });
});
