/**
 * The sales pages of issue 20, pinned here rather than read from
 * app/lib/islands.ts, so that a page dropped there fails the tests.
 */
export const SALES_PAGES = [
  "/",
  "/book",
  "/rerouted",
  "/rerouted/thank-you",
  "/rerouted/upsell-ai",
  "/rerouted/upsell-course",
  "/rerouted/book-creation",
  "/rerouted/complete",
  "/assessment",
  "/author-journey-assessment",
  "/rerouted/book-creation-application",
];
