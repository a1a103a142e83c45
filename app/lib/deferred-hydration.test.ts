import { describe, expect, it } from "vitest";
import { DEFERRED_LOADER_SCRIPT, DEFERRED_MODULE_TYPE, deferHydration, defersHydration } from "./deferred-hydration";

// The shape React Router 7 renders: preloads hoisted into <head>, the inline data script, the module script.
const HYDRATION = `import * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-B.js");`;
const page = (nonce: string) => {
  const n = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-B.js"${n}/>` +
    `<link rel="modulepreload" href="/assets/root-A.js"${n}/><script${n}>theme()</script>` +
    `<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hi</main>` +
    `<script${n}>window.__reactRouterContext = {};</script>` +
    `<script${n} type="module" async="">${HYDRATION}</script></body></html>`
  );
};

describe("defersHydration", () => {
  it.each([
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
    "/book/",
  ])("defers the sales page %s", (path) => {
    expect(defersHydration(path)).toBe(true);
  });

  it.each(["/login", "/dashboard", "/admin", "/product/abc", "/rerouted/other", "/bookx", "/account/security"])(
    "hydrates %s at once",
    (path) => {
      expect(defersHydration(path)).toBe(false);
    },
  );
});

describe("deferHydration", () => {
  it("removes every module preload", () => {
    const html = deferHydration(page("n0nce"), "n0nce");
    expect(html).not.toMatch(/modulepreload/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("keeps the hydration script's text under an inert type, without async, followed by the loader with the nonce", () => {
    const html = deferHydration(page("n0nce"), "n0nce");
    expect(html).toContain(
      `<script nonce="n0nce" type="${DEFERRED_MODULE_TYPE}">${HYDRATION}</script><script nonce="n0nce">${DEFERRED_LOADER_SCRIPT}</script></body>`,
    );
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toMatch(/<script[^>]*\basync\b/);
  });

  it("leaves the inline scripts that fetch nothing where they are", () => {
    const html = deferHydration(page("n0nce"), "n0nce");
    expect(html).toContain('<script nonce="n0nce">theme()</script>');
    expect(html).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
  });

  it("gives the loader no nonce on a cached page, whose scripts are allowed by their hashes", () => {
    const html = deferHydration(page(""));
    expect(html).toContain(
      `<script type="${DEFERRED_MODULE_TYPE}">${HYDRATION}</script><script>${DEFERRED_LOADER_SCRIPT}</script>`,
    );
  });

  it("leaves external module scripts alone", () => {
    const html = `<script type="module" src="/assets/x.js"></script>`;
    expect(deferHydration(html)).toBe(html);
  });
});
