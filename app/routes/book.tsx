import { BOOK_FAQS, BOOK_OPTIONS, BOOK_PAGE } from "~/content/book";
import { fillBookPrices } from "~/features/marketing/book-prices";
import { loadRecentOrders } from "~/features/marketing/recent-orders.server";
import { seoMeta } from "~/features/marketing/seo";
import { bookJsonLd, faqJsonLd, productJsonLd } from "~/features/marketing/structured-data";
import { overlayCopy } from "~/lib/page-copy";
import { siteContentOfMatches } from "~/lib/public-site-content";
import type { Route } from "./+types/book";
import BookPage from "~/islands/pages/book";

export function meta({ matches }: Route.MetaArgs) {
  const content = siteContentOfMatches(matches);
  if (!content) return [{ title: BOOK_PAGE.title }];
  const { site, offers, copy } = content;
  const { title, description } = overlayCopy("book", BOOK_PAGE, copy);
  const words = { name: title, description: fillBookPrices(description, offers) };
  const faqs = overlayCopy("bookFaqs", BOOK_FAQS, copy);
  return seoMeta({
    siteUrl: site.siteUrl,
    title,
    description: words.description,
    path: "/book",
    image: site.shareCard,
    type: "book",
    jsonLd: [
      bookJsonLd(site, words),
      productJsonLd(site, offers, { ...words, options: overlayCopy("bookOptions", BOOK_OPTIONS, copy) }),
      faqJsonLd(faqs.map((faq) => ({ ...faq, answer: fillBookPrices(faq.answer, offers) }))),
    ],
  });
}

/** The toast's real recent orders: first names, cities, editions and minutes, nothing else of the buyers. */
export async function loader({ context }: Route.LoaderArgs) {
  return { recentOrders: await loadRecentOrders(context.services) };
}

// The page's component is its island's too (app/islands/), so both render the same tree.
export default BookPage;
