import { describe, expect, it } from "vitest";
import { BOOK_FAQS, BOOK_OPTIONS } from "~/content/book";
import { DEFAULT_OFFERS } from "~/content/offers";
import { DEFAULT_SITE_SETTINGS } from "~/content/site";
import { resolveSite } from "~/lib/site-content";
import { bookJsonLd, faqJsonLd, productJsonLd } from "./structured-data";

const site = resolveSite({
  ...DEFAULT_SITE_SETTINGS,
  authorName: "Grace Mensah",
  siteUrl: "https://www.rerouted-book.org",
});

const words = { name: "Rerouted", description: "D", options: BOOK_OPTIONS };

describe("book structured data", () => {
  it("offers the three editions at the page's prices, in US dollars", () => {
    const offers = productJsonLd(site, DEFAULT_OFFERS, words).offers;
    expect(offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ["Digital Edition", "14.99", "USD"],
      ["Paperback", "19.99", "USD"],
      ["Complete Bundle", "24.99", "USD"],
    ]);
  });

  it("follows the owner's saved prices", () => {
    const offers = { ...DEFAULT_OFFERS, "book-bundle": { ...DEFAULT_OFFERS["book-bundle"], price: 29 } };
    expect(productJsonLd(site, offers, words).offers[2]).toMatchObject({ name: "Complete Bundle", price: "29.00" });
  });

  it("names the book and its editions in the owner's words", () => {
    const options = { ...BOOK_OPTIONS, "book-paperback": { name: "Hardcover" } };
    const product = productJsonLd(site, DEFAULT_OFFERS, {
      name: "Rerouted, Second Edition",
      description: "D",
      options,
    });
    expect(product.name).toBe("Rerouted, Second Edition");
    expect(product.offers[1]).toMatchObject({ name: "Hardcover", price: "19.99" });
  });

  it("names the book and its author, with absolute URLs on the site's address", () => {
    const book = bookJsonLd(site, { name: "Rerouted", description: "D" });
    expect(book["@type"]).toBe("Book");
    expect(book.name).toBe("Rerouted");
    expect(book.author.name).toBe("Grace Mensah");
    expect(book.url).toBe("https://www.rerouted-book.org/book");
    expect(book.image).toBe("https://www.rerouted-book.org/images/marketing/book-cover.svg");
  });

  it("lists every FAQ question with its answer", () => {
    const faq = faqJsonLd(BOOK_FAQS);
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity).toHaveLength(BOOK_FAQS.length);
    expect(faq.mainEntity[0]).toEqual({
      "@type": "Question",
      name: BOOK_FAQS[0]!.question,
      acceptedAnswer: { "@type": "Answer", text: BOOK_FAQS[0]!.answer },
    });
  });
});
