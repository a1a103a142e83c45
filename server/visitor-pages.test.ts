import { describe, expect, it } from "vitest";
import { NOT_INDEXED_PATHS } from "~/content/site";
import { indexablePaths } from "~/features/marketing/seo";
import routes from "~/routes";
import { VISITOR_PAGES } from "~/content/visitor-pages";

describe("the pages the launch checklist reads", () => {
  const checked = VISITOR_PAGES.map((page) => page.path);
  const routePaths = routes.map((route) => (route.index ? "" : (route.path ?? "")));

  it("are every page of the sitemap", () => {
    for (const path of indexablePaths(routePaths, NOT_INDEXED_PATHS)) expect(checked).toContain(path);
  });

  it("and the funnel's pages, reached after a purchase or from an email", () => {
    expect(checked).toEqual(
      expect.arrayContaining([
        "/rerouted/thank-you",
        "/rerouted/upsell-ai",
        "/rerouted/upsell-course",
        "/rerouted/book-creation",
        "/rerouted/book-creation-application",
        "/rerouted/complete",
      ]),
    );
  });
});
