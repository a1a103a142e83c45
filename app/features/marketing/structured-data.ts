import { BOOK_OPTION_IDS, type BookOptionId } from "~/content/book";
import { SITE } from "~/content/site";
import type { Offer, OfferId } from "~/content/offers";
import type { ResolvedSite } from "~/lib/site-content";
import { absoluteUrl } from "./seo";

/**
 * schema.org JSON-LD for the book page, built from the same settings and
 * offers the page shows, so search results never disagree with the page:
 * its words are the page's as the owner edited them (Pages tab).
 */
const CONTEXT = "https://schema.org";

type Site = Pick<ResolvedSite, "siteUrl" | "authorName" | "bookCover">;

/** The book's name and the page's description (its prices filled in). */
interface BookWords {
  name: string;
  description: string;
}

function author(site: Site) {
  return { "@type": "Person", name: site.authorName };
}

function bookOffers(site: Site, offers: Record<OfferId, Offer>, options: Record<BookOptionId, { name: string }>) {
  return BOOK_OPTION_IDS.map((id) => ({
    "@type": "Offer",
    name: options[id].name,
    price: offers[id].price.toFixed(2),
    priceCurrency: "USD",
    availability: "https://schema.org/InStock",
    url: absoluteUrl(site.siteUrl, `/book#${id}`),
  }));
}

export function bookJsonLd(site: Site, { name, description }: BookWords) {
  return {
    "@context": CONTEXT,
    "@type": "Book",
    name,
    description,
    author: author(site),
    image: absoluteUrl(site.siteUrl, site.bookCover.src),
    url: absoluteUrl(site.siteUrl, "/book"),
    bookFormat: ["https://schema.org/EBook", "https://schema.org/Paperback"],
    inLanguage: "en",
  };
}

/** `options` names the editions, as the purchase section does. */
export function productJsonLd(
  site: Site,
  offers: Record<OfferId, Offer>,
  { name, description, options }: BookWords & { options: Record<BookOptionId, { name: string }> },
) {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name,
    description,
    image: absoluteUrl(site.siteUrl, site.bookCover.src),
    brand: { "@type": "Brand", name: SITE.name },
    offers: bookOffers(site, offers, options),
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
