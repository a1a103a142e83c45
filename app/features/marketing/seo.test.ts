import { describe, expect, it } from "vitest";
import { BOOK_IMAGES } from "~/content/images";
import { NOT_INDEXED_PATHS } from "~/content/site";
import { indexablePaths, robotsTxt, routePaths, seoMeta, sitemapXml } from "./seo";

/** The owner's "Site URL", as saved in the admin. */
const SITE_URL = "https://www.rerouted-book.org";

describe("seoMeta", () => {
  const meta = seoMeta({
    siteUrl: SITE_URL,
    title: "T",
    description: "D",
    path: "/book",
    image: BOOK_IMAGES.shareCard,
  });

  it("sets the title, description and an absolute canonical URL", () => {
    expect(meta).toContainEqual({ title: "T" });
    expect(meta).toContainEqual({ name: "description", content: "D" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.rerouted-book.org/book" });
  });

  it("sets Open Graph and Twitter tags with an absolute image", () => {
    expect(meta).toContainEqual({ property: "og:url", content: "https://www.rerouted-book.org/book" });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://www.rerouted-book.org/images/marketing/share-card.jpg",
    });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("adds one ld+json block per structured-data object", () => {
    const withLd = seoMeta({
      siteUrl: SITE_URL,
      title: "T",
      description: "D",
      path: "/",
      image: BOOK_IMAGES.shareCard,
      jsonLd: [{ a: 1 }],
    });
    expect(withLd).toContainEqual({ "script:ld+json": { a: 1 } });
  });
});

describe("indexablePaths", () => {
  it("keeps public pages and drops APIs, private pages, parameters and the catch-all", () => {
    const routes = [
      "",
      "book",
      "login",
      "api/events",
      "rerouted",
      "rerouted/thank-you",
      "product/:id",
      "*",
      "assessment",
    ];
    expect(indexablePaths(routes, NOT_INDEXED_PATHS)).toEqual(["/", "/assessment", "/book", "/rerouted"]);
  });

  it("matches a private prefix only on whole path segments", () => {
    expect(
      indexablePaths(
        ["rerouted/book-creation-application", "rerouted/book-creation-x"],
        ["/rerouted/book-creation-application"],
      ),
    ).toEqual(["/rerouted/book-creation-x"]);
  });
});

describe("sitemap and robots", () => {
  it("lists absolute URLs in a sitemap", () => {
    const xml = sitemapXml(SITE_URL, ["/", "/book"]);
    expect(xml).toContain("<loc>https://www.rerouted-book.org/</loc>");
    expect(xml).toContain("<loc>https://www.rerouted-book.org/book</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("disallows the private paths and points at the sitemap", () => {
    const robots = robotsTxt(SITE_URL, ["/api", "/admin"]);
    expect(robots).toContain("Disallow: /api\nDisallow: /admin");
    expect(robots).toContain("Sitemap: https://www.rerouted-book.org/sitemap.xml");
  });
});

describe("routePaths", () => {
  it("joins each route's path through its parents and keeps index routes", () => {
    const routes = {
      root: { path: "" },
      "routes/home": { index: true, parentId: "root" },
      "routes/book": { path: "book", parentId: "root" },
      "routes/shop": { path: "shop", parentId: "root" },
      "routes/shop.item": { path: "item/:id", parentId: "routes/shop" },
      "routes/layout": { parentId: "root" },
    };
    expect(routePaths(routes).sort()).toEqual(["", "", "book", "shop", "shop/item/:id"]);
    expect(indexablePaths(routePaths(routes), [])).toEqual(["/", "/book", "/shop"]);
  });
});
