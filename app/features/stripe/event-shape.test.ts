import { describe, expect, it } from "vitest";
import { readStripeEvent } from "./event-shape";

const event = (type: string, object: unknown) => ({
  id: "evt_test_1",
  object: "event",
  livemode: false,
  type,
  data: { object },
});

const SESSION = {
  id: "cs_test_1",
  object: "checkout.session",
  payment_status: "paid",
  customer_details: { email: "ann@example.com", name: "Ann Lee" },
  customer_email: null,
  amount_total: 2499,
  currency: "usd",
  customer: "cus_1",
  payment_intent: { id: "pi_1", object: "payment_intent" },
  subscription: null,
};

describe("readStripeEvent", () => {
  it("hands on the event the handlers read, as it arrived", () => {
    const body = event("checkout.session.completed", SESSION);
    const read = readStripeEvent(body);
    expect(read).toEqual({ ok: true, event: body });
    expect(read.ok && read.event).toBe(body);
  });

  it("takes each handled event in the shape Stripe sends it", () => {
    const events = [
      event("checkout.session.async_payment_succeeded", { ...SESSION, customer_details: null }),
      event("charge.refunded", { id: "ch_1", refunded: true, payment_intent: "pi_1" }),
      event("charge.refunded", { id: "ch_1", refunded: true, payment_intent: "pi_1", invoice: "in_1" }),
      event("charge.dispute.created", {
        id: "dp_1",
        status: "needs_response",
        reason: "fraudulent",
        charge: "ch_1",
        payment_intent: null,
      }),
      event("charge.dispute.closed", { id: "dp_1", status: "won", reason: "fraudulent", charge: "ch_1" }),
      event("customer.subscription.deleted", { id: "sub_1", status: "canceled" }),
      event("invoice.payment_failed", { next_payment_attempt: null, parent: null }),
      event("invoice.payment_failed", {
        next_payment_attempt: 1_800_000_000,
        parent: { subscription_details: { subscription: "sub_1" } },
      }),
      // Before API 2025-03-31 the invoice names its subscription itself.
      event("invoice.payment_failed", { next_payment_attempt: null, subscription: "sub_1" }),
    ];
    for (const body of events) expect(readStripeEvent(body), body.type).toMatchObject({ ok: true });
  });

  it("acknowledges an event type the site does not act on whatever its object holds", () => {
    expect(readStripeEvent(event("customer.created", { id: "cus_1" }))).toMatchObject({ ok: true });
    expect(readStripeEvent(event("customer.created", {}))).toMatchObject({ ok: true });
  });

  it("refuses a body that is not an event, naming what is wrong", () => {
    expect(readStripeEvent(null)).toEqual({ ok: false, error: expect.stringMatching(/^Not a Stripe event: body: /) });
    expect(readStripeEvent([])).toMatchObject({ ok: false });
    expect(readStripeEvent("evt_1")).toMatchObject({ ok: false });
    const { data: _data, ...withoutData } = event("charge.refunded", {});
    expect(readStripeEvent(withoutData)).toEqual({ ok: false, error: expect.stringContaining(": data: ") });
    expect(readStripeEvent({ ...event("x.y", {}), data: {} })).toEqual({
      ok: false,
      error: expect.stringContaining(": data.object: "),
    });
    expect(readStripeEvent(event("customer.created", "cus_1"))).toMatchObject({ ok: false });
    expect(readStripeEvent(event("customer.created", null))).toMatchObject({ ok: false });
    expect(readStripeEvent({ ...event("x.y", {}), livemode: "false" })).toEqual({
      ok: false,
      error: expect.stringContaining(": livemode: "),
    });
    expect(readStripeEvent({ ...event("x.y", {}), id: "" })).toMatchObject({ ok: false });
    expect(readStripeEvent({ id: "evt_1", object: "v2.core.event", type: "v1.billing.meter.x" })).toMatchObject({
      ok: false,
    });
  });

  it("refuses a handled event whose object lacks what its handler reads", () => {
    const refused = (type: string, object: unknown, field: string) =>
      expect(readStripeEvent(event(type, object)), `${type} ${field}`).toEqual({
        ok: false,
        error: expect.stringContaining(`: data.object.${field}: `),
      });
    refused("checkout.session.completed", { payment_status: "paid" }, "id");
    refused("checkout.session.completed", { ...SESSION, payment_status: undefined }, "payment_status");
    refused("checkout.session.completed", { ...SESSION, customer_details: "ann@example.com" }, "customer_details");
    refused("checkout.session.completed", { ...SESSION, payment_intent: 7 }, "payment_intent");
    refused("charge.refunded", { id: "ch_1", payment_intent: "pi_1" }, "refunded");
    refused("charge.refunded", { id: "ch_1", refunded: true, invoice: 7 }, "invoice");
    refused("charge.dispute.created", { id: "dp_1", status: "needs_response", payment_intent: "pi_1" }, "reason");
    refused("charge.dispute.closed", { reason: "general", status: "won" }, "id");
    refused("charge.dispute.closed", { id: "dp_1", reason: "general" }, "status");
    refused("customer.subscription.deleted", {}, "id");
    refused("invoice.payment_failed", { id: "in_1" }, "next_payment_attempt");
    refused("invoice.payment_failed", { next_payment_attempt: null, parent: "sub_1" }, "parent");
    refused("invoice.payment_failed", { next_payment_attempt: null, subscription: 7 }, "subscription");
  });
});
