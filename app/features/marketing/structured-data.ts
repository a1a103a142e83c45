import { BOOK_FAQS, BOOK_OPTION_IDS, BOOK_OPTIONS, BOOK_PAGE } from "~/content/book";
import { BOOK_IMAGES } from "~/content/images";
import { OFFERS } from "~/content/offers";
import { SITE } from "~/content/site";
import { absoluteUrl } from "./seo";

/**
 * schema.org JSON-LD for the book page, built from the same content the
 * page shows, so search results never disagree with the page.
 */
const CONTEXT = "https://schema.org";

function author() {
  return { "@type": "Person", name: SITE.author };
}

function bookOffers() {
  return BOOK_OPTION_IDS.map((id) => ({
    "@type": "Offer",
    name: BOOK_OPTIONS[id].name,
    price: OFFERS[id].price.toFixed(2),
    priceCurrency: "USD",
    availability: "https://schema.org/InStock",
    url: absoluteUrl(`/book#${id}`),
  }));
}

export function bookJsonLd() {
  return {
    "@context": CONTEXT,
    "@type": "Book",
    name: BOOK_PAGE.title,
    description: BOOK_PAGE.description,
    author: author(),
    image: absoluteUrl(BOOK_IMAGES.cover.src),
    url: absoluteUrl("/book"),
    bookFormat: ["https://schema.org/EBook", "https://schema.org/Paperback"],
    inLanguage: "en",
  };
}

export function productJsonLd() {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: BOOK_PAGE.title,
    description: BOOK_PAGE.description,
    image: absoluteUrl(BOOK_IMAGES.cover.src),
    brand: { "@type": "Brand", name: SITE.name },
    offers: bookOffers(),
  };
}

export function faqJsonLd(faqs: readonly { question: string; answer: string }[] = BOOK_FAQS) {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
