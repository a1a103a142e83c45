import { describe, expect, it } from "vitest";
import { OFFER_IDS, type OfferId } from "~/content/offers";
import { isUpsellOf, offersOfSameUpsell } from "./upsell-funnel";

/** The offers one click may add after a checkout of `bought`. */
const upsellsAfter = (bought: string | null) => OFFER_IDS.filter((id) => isUpsellOf(bought, id));

describe("one-click upsells follow the checkout's place in the funnel", () => {
  it("after a book, offers the series, the AI trial and the course, at either price", () => {
    const all: OfferId[] = [
      "visual-series",
      "visual-series-regular",
      "ai-suite-trial",
      "foundations-course",
      "foundations-course-regular",
    ];
    expect(upsellsAfter("book-bundle")).toEqual(all);
    expect(upsellsAfter("book-digital")).toEqual(all);
    expect(upsellsAfter("book-paperback")).toEqual(all);
  });

  it("after an upsell's own checkout, offers only the later pages' upsells", () => {
    expect(upsellsAfter("visual-series")).toEqual([
      "ai-suite-trial",
      "foundations-course",
      "foundations-course-regular",
    ]);
    expect(upsellsAfter("visual-series-regular")).toEqual(upsellsAfter("visual-series"));
    expect(upsellsAfter("ai-suite-trial")).toEqual(["foundations-course", "foundations-course-regular"]);
    expect(upsellsAfter("foundations-course")).toEqual([]);
    expect(upsellsAfter("foundations-course-regular")).toEqual([]);
  });

  it("never charges the checkout's own offer, a book or the program with one click", () => {
    expect(isUpsellOf("book-bundle", "book-bundle")).toBe(false);
    expect(isUpsellOf("book-bundle", "book-paperback")).toBe(false);
    expect(isUpsellOf("book-bundle", "program-full")).toBe(false);
    expect(isUpsellOf("book-bundle", "program-3-pay")).toBe(false);
    expect(isUpsellOf("book-bundle", "application-full")).toBe(false);
    expect(isUpsellOf("visual-series", "visual-series")).toBe(false);
    expect(isUpsellOf("visual-series", "visual-series-regular")).toBe(false);
  });

  it("offers nothing after a checkout outside the funnel or of no known offer", () => {
    expect(upsellsAfter("program-full")).toEqual([]);
    expect(upsellsAfter("application-3-pay")).toEqual([]);
    expect(upsellsAfter("not-an-offer")).toEqual([]);
    expect(upsellsAfter("")).toEqual([]);
    expect(upsellsAfter(null)).toEqual([]);
  });

  it("counts an upsell's discounted and regular price as one upsell", () => {
    expect(offersOfSameUpsell("visual-series")).toEqual(["visual-series", "visual-series-regular"]);
    expect(offersOfSameUpsell("visual-series-regular")).toEqual(["visual-series", "visual-series-regular"]);
    expect(offersOfSameUpsell("foundations-course-regular")).toEqual([
      "foundations-course",
      "foundations-course-regular",
    ]);
    expect(offersOfSameUpsell("ai-suite-trial")).toEqual(["ai-suite-trial"]);
    expect(offersOfSameUpsell("program-full")).toEqual(["program-full"]);
  });
});
