import { describe, expect, it } from "vitest";
import {
  ga4PurchasePayload,
  metaPurchasePayload,
  purchaseReportable,
  type PaidOrderConversion,
} from "./purchase-conversions";

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
  visitor: null,
};

/** The browser a Stripe checkout started in, as POST /api/checkout kept it. */
const VISITOR = {
  userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  clientIp: "203.0.113.7",
  fbp: "fb.1.1596403881668.1116446470",
  fbc: "fb.1.1554763741205.IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgk",
  pageUrl: "https://rerouted.example/rerouted",
  gaClientId: "1162820436.1749482504",
  gaSessionId: "1747132561",
  consent: "granted" as const,
};
const STRIPE_ORDER: PaidOrderConversion = {
  ...ORDER,
  orderId: "cs_test_a1",
  amountCents: 99700,
  currency: "usd",
  offers: [{ id: "program-full", label: "Pay in Full" }],
  visitor: VISITOR,
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

describe("metaPurchasePayload with the checkout's browser", () => {
  it("matches the buyer on its browser and click ids, credits the checkout's page, in upper-case currency", () => {
    const [event] = metaPurchasePayload(STRIPE_ORDER).data;
    expect(event).toMatchObject({
      event_id: "cs_test_a1",
      event_source_url: "https://rerouted.example/rerouted",
      user_data: {
        em: ["309a0a5c3e211326ae75ca18196d301a9bdbd1a882a4d2569511033da23f0abd"],
        client_ip_address: "203.0.113.7",
        client_user_agent: VISITOR.userAgent,
        fbp: "fb.1.1596403881668.1116446470",
        fbc: "fb.1.1554763741205.IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgk",
      },
      custom_data: { currency: "USD", value: 997, order_id: "cs_test_a1" },
    });
  });

  it("sends only the identifiers known, and the fallback page without one", () => {
    const partial = { ...VISITOR, clientIp: null, fbp: null, fbc: null, pageUrl: null };
    const [event] = metaPurchasePayload({ ...STRIPE_ORDER, visitor: partial }).data;
    expect(event?.user_data).toEqual({
      em: ["309a0a5c3e211326ae75ca18196d301a9bdbd1a882a4d2569511033da23f0abd"],
      client_user_agent: VISITOR.userAgent,
    });
    expect(event?.event_source_url).toBe("https://rerouted.example/rerouted/thank-you");
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

describe("ga4PurchasePayload with the checkout's browser", () => {
  it("is the visitor's gtag client id and session, in upper-case currency", () => {
    const payload = ga4PurchasePayload(STRIPE_ORDER);
    expect(payload.client_id).toBe("1162820436.1749482504");
    expect(payload.events[0]?.params).toEqual({
      transaction_id: "cs_test_a1",
      event_id: "cs_test_a1",
      session_id: "1747132561",
      value: 997,
      currency: "USD",
      items: [{ item_id: "program-full", item_name: "Pay in Full" }],
    });
  });

  it("keeps the order's own client id, and no session, when the browser had no GA cookies", () => {
    const payload = ga4PurchasePayload({
      ...STRIPE_ORDER,
      visitor: { ...VISITOR, gaClientId: null, gaSessionId: null },
    });
    expect(payload.client_id).toBe("order.cs_test_a1");
    expect(payload.events[0]?.params).not.toHaveProperty("session_id");
  });
});

describe("purchaseReportable", () => {
  it("reports a buyer who granted consent, or whom the site did not ask", () => {
    expect(purchaseReportable({ consent: "granted" })).toBe(true);
    expect(purchaseReportable({ consent: "not_asked" })).toBe(true);
  });

  it("reports no buyer who refused, or left the banner unanswered, where the site asked", () => {
    expect(purchaseReportable({ consent: "denied" })).toBe(false);
    expect(purchaseReportable({ consent: "unanswered" })).toBe(false);
  });

  it("reports a purchase whose checkout the site did not start, or kept before it asked", () => {
    expect(purchaseReportable(null)).toBe(true);
    expect(purchaseReportable({ consent: null })).toBe(true);
  });
});
