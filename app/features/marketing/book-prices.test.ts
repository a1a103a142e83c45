import { describe, expect, it } from "vitest";
import { BOOK_FAQS, BOOK_OPTIONS, BOOK_PAGE } from "~/content/book";
import { DEFAULT_OFFERS } from "~/content/offers";
import { bundleSaving, fillBookPrices } from "./book-prices";

const withPrices = (digital: number, paperback: number, bundle: number) => ({
  ...DEFAULT_OFFERS,
  "book-digital": { ...DEFAULT_OFFERS["book-digital"], price: digital },
  "book-paperback": { ...DEFAULT_OFFERS["book-paperback"], price: paperback },
  "book-bundle": { ...DEFAULT_OFFERS["book-bundle"], price: bundle },
});

describe("bundleSaving", () => {
  it("is SPEC's $10 at SPEC's prices (14.99 + 19.99 against 24.99)", () => {
    expect(bundleSaving(DEFAULT_OFFERS)).toBe(10);
  });

  it("follows the owner's prices, and never goes below zero", () => {
    expect(bundleSaving(withPrices(10, 20, 22))).toBe(8);
    expect(bundleSaving(withPrices(10, 20, 35))).toBe(0);
  });
});

describe("fillBookPrices", () => {
  it("reads SPEC's texts at SPEC's prices", () => {
    expect(fillBookPrices(BOOK_OPTIONS["book-bundle"].badge!, DEFAULT_OFFERS)).toBe("Save $10");
    expect(fillBookPrices(BOOK_PAGE.description, DEFAULT_OFFERS)).toContain(
      "Digital $14.99, paperback $19.99 or the complete bundle $24.99",
    );
  });

  it("puts the owner's new bundle price in every text that names it", () => {
    const offers = withPrices(14.99, 19.99, 29.5);
    expect(fillBookPrices(BOOK_PAGE.exit.body, offers)).toBe(
      "Get the paperback, the digital edition and the audiobook together for $29.50 and save $5. Backed by our 30-day money-back guarantee.",
    );
    const bundleFaq = BOOK_FAQS.find((faq) => faq.question === "What is included in the Complete Bundle?")!;
    expect(fillBookPrices(bundleFaq.answer, offers)).toContain("all for $29.50, which saves you $5 on");
  });
});
