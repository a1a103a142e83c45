import { describe, expect, it } from "vitest";
import { DEFAULT_OFFERS } from "~/content/offers";
import { carriesCoupon, couponCookieOf, couponOfRequest } from "./coupon-link";
import {
  couponAppliesTo,
  couponCodeOf,
  couponPrice,
  couponProblem,
  couponSummary,
  discountCents,
  offersWithCoupon,
  type CouponTerms,
} from "./coupons";

const stripe = { provider: "stripe" as const, stripePriceId: "price_paperback" };
const paperback = { ...DEFAULT_OFFERS["book-paperback"], ...stripe }; // $19.99
const bundle = { ...DEFAULT_OFFERS["book-bundle"], ...stripe }; // $24.99
const PODCAST20: CouponTerms = {
  code: "PODCAST20",
  percentOff: 20,
  amountOff: null,
  offerIds: ["book-paperback", "book-bundle"],
  expiresAt: new Date("2026-12-01T00:00:00Z"),
  maxRedemptions: 100,
};

describe("a coupon's discount", () => {
  it("rounds a percentage to the nearest cent, half up, and never takes more than the price", () => {
    expect(discountCents(1999, { percentOff: 20, amountOff: null })).toBe(400); // 399.8
    expect(discountCents(2499, { percentOff: 10, amountOff: null })).toBe(250); // 249.9
    expect(discountCents(1250, { percentOff: 50, amountOff: null })).toBe(625);
    expect(discountCents(1, { percentOff: 50, amountOff: null })).toBe(1); // 0.5 rounds up
    expect(discountCents(1999, { percentOff: null, amountOff: 500 })).toBe(500);
    expect(discountCents(1999, { percentOff: null, amountOff: 5000 })).toBe(1999);
    expect(discountCents(1999, { percentOff: 100, amountOff: null })).toBe(1999);
  });

  it("prices an offer it applies to, with the regular price beside it", () => {
    expect(couponPrice(PODCAST20, paperback)).toEqual({ price: 15.99, was: 19.99 });
    expect(couponPrice(PODCAST20, bundle)).toEqual({ price: 19.99, was: 24.99 });
    expect(couponPrice({ ...PODCAST20, percentOff: null, amountOff: 500 }, paperback)).toEqual({
      price: 14.99,
      was: 19.99,
    });
  });

  it("leaves alone an offer it does not name, one not sold through Stripe, an upsell and a subscription", () => {
    const digital = { ...DEFAULT_OFFERS["book-digital"], ...stripe };
    expect(couponPrice(PODCAST20, digital)).toBeNull();
    expect(couponPrice(PODCAST20, DEFAULT_OFFERS["book-paperback"])).toBeNull(); // a cart link
    expect(couponPrice(PODCAST20, { ...paperback, stripePriceId: " " })).toBeNull();
    const everything = { ...PODCAST20, offerIds: ["visual-series", "ai-suite-trial", "program-3-pay"] };
    expect(couponAppliesTo(everything, { ...DEFAULT_OFFERS["visual-series"], ...stripe })).toBe(false);
    expect(couponAppliesTo(everything, { ...DEFAULT_OFFERS["ai-suite-trial"], ...stripe })).toBe(false);
    expect(couponAppliesTo(everything, { ...DEFAULT_OFFERS["program-3-pay"], ...stripe })).toBe(false);
  });
});

describe("whether a coupon still works", () => {
  const before = new Date("2026-11-30T23:59:59Z");
  it("stops at its expiry, at its last use and when the owner stops it", () => {
    const live = { ...PODCAST20, active: true };
    expect(couponProblem(live, 99, before)).toBeNull();
    expect(couponProblem(live, 100, before)).toBe("used_up");
    expect(couponProblem(live, 0, new Date("2026-12-01T00:00:00Z"))).toBe("expired");
    expect(couponProblem({ ...live, active: false }, 0, before)).toBe("stopped");
    expect(couponProblem({ expiresAt: null, maxRedemptions: null, active: true }, 5000, before)).toBeNull();
  });
});

describe("coupon codes and links", () => {
  it("keeps codes upper case and refuses anything Stripe would not take", () => {
    expect(couponCodeOf(" podcast20 ")).toBe("PODCAST20");
    expect(couponCodeOf("SPRING_SALE-2026")).toBe("SPRING_SALE-2026");
    expect(couponCodeOf("AB")).toBeNull();
    expect(couponCodeOf("20% OFF")).toBeNull();
    expect(couponCodeOf("<script>")).toBeNull();
    expect(couponCodeOf(null)).toBeNull();
  });

  it("reads the page's ?coupon= first, else the cookie an earlier link set", () => {
    const cookie = (value: string) => new Headers({ cookie: `theme=dark; rr_coupon=${value}` });
    expect(couponOfRequest({ url: "https://x.example/book?coupon=spring", headers: cookie("PODCAST20") })).toBe(
      "SPRING",
    );
    expect(couponOfRequest({ url: "https://x.example/book", headers: cookie("PODCAST20") })).toBe("PODCAST20");
    expect(couponOfRequest({ url: "https://x.example/book", headers: cookie("%3Cx%3E") })).toBeNull();
    expect(carriesCoupon(undefined, "rr_coupon=PODCAST20")).toBe(true);
    expect(carriesCoupon(["A", "B"], undefined)).toBe(false);
    expect(couponCookieOf("podcast20", true)).toBe(
      "rr_coupon=PODCAST20; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure",
    );
    expect(couponCookieOf("no good", false)).toBeNull();
  });

  it("shows the coupon's prices in the offers and says what it takes off", () => {
    const offers = { ...DEFAULT_OFFERS, "book-paperback": paperback };
    const shown = offersWithCoupon(offers, {
      code: "PODCAST20",
      summary: couponSummary(PODCAST20),
      prices: { "book-paperback": { price: 15.99, was: 19.99 } },
    });
    expect(shown["book-paperback"]).toMatchObject({ price: 15.99, compareAt: 19.99 });
    expect(shown["book-bundle"]).toBe(offers["book-bundle"]);
    expect(offersWithCoupon(offers, null)).toBe(offers);
    expect(couponSummary(PODCAST20)).toBe("20% off");
    expect(couponSummary({ percentOff: null, amountOff: 500 })).toBe("$5.00 off");
  });
});
