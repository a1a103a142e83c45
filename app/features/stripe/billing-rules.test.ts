import { describe, expect, it } from "vitest";
import {
  billingAccessOf,
  billingViewOf,
  cancelsOnText,
  scheduledCancellation,
  type BillingOrder,
} from "./billing-rules";

const order = (fields: Partial<BillingOrder>): BillingOrder => ({
  provider: "stripe",
  status: "granted",
  customerRef: "cus_1",
  subscriptionRef: "sub_1",
  lines: [{ recurring: true }],
  cancelsAt: null,
  ...fields,
});
const at = (iso: string) => Date.parse(iso) / 1000;

describe("who may manage billing", () => {
  it("opens Stripe's portal for the customer of the newest live Stripe subscription", () => {
    expect(
      billingAccessOf([
        order({ customerRef: "cus_new", subscriptionRef: "sub_new" }),
        order({ customerRef: "cus_old", subscriptionRef: "sub_old" }),
      ]),
    ).toEqual({ kind: "stripe", customerId: "cus_new", cancelsAt: null });
  });

  it("ignores one-time Stripe orders, and subscriptions that ended, were refunded or disputed", () => {
    expect(billingAccessOf([order({ subscriptionRef: null, lines: [{ recurring: false }] })])).toEqual({
      kind: "none",
    });
    for (const status of ["ended", "refunded", "disputed", "completed"] as const)
      expect(billingAccessOf([order({ status })])).toEqual({ kind: "none" });
    expect(billingAccessOf([order({ customerRef: null })])).toEqual({ kind: "none" });
  });

  it("tells a ThriveCart subscriber where their billing is, and says nothing for a one-time ThriveCart order", () => {
    expect(billingAccessOf([order({ provider: "thrivecart", customerRef: null, subscriptionRef: null })])).toEqual({
      kind: "thrivecart",
    });
    expect(billingAccessOf([order({ provider: "thrivecart", lines: [{ recurring: false }] })])).toEqual({
      kind: "none",
    });
    // Stripe wins when the buyer has both.
    expect(billingAccessOf([order({ provider: "thrivecart" }), order({})]).kind).toBe("stripe");
  });

  it("shows the library when a cancelled subscription ends", () => {
    const cancelsAt = new Date("2027-03-04T10:00:00Z");
    expect(billingViewOf(billingAccessOf([order({ cancelsAt })]))).toEqual({
      kind: "stripe",
      cancelsOn: "Cancels on March 4, 2027",
    });
    expect(billingViewOf({ kind: "thrivecart" })).toEqual({ kind: "thrivecart" });
    expect(cancelsOnText(new Date("2026-12-31T23:30:00Z"))).toBe("Cancels on December 31, 2026");
  });
});

describe("a subscription's scheduled end", () => {
  it("is the end of the paid period when the buyer cancels at period end (on the item since API 2025-03-31)", () => {
    const end = at("2027-01-15T00:00:00Z");
    expect(
      scheduledCancellation(
        { cancel_at: null, cancel_at_period_end: true, items: { data: [{ current_period_end: end }] } },
        { isPlan: false },
      ),
    ).toEqual(new Date("2027-01-15T00:00:00Z"));
    // Before 2025-03-31 the period end is the subscription's own.
    expect(
      scheduledCancellation(
        { cancel_at: null, cancel_at_period_end: true, current_period_end: end },
        { isPlan: false },
      ),
    ).toEqual(new Date("2027-01-15T00:00:00Z"));
  });

  it("is cancel_at for a cancellation at a set time, but not a payment plan's own stop after its last payment", () => {
    const stop = at("2027-02-01T00:00:00Z");
    expect(scheduledCancellation({ cancel_at: stop, cancel_at_period_end: false }, { isPlan: false })).toEqual(
      new Date("2027-02-01T00:00:00Z"),
    );
    expect(scheduledCancellation({ cancel_at: stop, cancel_at_period_end: false }, { isPlan: true })).toBeNull();
    expect(
      scheduledCancellation(
        { cancel_at: stop, cancel_at_period_end: true, items: { data: [{ current_period_end: stop - 86_400 }] } },
        { isPlan: true },
      ),
    ).toEqual(new Date("2027-01-31T00:00:00Z"));
  });

  it("is nothing while the subscription renews (a cancellation taken back)", () => {
    expect(
      scheduledCancellation(
        { cancel_at: null, cancel_at_period_end: false, items: { data: [{ current_period_end: 1 }] } },
        { isPlan: false },
      ),
    ).toBeNull();
  });
});
