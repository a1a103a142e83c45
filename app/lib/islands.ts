/**
 * The sales pages hydrate as islands (issue 20, decision 018): their HTML and
 * CSS are the whole page, rendered by React on the server like every other
 * page, and once the page has painted a small script built with Preact's
 * React-compatible runtime hydrates it (app/islands/). No router and no
 * React DOM run there: a link is a plain link, which is what these pages'
 * links are (each leads to another document or to a section of the page).
 */
import { AFTER_FIRST_PAINT } from "./after-first-paint";

/** The pages that hydrate as islands, by path, and the island each loads (app/islands/pages/<name>.tsx). */
export const ISLAND_PAGES: Readonly<Record<string, string>> = {
  "/": "home",
  "/book": "book",
  "/rerouted": "rerouted",
  "/rerouted/thank-you": "thank-you",
  "/rerouted/upsell-ai": "upsell-ai",
  "/rerouted/upsell-course": "upsell-course",
  "/rerouted/book-creation": "book-creation",
  "/rerouted/complete": "complete",
  "/assessment": "assessment",
  "/author-journey-assessment": "author-journey-assessment",
  "/rerouted/book-creation-application": "book-creation-application",
};

/** The island a path hydrates with, or null for a page React Router hydrates. */
export function islandOf(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return Object.hasOwn(ISLAND_PAGES, path) ? (ISLAND_PAGES[path] ?? null) : null;
}

/** What the server hands an island: the matched routes' ids, handles and loader data, root first. */
export interface IslandData {
  matches: { id: string; handle: unknown; data: unknown }[];
}

export const ISLAND_DATA_ID = "island-data";

/**
 * The data as the text of a JSON script element: "<" is escaped so no
 * value can close the element (a name typed into a form, say).
 */
export function islandDataJson(data: IslandData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * Adds the island's module script (its URL in this script's data-src) once
 * the page has painted (lib/after-first-paint.ts). Its text never changes,
 * so the cached pages allow it by its hash (server/inline-scripts.ts).
 */
export const ISLAND_LOADER_SCRIPT = `(function(l){(${AFTER_FIRST_PAINT})(function(){var m=document.createElement("script");m.type="module";m.src=l.dataset.src;document.body.appendChild(m)})})(document.currentScript);`;
