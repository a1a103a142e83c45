import { BOOK_FAQS, BOOK_PAGE } from "~/content/book";
import { BOOK_IMAGES } from "~/content/images";
import { fillBookPrices } from "~/features/marketing/book-prices";
import { seoMeta } from "~/features/marketing/seo";
import { bookJsonLd, faqJsonLd, productJsonLd } from "~/features/marketing/structured-data";
import { siteContentOfMatches } from "~/lib/public-site-content";
import type { Route } from "./+types/book";
import BookPage from "~/islands/pages/book";

export function meta({ matches }: Route.MetaArgs) {
  const content = siteContentOfMatches(matches);
  if (!content) return [{ title: BOOK_PAGE.title }];
  const { site, offers } = content;
  return seoMeta({
    siteUrl: site.siteUrl,
    title: BOOK_PAGE.title,
    description: fillBookPrices(BOOK_PAGE.description, offers),
    path: "/book",
    image: BOOK_IMAGES.shareCard,
    type: "book",
    jsonLd: [
      bookJsonLd(site, fillBookPrices(BOOK_PAGE.description, offers)),
      productJsonLd(site, offers, fillBookPrices(BOOK_PAGE.description, offers)),
      faqJsonLd(BOOK_FAQS.map((faq) => ({ ...faq, answer: fillBookPrices(faq.answer, offers) }))),
    ],
  });
}

// The page's component is its island's too (app/islands/), so both render the same tree.
export default BookPage;
