import { describe, expect, it } from "vitest";
import { INERT_MODULE_TYPE, PAINT_FIRST_LOADER_SCRIPT, paintBeforeScripts, paintsFirst } from "./paint-first";

describe("paintsFirst", () => {
  it.each(["/login", "/dashboard", "/dashboard/", "/admin", "/product/40aa1682-9966-4d56-955d-b35d8b99332a"])(
    "paints %s before its scripts",
    (path) => expect(paintsFirst(path)).toBe(true),
  );

  it.each(["/", "/account", "/admin/uploads", "/product", "/product/abc/chapters", "/login/two-factor", "/checkout"])(
    "leaves %s as React Router renders it",
    (path) => expect(paintsFirst(path)).toBe(false),
  );
});

// The shape React Router's <Scripts> renders, as React 19 hoists it.
const page = (nonce: string) =>
  `<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${nonce}"/>` +
  `<link rel="modulepreload" href="/assets/chunk-D.js" nonce="${nonce}"/>` +
  `<link rel="stylesheet" href="/assets/app-B.css"/><link rel="preload" as="font" href="/f.woff2"/>` +
  `<script nonce="${nonce}">(function(){/*theme*/})();</script></head><body><main id="main">Library</main>` +
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${nonce}" type="module" async="">import * as route0 from "/assets/root-C.js";</script>` +
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("paintBeforeScripts", () => {
  const html = paintBeforeScripts(page("n0nce"), "n0nce");

  it("drops the module preloads and keeps the stylesheet and other preloads", () => {
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-B.css"/>');
    expect(html).toContain('<link rel="preload" as="font" href="/f.woff2"/>');
  });

  it("makes the hydration script inert, keeping the preloads' addresses, and follows it with the loader", () => {
    expect(html).toContain(
      `<script nonce="n0nce" type="${INERT_MODULE_TYPE}" data-preloads="/assets/entry.client-A.js /assets/chunk-D.js">` +
        `import * as route0 from "/assets/root-C.js";</script>` +
        `<script nonce="n0nce">${PAINT_FIRST_LOADER_SCRIPT}</script>`,
    );
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  });

  it("leaves the scripts that fetch nothing as they are", () => {
    expect(html).toContain('<script nonce="n0nce">(function(){/*theme*/})();</script>');
    expect(html).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
    expect(html).toContain('<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script>');
  });
});
