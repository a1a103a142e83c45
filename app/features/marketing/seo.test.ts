import { describe, expect, it } from "vitest";
import { BOOK_IMAGES } from "~/content/images";
import { NOT_INDEXED_PATHS, SITE } from "~/content/site";
import { indexablePaths, robotsTxt, routePaths, seoMeta, sitemapXml } from "./seo";

describe("seoMeta", () => {
  const meta = seoMeta({ title: "T", description: "D", path: "/book", image: BOOK_IMAGES.shareCard });

  it("sets the title, description and an absolute canonical URL", () => {
    expect(meta).toContainEqual({ title: "T" });
    expect(meta).toContainEqual({ name: "description", content: "D" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE.url}/book` });
  });

  it("sets Open Graph and Twitter tags with an absolute image", () => {
    expect(meta).toContainEqual({ property: "og:url", content: `${SITE.url}/book` });
    expect(meta).toContainEqual({ property: "og:image", content: `${SITE.url}${BOOK_IMAGES.shareCard.src}` });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("adds one ld+json block per structured-data object", () => {
    const withLd = seoMeta({
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
    const xml = sitemapXml(["/", "/book"]);
    expect(xml).toContain(`<loc>${SITE.url}/</loc>`);
    expect(xml).toContain(`<loc>${SITE.url}/book</loc>`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("disallows the private paths and points at the sitemap", () => {
    const robots = robotsTxt(["/api", "/admin"]);
    expect(robots).toContain("Disallow: /api\nDisallow: /admin");
    expect(robots).toContain(`Sitemap: ${SITE.url}/sitemap.xml`);
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
