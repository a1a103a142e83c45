import { describe, expect, it } from "vitest";
import { DEFAULT_OFFERS, type Offer, type OfferId } from "~/content/offers";
import type { OrderLine } from "~/db/schema";
import { grantsOf, mapOrderLines, offerForReference, productsOfRefundedLine, unmappedNote } from "./map-order-lines";

const BOOK = "11111111-1111-4111-8111-111111111111";
const SERIES = "22222222-2222-4222-8222-222222222222";
const AI = "33333333-3333-4333-8333-333333333333";

function offersWith(changes: Partial<Record<OfferId, Partial<Offer>>>): Record<OfferId, Offer> {
  const offers = structuredClone(DEFAULT_OFFERS);
  for (const [id, change] of Object.entries(changes)) Object.assign(offers[id as OfferId], change);
  return offers;
}

const offers = offersWith({
  "book-bundle": { provider: "stripe", stripePriceId: "price_bundle", grants: [BOOK] },
  "visual-series": {
    provider: "stripe",
    stripePriceId: "price_series",
    thrivecartProductId: "7",
    grants: [SERIES, BOOK],
  },
  "ai-suite-trial": { provider: "stripe", stripePriceId: "price_ai_monthly", grants: [AI] },
});

const line = (reference: string, recurring = false, amount: number | null = 100): OrderLine => ({
  reference,
  description: "",
  amount,
  recurring,
});

describe("offerForReference", () => {
  it("finds the offer by its Stripe price id or ThriveCart product id, trimmed", () => {
    expect(offerForReference(offers, "stripe", "price_series")).toBe("visual-series");
    expect(offerForReference(offers, "stripe", " price_bundle ")).toBe("book-bundle");
    expect(offerForReference(offers, "thrivecart", "7")).toBe("visual-series");
  });

  it("never matches across providers, or an empty id to an offer without one", () => {
    expect(offerForReference(offers, "thrivecart", "price_series")).toBeNull();
    expect(offerForReference(offers, "stripe", "7")).toBeNull();
    expect(offerForReference(offers, "stripe", "")).toBeNull();
    expect(offerForReference(offers, "thrivecart", "  ")).toBeNull();
  });

  it("decides between offers sharing a price by the offer the checkout was started for", () => {
    const shared = offersWith({
      "program-3-pay": { provider: "stripe", stripePriceId: "price_plan_347" },
      "application-3-pay": { provider: "stripe", stripePriceId: "price_plan_347" },
    });
    expect(offerForReference(shared, "stripe", "price_plan_347")).toBe("program-3-pay");
    expect(offerForReference(shared, "stripe", "price_plan_347", "application-3-pay")).toBe("application-3-pay");
    expect(offerForReference(shared, "stripe", "price_plan_347", "program-3-pay")).toBe("program-3-pay");
    // A hint no offer with that price has changes nothing.
    expect(offerForReference(shared, "stripe", "price_plan_347", "book-bundle")).toBe("program-3-pay");
    const lines = [{ ...line("price_plan_347", true, 34700), offerId: "application-3-pay" }];
    expect(mapOrderLines(shared, "stripe", lines).offerIds).toEqual(["application-3-pay"]);
  });

  it("matches an offer whose provider was switched to a link after the sale", () => {
    const switched = offersWith({ "book-bundle": { provider: "link", stripePriceId: "price_bundle" } });
    expect(offerForReference(switched, "stripe", "price_bundle")).toBe("book-bundle");
  });
});

describe("mapOrderLines", () => {
  it("maps each line to its offer and grants each product once", () => {
    const mapped = mapOrderLines(offers, "stripe", [line("price_bundle"), line("price_series"), line("price_series")]);
    expect(mapped).toEqual({ offerIds: ["book-bundle", "visual-series"], productIds: [BOOK, SERIES], unmapped: [] });
  });

  it("keeps an unknown price as unmapped and still maps the rest", () => {
    const mapped = mapOrderLines(offers, "stripe", [line("price_bundle"), line("price_unknown")]);
    expect(mapped.offerIds).toEqual(["book-bundle"]);
    expect(mapped.productIds).toEqual([BOOK]);
    expect(mapped.unmapped).toEqual([line("price_unknown")]);
  });

  it("takes the one-time fee beside a trial subscription as part of the trial offer", () => {
    const mapped = mapOrderLines(offers, "stripe", [
      line("price_ai_monthly", true, 0),
      line("price_fee_adhoc", false, 100),
    ]);
    expect(mapped).toEqual({ offerIds: ["ai-suite-trial"], productIds: [AI], unmapped: [] });
  });

  it("does not excuse an unknown one-time line without a trial, nor an unknown recurring one with it", () => {
    expect(mapOrderLines(offers, "stripe", [line("price_bundle"), line("price_fee_adhoc")]).unmapped).toHaveLength(1);
    const withTrial = mapOrderLines(offers, "stripe", [line("price_ai_monthly", true), line("price_other", true)]);
    expect(withTrial.unmapped).toEqual([line("price_other", true)]);
  });

  it("maps nothing when no offer carries a provider id (the seeds)", () => {
    const mapped = mapOrderLines(DEFAULT_OFFERS, "stripe", [line("price_bundle")]);
    expect(mapped).toEqual({ offerIds: [], productIds: [], unmapped: [line("price_bundle")] });
  });
});

describe("grantsOf and unmappedNote", () => {
  it("lists each product once in offer order", () => {
    expect(grantsOf(offers, ["visual-series", "book-bundle"])).toEqual([SERIES, BOOK]);
    expect(grantsOf(offers, [])).toEqual([]);
  });

  it("names the unmapped ids and what to do, or nothing when all mapped", () => {
    expect(unmappedNote([])).toBeNull();
    expect(unmappedNote([{ ...line("price_x"), description: "Series" }, line("price_y")])).toBe(
      "No offer carries price_x (Series), price_y: set it in the Offers tab, then replay the order.",
    );
  });

  it("tells a line the provider gave no id apart: no offer can carry it", () => {
    expect(unmappedNote([{ ...line(""), description: "Coaching call" }, line("")])).toBe(
      "The order names Coaching call, (unnamed) without an id an offer could carry: check it with the provider and grant its access by hand.",
    );
    expect(unmappedNote([line("upsell-9"), { ...line(""), description: "Coaching call" }])).toBe(
      "No offer carries upsell-9: set it in the Offers tab, then replay the order. " +
        "The order names Coaching call without an id an offer could carry: check it with the provider and grant its access by hand.",
    );
  });
});

describe("ThriveCart item names", () => {
  it("match an offer's bare product number and its typed ids", () => {
    const offers = {
      ...DEFAULT_OFFERS,
      "book-bundle": { ...DEFAULT_OFFERS["book-bundle"], thrivecartProductId: "2" },
      "visual-series": { ...DEFAULT_OFFERS["visual-series"], thrivecartProductId: "upsell-3" },
    };
    expect(offerForReference(offers, "thrivecart", "product-2")).toBe("book-bundle");
    expect(offerForReference(offers, "thrivecart", "upsell-3")).toBe("visual-series");
    expect(offerForReference(offers, "thrivecart", "bump-2")).toBeNull();
    expect(offerForReference(offers, "thrivecart", "upsell-2")).toBeNull();
  });
});

describe("productsOfRefundedLine", () => {
  const sold = offersWith({
    "book-bundle": { provider: "thrivecart", thrivecartProductId: "12", grants: [BOOK] },
    "visual-series": { provider: "thrivecart", thrivecartProductId: "upsell-3", grants: [SERIES, BOOK] },
    "ai-suite-trial": { provider: "thrivecart", thrivecartProductId: "bump-12", grants: [AI] },
  });
  const order = [line("product-12"), line("bump-12"), line("upsell-3")];

  it("takes back only what the refunded item's offer grants and no other item of the order grants", () => {
    expect(productsOfRefundedLine(sold, "thrivecart", order, "bump-12")).toEqual([AI]);
    expect(productsOfRefundedLine(sold, "thrivecart", order, "upsell-3")).toEqual([SERIES]);
    // The series grants the book too: refunding the bundle alone takes nothing back.
    expect(productsOfRefundedLine(sold, "thrivecart", order, "product-12")).toEqual([]);
  });

  it("is the whole order for its only item, an item it does not hold, or an item no offer carries", () => {
    expect(productsOfRefundedLine(sold, "thrivecart", [line("product-12")], "product-12")).toBeNull();
    expect(productsOfRefundedLine(sold, "thrivecart", order, "downsell-9")).toBeNull();
    expect(productsOfRefundedLine(sold, "thrivecart", [...order, line("upsell-99")], "upsell-99")).toBeNull();
  });
});
