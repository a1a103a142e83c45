import { BOOK_OPTION_IDS, BOOK_OPTIONS, BOOK_PAGE } from "~/content/book";
import { SITE } from "~/content/site";
import type { Offer, OfferId } from "~/content/offers";
import type { ResolvedSite } from "~/lib/site-content";
import { absoluteUrl } from "./seo";

/**
 * schema.org JSON-LD for the book page, built from the same settings and
 * offers the page shows, so search results never disagree with the page.
 */
const CONTEXT = "https://schema.org";

type Site = Pick<ResolvedSite, "siteUrl" | "authorName" | "bookCover">;

function author(site: Site) {
  return { "@type": "Person", name: site.authorName };
}

function bookOffers(site: Site, offers: Record<OfferId, Offer>) {
  return BOOK_OPTION_IDS.map((id) => ({
    "@type": "Offer",
    name: BOOK_OPTIONS[id].name,
    price: offers[id].price.toFixed(2),
    priceCurrency: "USD",
    availability: "https://schema.org/InStock",
    url: absoluteUrl(site.siteUrl, `/book#${id}`),
  }));
}

/** `description` is the page's, with the current prices filled in. */
export function bookJsonLd(site: Site, description: string) {
  return {
    "@context": CONTEXT,
    "@type": "Book",
    name: BOOK_PAGE.title,
    description,
    author: author(site),
    image: absoluteUrl(site.siteUrl, site.bookCover.src),
    url: absoluteUrl(site.siteUrl, "/book"),
    bookFormat: ["https://schema.org/EBook", "https://schema.org/Paperback"],
    inLanguage: "en",
  };
}

export function productJsonLd(site: Site, offers: Record<OfferId, Offer>, description: string) {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: BOOK_PAGE.title,
    description,
    image: absoluteUrl(site.siteUrl, site.bookCover.src),
    brand: { "@type": "Brand", name: SITE.name },
    offers: bookOffers(site, offers),
  };
}

export function faqJsonLd(faqs: readonly { question: string; answer: string }[]) {
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
