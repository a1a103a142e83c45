import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
