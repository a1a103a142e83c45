import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOK_FAQS } from "../../app/content/book";
import { BOOK_IMAGES, VIDEO_POSTERS } from "../../app/content/images";
import { JOURNEY_OFFERS } from "../../app/content/landing";
import { DEFAULT_SITE_SETTINGS } from "../../app/content/site";
import { startTestServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Every script the browser would run inline, hashed as a CSP source. */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = "", body = ""]) => {
      // What a browser runs: a classic or module script with a body, not a data block (JSON-LD, the
      // island's data) and not an external script (a `data-src` is not a `src`).
      const type = /\btype="([^"]*)"/.exec(attributes)?.[1] ?? "";
      return body !== "" && !/(?:^|\s)src=/.test(attributes) && (type === "" || type === "module");
    })
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
}

describe("cached marketing pages", () => {
  for (const path of ["/", "/book"]) {
    it(`${path} is rendered once and served compressed, with a CSP that allows exactly its inline scripts`, async () => {
      const response = await server.request(path, { headers: { "accept-encoding": "br" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).not.toContain("nonce-");
      const html = await response.text();
      const sources = inlineScriptSources(html);
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(csp).toContain(source);
      expect(csp.match(/'sha256-/g)?.length).toBe(new Set(sources).size);
    });
  }

  it("answers a revalidation with 304 Not Modified", async () => {
    const first = await server.request("/book");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch would otherwise add `Cache-Control: no-cache`).
    const again = await server.request("/book", { headers: { "if-none-match": etag!, "cache-control": "max-age=0" } });
    expect(again.status).toBe(304);
  });

  it("serves the visitor's own root data from the server on client navigations", async () => {
    const response = await server.request("/book.data");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("nonce-");
    expect(await response.text()).toContain('"supportEmail","support@example.com"');
  });

  it("answers HEAD, ignores the query string and leaves other methods to the routes", async () => {
    const head = await server.request("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const tagged = await server.request("/book?utm_source=newsletter");
    expect(tagged.status).toBe(200);
    expect(tagged.headers.get("etag")).toBe((await server.request("/book")).headers.get("etag"));
  });
});

describe("cached marketing HTML", () => {
  it("/ and /book carry their full content before any JavaScript runs", async () => {
    const home = await server.request("/");
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    for (const text of ["When life reroutes you, faith leads the way.", "Read My Book", "Take Your Journey Further"])
      expect(homeHtml).toContain(text);
    for (const offer of JOURNEY_OFFERS) expect(homeHtml).toContain(DEFAULT_SITE_SETTINGS.journeyLinks[offer.link]);

    const book = await server.request("/book");
    expect(book.status).toBe(200);
    const bookHtml = await book.text();
    expect(bookHtml).toContain("<title>Rerouted</title>");
    for (const text of [
      "$14.99",
      "$19.99",
      "$24.99",
      "Save $10",
      "Limited-time price",
      "Frequently asked questions",
      "Get Your Copy Now",
    ])
      expect(bookHtml).toContain(text);
    for (const faq of BOOK_FAQS) expect(bookHtml).toContain(faq.question.replace(/'/g, "&#x27;"));
  });

  it("the static pages have a hash-based CSP, revalidate on every visit, and search tags", async () => {
    for (const path of ["/", "/book"]) {
      const response = await server.request(path);
      expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
      expect(response.headers.get("content-security-policy")).not.toContain("nonce-");
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      const html = await response.text();
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    }
    const book = await (await server.request("/book")).text();
    // The island the page's loader adds once the page has painted (decision 018).
    const script = /data-src="(\/assets\/islands\/[^"]+\.js)"/.exec(book)?.[1];
    const asset = await server.request(script!);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-security-policy")).toBeNull();
    for (const type of ['"@type":"Book"', '"@type":"Product"', '"@type":"FAQPage"', '"@type":"Offer"'])
      expect(book).toContain(type);

    const sitemap = await server.request("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toContain("xml");
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>https:\/\/[^<]+\/book<\/loc>/);
    // Only pages a stranger may land on: no account, sign-in-link or funnel page.
    for (const path of ["/dashboard", "/account/security", "/verify-email", "/login", "/rerouted/thank-you"])
      expect(xml).not.toContain(`${path}</loc>`);
    for (const image of [...Object.values(BOOK_IMAGES), ...Object.values(VIDEO_POSTERS)])
      expect((await server.request(image.src)).status, image.src).toBe(200);

    const robots = await (await server.request("/robots.txt")).text();
    expect(robots).toContain("Disallow: /api");
    expect(robots).toMatch(/Sitemap: https:\/\/\S+\/sitemap\.xml/);
  });
});
