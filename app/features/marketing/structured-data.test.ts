import { describe, expect, it } from "vitest";
import { BOOK_FAQS } from "~/content/book";
import { SITE } from "~/content/site";
import { bookJsonLd, faqJsonLd, productJsonLd } from "./structured-data";

describe("book structured data", () => {
  it("offers the three editions at the page's prices, in US dollars", () => {
    const offers = productJsonLd().offers;
    expect(offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ["Digital Edition", "14.99", "USD"],
      ["Paperback", "19.99", "USD"],
      ["Complete Bundle", "24.99", "USD"],
    ]);
  });

  it("names the book and its author, with absolute URLs on the site's address", () => {
    const book = bookJsonLd();
    expect(book["@type"]).toBe("Book");
    expect(book.name).toBe("Rerouted");
    expect(book.author.name).toBe(SITE.author);
    expect(book.url).toBe(`${SITE.url}/book`);
    expect(book.image.startsWith(`${SITE.url}/`)).toBe(true);
  });

  it("lists every FAQ question with its answer", () => {
    const faq = faqJsonLd();
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity).toHaveLength(BOOK_FAQS.length);
    expect(faq.mainEntity[0]).toEqual({
      "@type": "Question",
      name: BOOK_FAQS[0]!.question,
      acceptedAnswer: { "@type": "Answer", text: BOOK_FAQS[0]!.answer },
    });
  });
});
