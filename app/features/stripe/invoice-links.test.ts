import { describe, expect, it } from "vitest";
import { disputeRestoresAccess, invoiceOfCharge, subscriptionOfInvoice } from "./invoice-links";

describe("subscriptionOfInvoice", () => {
  it("reads the subscription under parent.subscription_details (API 2025-03-31 and later)", () => {
    const invoice = {
      parent: { type: "subscription_details", subscription_details: { metadata: {}, subscription: "sub_new" } },
    };
    expect(subscriptionOfInvoice(invoice)).toBe("sub_new");
    expect(subscriptionOfInvoice({ parent: { subscription_details: { subscription: { id: "sub_obj" } } } })).toBe(
      "sub_obj",
    );
  });

  it("reads invoice.subscription of earlier API versions", () => {
    expect(subscriptionOfInvoice({ subscription: "sub_old" })).toBe("sub_old");
    expect(subscriptionOfInvoice({ subscription: { id: "sub_old_obj" }, parent: null })).toBe("sub_old_obj");
  });

  it("answers null for an invoice that bills no subscription", () => {
    expect(subscriptionOfInvoice({ parent: null, subscription: null })).toBeNull();
    expect(subscriptionOfInvoice({ parent: { subscription_details: null } })).toBeNull();
    expect(subscriptionOfInvoice({})).toBeNull();
  });
});

describe("invoiceOfCharge", () => {
  it("reads charge.invoice of API versions before 2025-03-31, which later charges lack", () => {
    expect(invoiceOfCharge({ invoice: "in_1" })).toBe("in_1");
    expect(invoiceOfCharge({ invoice: { id: "in_2" } })).toBe("in_2");
    expect(invoiceOfCharge({})).toBeNull();
    expect(invoiceOfCharge({ invoice: null })).toBeNull();
  });
});

describe("disputeRestoresAccess", () => {
  it("restores on a won dispute and on an inquiry closed without a chargeback, not on a lost one", () => {
    expect(disputeRestoresAccess("won")).toBe(true);
    expect(disputeRestoresAccess("warning_closed")).toBe(true);
    expect(disputeRestoresAccess("lost")).toBe(false);
    expect(disputeRestoresAccess("needs_response")).toBe(false);
    expect(disputeRestoresAccess("under_review")).toBe(false);
  });
});
