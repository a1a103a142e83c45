import { describe, expect, it } from "vitest";
import { orderReceiptEmail, receiptTotals } from "./order-emails";

describe("the receipt's payment lines", () => {
  it("shows only what the provider reported, in the order's currency", () => {
    expect(receiptTotals({ amount: 2498, currency: "usd", charges: null })).toEqual(["Total paid: $24.98"]);
    expect(
      receiptTotals({
        amount: 2164,
        currency: "usd",
        charges: { subtotal: 1999, discount: 500, shipping: 0, tax: 165, card: { brand: "amex", last4: "0005" } },
      }),
    ).toEqual([
      "Subtotal: $19.99",
      "Discount: -$5.00",
      "Shipping: free",
      "Tax: $1.65",
      "Total paid: $21.64",
      "Paid with American Express ending in 0005",
    ]);
    expect(receiptTotals({ amount: null, currency: "eur", charges: { tax: 300 } })).toEqual(["Tax: €3.00"]);
    // The code the buyer paid with names the discount; a provider giving the code alone shows the code.
    expect(
      receiptTotals({
        amount: 1759,
        currency: "usd",
        charges: { subtotal: 1999, discount: 400, tax: 160, coupon: "PODCAST20" },
      }),
    ).toEqual(["Subtotal: $19.99", "Discount (PODCAST20): -$4.00", "Tax: $1.60", "Total paid: $17.59"]);
    expect(receiptTotals({ amount: 1200, currency: "usd", charges: { coupon: "LAUNCH" } })).toEqual([
      "Coupon: LAUNCH",
      "Total paid: $12.00",
    ]);
  });

  it("takes the owner's words and leaves out the shipping lines of an order that ships nothing", () => {
    const email = orderReceiptEmail(
      {
        orderId: "W-1",
        email: "wes@example.com",
        name: "Wes",
        lines: [{ reference: "p", description: "Rerouted Audiobook", amount: null, recurring: false }],
        amount: 1499,
        currency: "usd",
        charges: null,
        shippingAddress: null,
        ships: false,
      },
      { libraryUrl: "https://rerouted.example/dashboard", copy: { "orderEmails.receipt.subject": "Receipt {order}" } },
    );
    expect(email.subject).toBe("Receipt W-1");
    expect(email.text).toContain("- Rerouted Audiobook\n");
    expect(email.text).not.toMatch(/Shipping|tracking/);
    expect(email.text).toContain("Open my library: https://rerouted.example/dashboard");
  });
});
