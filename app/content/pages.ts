import { BOOK_BENEFITS, BOOK_FAQS, BOOK_OPTIONS, BOOK_PAGE, STRUGGLES } from "./book";
import { JOURNEY_OFFERS, LANDING } from "./landing";

/**
 * The pages whose words the owner edits in the admin's Pages tab: each a
 * prefix of the saved copy (app/lib/page-copy.ts) and the texts it ships
 * with. A page reads its words through `useCopy(prefix, defaults)`.
 */
export const COPY_PAGES = [
  {
    id: "landing",
    title: "Home page",
    path: "/",
    // The offers' links are the owner's settings (Site tab), not words.
    sections: { landing: LANDING, journeyOffers: JOURNEY_OFFERS.map(({ link: _link, ...words }) => words) },
  },
  {
    id: "book",
    title: "Book page",
    path: "/book",
    sections: {
      book: BOOK_PAGE,
      bookStruggles: STRUGGLES,
      bookBenefits: BOOK_BENEFITS,
      bookFaqs: BOOK_FAQS,
      // An edition's badge tone is styling, not words; its price is the Offers tab's.
      bookOptions: Object.fromEntries(
        Object.entries(BOOK_OPTIONS).map(([id, { badgeTone: _badgeTone, ...words }]) => [id, words]),
      ),
    },
  },
] as const;

export function copyPageOf(id: string | null | undefined) {
  return COPY_PAGES.find((page) => page.id === id) ?? COPY_PAGES[0];
}

/** The page a saved path's words are on (its first segment names one of the page's sections). */
export function copyPageOfPath(path: string) {
  const prefix = path.split(".")[0] ?? "";
  return COPY_PAGES.find((page) => prefix in page.sections) ?? null;
}
