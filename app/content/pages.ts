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
] as const;

export function copyPageOf(id: string | null | undefined) {
  return COPY_PAGES.find((page) => page.id === id) ?? COPY_PAGES[0];
}

/** The page a saved path's words are on (its first segment names one of the page's sections). */
export function copyPageOfPath(path: string) {
  const prefix = path.split(".")[0] ?? "";
  return COPY_PAGES.find((page) => prefix in page.sections) ?? null;
}
