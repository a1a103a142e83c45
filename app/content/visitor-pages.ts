import { LEGAL_PAGES } from "./legal.ts";

/**
 * The public pages, as a visitor reaches them. The sitemap's pages and the
 * funnel's (reached after a purchase or from an email) are all here; a test
 * keeps this list and the route table in step.
 */
export const VISITOR_PAGES: readonly { path: string; name: string }[] = [
  { path: "/", name: "Home page" },
  { path: "/book", name: "Book page" },
  { path: "/assessment", name: "Readiness assessment" },
  { path: "/author-journey-assessment", name: "Author journey assessment" },
  { path: "/rerouted", name: "Program page" },
  { path: "/rerouted/thank-you", name: "Thank-you page" },
  { path: "/rerouted/upsell-ai", name: "AI upsell page" },
  { path: "/rerouted/upsell-course", name: "Course upsell page" },
  { path: "/rerouted/book-creation", name: "Program page in the funnel" },
  { path: "/rerouted/book-creation-application", name: "Program application" },
  { path: "/rerouted/complete", name: "Order-complete page" },
  { path: "/login", name: "Sign-in page" },
  { path: "/signup", name: "Sign-up page" },
  { path: "/forgot-password", name: "Forgotten-password page" },
  ...LEGAL_PAGES.map((page) => ({ path: page.path, name: page.title })),
];
