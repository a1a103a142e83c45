import { describe, expect, it } from "vitest";
import { DEFAULT_OFFERS, OFFER_IDS, type Offer, type OfferId } from "~/content/offers";
import {
  expectedStripePrice,
  namedPriceIds,
  priceDifferences,
  priceFieldErrors,
  priceVerdict,
  stripePriceHint,
  stripePriceReport,
  type PriceLookup,
  type StripePriceFacts,
} from "./price-match";

const bundle: Offer = { ...DEFAULT_OFFERS["book-bundle"], provider: "stripe", stripePriceId: "price_bundle" };
const plan: Offer = { ...DEFAULT_OFFERS["program-3-pay"], provider: "stripe", stripePriceId: "price_plan" };
const trial: Offer = { ...DEFAULT_OFFERS["ai-suite-trial"], provider: "stripe", stripePriceId: "price_ai" };

/** A Stripe Price as the API answers it, one-time $24.99 unless told otherwise. */
function price(fields: Partial<StripePriceFacts> = {}): StripePriceFacts {
  return {
    id: "price_bundle",
    active: true,
    billing_scheme: "per_unit",
    currency: "usd",
    custom_unit_amount: null,
    type: "one_time",
    unit_amount: 2499,
    recurring: null,
    ...fields,
  };
}

const monthly = (unitAmount: number, id = "price_plan") =>
  price({
    id,
    type: "recurring",
    unit_amount: unitAmount,
    recurring: { interval: "month", interval_count: 1, usage_type: "licensed" },
  });

describe("the Stripe price an offer needs", () => {
  it("is a one-time price of the offer's price for a single payment, in cents", () => {
    expect(expectedStripePrice(DEFAULT_OFFERS["book-digital"])).toEqual({
      unitAmount: 1499,
      currency: "usd",
      monthly: false,
    });
    expect(expectedStripePrice(DEFAULT_OFFERS["program-full"])).toEqual({
      unitAmount: 99700,
      currency: "usd",
      monthly: false,
    });
  });

  it("is a monthly price of one payment for both 3-pay plans, and of the renewal for the trial", () => {
    expect(expectedStripePrice(DEFAULT_OFFERS["program-3-pay"])).toEqual({
      unitAmount: 34700,
      currency: "usd",
      monthly: true,
    });
    expect(expectedStripePrice(DEFAULT_OFFERS["application-3-pay"])).toEqual({
      unitAmount: 34700,
      currency: "usd",
      monthly: true,
    });
    expect(expectedStripePrice(DEFAULT_OFFERS["ai-suite-trial"])).toEqual({
      unitAmount: 1700,
      currency: "usd",
      monthly: true,
    });
  });
});

describe("the Offers tab's hint", () => {
  it("names the kind of price a save accepts, and the trial's fixed renewal", () => {
    expect(stripePriceHint(DEFAULT_OFFERS["book-bundle"])).toBe(
      "Checked with Stripe when saved: a one-time USD price of the price above",
    );
    expect(stripePriceHint(DEFAULT_OFFERS["application-3-pay"])).toBe(
      "Checked with Stripe when saved: a monthly USD price of the price above",
    );
    expect(stripePriceHint(DEFAULT_OFFERS["ai-suite-trial"])).toBe(
      "Checked with Stripe when saved: a monthly USD price of $17.00, what the trial renews at (the site adds the trial and its fee)",
    );
  });
});

describe("priceDifferences", () => {
  it("finds none when the price charges exactly what the offer shows", () => {
    expect(priceDifferences(bundle, price())).toEqual([]);
    expect(priceDifferences(plan, monthly(34700))).toEqual([]);
    expect(priceDifferences(trial, monthly(1700, "price_ai"))).toEqual([]);
  });

  it("puts an amount one cent off on the price field", () => {
    expect(priceDifferences(bundle, price({ unit_amount: 2498 }))).toEqual([
      { field: "price", message: "Stripe price price_bundle charges $24.98, but the offer shows $24.99" },
    ]);
    expect(priceDifferences(plan, monthly(34701))).toEqual([
      {
        field: "price",
        message: "Stripe price price_plan charges $347.01 every month, but the offer shows $347.00 every month",
      },
    ]);
  });

  it("puts the trial's renewal amount on the price id: its price field is the fee", () => {
    expect(priceDifferences(trial, monthly(1800, "price_ai"))).toEqual([
      {
        field: "stripePriceId",
        message: "Stripe price price_ai charges $18.00 every month, but the trial renews at $17.00 every month",
      },
    ]);
  });

  it("refuses another currency without comparing amounts in it", () => {
    expect(priceDifferences(bundle, price({ currency: "eur" }))).toEqual([
      { field: "stripePriceId", message: "Stripe price price_bundle is in EUR, but the site sells in USD" },
    ]);
  });

  it("refuses a recurring price for a single payment, and a one-time price for a plan", () => {
    expect(priceDifferences(bundle, monthly(2499, "price_bundle"))).toEqual([
      {
        field: "stripePriceId",
        message:
          "Stripe price price_bundle is recurring (every month), but Bundle is paid once: choose a one-time price",
      },
    ]);
    expect(priceDifferences(plan, price({ id: "price_plan", unit_amount: 34700 }))).toEqual([
      {
        field: "stripePriceId",
        message: "This price is one-time; a payment plan needs a monthly recurring price",
      },
    ]);
    expect(priceDifferences(trial, price({ id: "price_ai", unit_amount: 1700 }))).toEqual([
      { field: "stripePriceId", message: "This price is one-time; the trial renews into a monthly recurring price" },
    ]);
  });

  it("refuses a plan price billed at another interval", () => {
    const yearly = { ...monthly(34700), recurring: { interval: "year", interval_count: 1, usage_type: "licensed" } };
    expect(priceDifferences(plan, yearly)).toEqual([
      {
        field: "stripePriceId",
        message: "Stripe price price_plan bills every year, but Payment Plan is billed every month",
      },
    ]);
    const quarterly = {
      ...monthly(34700),
      recurring: { interval: "month", interval_count: 3, usage_type: "licensed" },
    };
    expect(priceDifferences(plan, quarterly)[0]?.message).toBe(
      "Stripe price price_plan bills every 3 months, but Payment Plan is billed every month",
    );
  });

  it("refuses a metered plan price, an archived price and a price without a fixed amount", () => {
    const metered = { ...monthly(34700), recurring: { interval: "month", interval_count: 1, usage_type: "metered" } };
    expect(priceDifferences(plan, metered)).toEqual([
      {
        field: "stripePriceId",
        message: "Stripe price price_plan is billed by usage (metered), but Payment Plan is a fixed amount every month",
      },
    ]);
    expect(priceDifferences(bundle, price({ active: false }))).toEqual([
      {
        field: "stripePriceId",
        message:
          "Stripe price price_bundle is archived, so checkout can't sell it: restore it in Stripe or choose an active price",
      },
    ]);
    const noAmount =
      "Stripe price price_bundle has no fixed amount (tiered, or chosen by the buyer): choose a price with a fixed amount";
    expect(priceDifferences(bundle, price({ unit_amount: null, billing_scheme: "tiered" }))[0]?.message).toBe(noAmount);
    const chosen = price({ unit_amount: null, custom_unit_amount: { maximum: null, minimum: 500, preset: 2499 } });
    expect(priceDifferences(bundle, chosen)[0]?.message).toBe(noAmount);
  });

  it("lists every difference at once, each on its field", () => {
    const problems = priceDifferences(bundle, { ...monthly(2000, "price_bundle"), active: false });
    expect(problems.map((problem) => problem.field)).toEqual(["stripePriceId", "stripePriceId", "price"]);
    expect(priceFieldErrors(problems)).toEqual({
      stripePriceId:
        "Stripe price price_bundle is archived, so checkout can't sell it: restore it in Stripe or choose an active price; " +
        "Stripe price price_bundle is recurring (every month), but Bundle is paid once: choose a one-time price",
      price: "Stripe price price_bundle charges $20.00 every month, but the offer shows $24.99",
    });
  });
});

describe("priceVerdict", () => {
  it("matches, differs or is unchecked, as Stripe answered", () => {
    expect(priceVerdict(bundle, { state: "found", price: price() }, false)).toEqual({ state: "match" });
    expect(priceVerdict(bundle, { state: "found", price: price({ unit_amount: 2500 }) }, false).state).toBe("differs");
    expect(priceVerdict(bundle, { state: "missing" }, false)).toEqual({
      state: "differs",
      problems: [
        {
          field: "stripePriceId",
          message: "Stripe has no price price_bundle in test mode: copy the id from the price's page in Stripe",
        },
      ],
    });
    expect(priceVerdict(bundle, { state: "missing" }, true)).toEqual({
      state: "differs",
      problems: [
        {
          field: "stripePriceId",
          message:
            "Stripe has no price price_bundle in live mode: a test-mode price does not exist there, copy the live price's id",
        },
      ],
    });
    expect(priceVerdict(bundle, { state: "unchecked", reason: "unreachable" }, false)).toEqual({
      state: "unchecked",
      problem: {
        field: "stripePriceId",
        message: "Stripe did not answer, so price_bundle could not be checked: try again in a minute",
      },
    });
    expect(priceVerdict(bundle, { state: "unchecked", reason: "key-refused" }, false)).toEqual({
      state: "unchecked",
      problem: {
        field: "stripePriceId",
        message:
          "Stripe refused the site's key (STRIPE_SECRET_KEY) reading price_bundle: a restricted key needs read access to Prices",
      },
    });
  });
});

describe("stripePriceReport", () => {
  const offers = (changes: Partial<Record<OfferId, Partial<Offer>>>) =>
    Object.fromEntries(OFFER_IDS.map((id) => [id, { ...DEFAULT_OFFERS[id], ...changes[id] }])) as Record<
      OfferId,
      Offer
    >;
  const sold = offers({
    "book-bundle": { stripePriceId: "price_bundle", provider: "stripe" },
    "program-3-pay": { stripePriceId: "price_plan", provider: "stripe" },
    // Named without selling through Stripe (a payment link): still checked, its refunds map through it.
    "book-digital": { stripePriceId: "price_digital" },
  });
  const options = { live: false, checkedWithinSeconds: 30 };

  it("asks about each named price id once", () => {
    expect(namedPriceIds(sold)).toEqual(["price_digital", "price_bundle", "price_plan"]);
    expect(
      namedPriceIds(
        offers({ "book-bundle": { stripePriceId: "price_x" }, "book-digital": { stripePriceId: "price_x" } }),
      ),
    ).toEqual(["price_x"]);
    expect(namedPriceIds(DEFAULT_OFFERS)).toEqual([]);
  });

  it("counts matches and links each difference and unchecked price to the field to change", () => {
    const lookups = new Map<string, PriceLookup>([
      ["price_bundle", { state: "found", price: price() }],
      ["price_plan", { state: "found", price: monthly(30000) }],
      ["price_digital", { state: "unchecked", reason: "unreachable" }],
    ]);
    expect(stripePriceReport(sold, lookups, options)).toEqual({
      named: 3,
      configured: true,
      matching: 1,
      differing: [
        {
          field: "program-3-pay.stripe-price",
          label:
            "Payment Plan (Program page): Stripe price price_plan charges $300.00 every month, but the offer shows $347.00 every month",
          href: "/admin?tab=offers#program-3-pay.price",
        },
      ],
      unchecked: [
        {
          field: "book-digital.stripe-price",
          label:
            "Digital edition (Book page): Stripe did not answer, so price_digital could not be checked: try again in a minute",
          href: "/admin?tab=offers#book-digital.stripePriceId",
        },
      ],
      checkedWithinSeconds: 30,
    });
  });

  it("claims no match without Stripe", () => {
    expect(stripePriceReport(sold, null, options)).toMatchObject({
      named: 3,
      configured: false,
      matching: 0,
      differing: [],
      unchecked: [],
    });
  });
});
