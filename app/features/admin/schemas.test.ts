import { describe, expect, it } from "vitest";
import { couponCreateForm, couponExpiry } from "./schemas";

describe("the New coupon form", () => {
  const check = (fields: Record<string, string>) => couponCreateForm.check({ intent: "coupon.create", ...fields });

  it("reads a percent-off coupon with its offers, last day and uses", () => {
    const checked = check({
      code: " podcast20 ",
      percentOff: "20",
      "offer.book-paperback": "on",
      "offer.book-bundle": "on",
      expiresOn: "2026-12-31",
      maxRedemptions: "100",
    });
    expect(checked).toMatchObject({
      ok: true,
      data: {
        code: "PODCAST20",
        percentOff: 20,
        amountOff: null,
        offerIds: ["book-paperback", "book-bundle"],
        expiresAt: new Date("2027-01-01T00:00:00Z"),
        maxRedemptions: 100,
      },
    });
    expect(check({ code: "FIVE", amountOff: "$4.99", "offer.program-full": "on" })).toMatchObject({
      ok: true,
      data: { percentOff: null, amountOff: 499, offerIds: ["program-full"], expiresAt: null, maxRedemptions: null },
    });
  });

  it("refuses what Stripe could not make, each next to its field", () => {
    const errors = (fields: Record<string, string>) => {
      const checked = check(fields);
      return checked.ok ? {} : checked.reply.fieldErrors;
    };
    expect(errors({ code: "20% OFF", percentOff: "20", "offer.book-digital": "on" })).toEqual({
      code: "The coupon code is 3 to 40 letters, digits, - or _",
    });
    expect(errors({ code: "BOTH", percentOff: "20", amountOff: "5", "offer.book-digital": "on" })).toEqual({
      percentOff: "Give a percent off or an amount off, not both",
    });
    expect(errors({ code: "NONE", "offer.book-digital": "on" })).toEqual({
      percentOff: "Give a percent off or an amount off, not both",
    });
    expect(errors({ code: "MUCH", percentOff: "101", "offer.book-digital": "on" })).toEqual({
      percentOff: "Percent off is a whole number from 1 to 100",
    });
    expect(errors({ code: "ZERO", amountOff: "0", "offer.book-digital": "on" })).toEqual({
      amountOff: "Amount off must be above $0",
    });
    expect(errors({ code: "NOOFFER", percentOff: "10" })).toEqual({
      code: "Choose at least one offer the coupon discounts",
    });
    expect(errors({ code: "DATE", percentOff: "10", "offer.book-digital": "on", expiresOn: "31/12/2026" })).toEqual({
      expiresOn: "Last day is a date",
    });
  });

  it("ends a coupon at the end of its last day, UTC", () => {
    expect(couponExpiry("2026-02-28")).toEqual(new Date("2026-03-01T00:00:00Z"));
    expect(couponExpiry("")).toBeNull();
  });
});
