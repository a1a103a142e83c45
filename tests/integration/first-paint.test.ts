import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ISLAND_LOADER_SCRIPT } from "../../app/lib/islands";
import { PAINT_FIRST_LOADER_SCRIPT } from "../../app/lib/paint-first";
import { findScriptsBeforePaint, islandScriptOf, moduleClosure, staticImportsOf } from "../support/page-scripts";
import { startTestServer, type TestServer } from "./harness";
import { SALES_PAGES } from "../support/sales-pages";

// Issue 20: the sales pages put no script and no module preload before their first paint, and carry no
// chunk of the admin or the player. Their JavaScript is measured as a visitor downloads it: the gzip
// file the server sends (a file too small to be precompressed is sent as it is).
const CLIENT_DIR = "build/client";
const PRIVATE_CHUNK = /\/(admin|player|product|dashboard|library)[-.][^/]*$/;

/**
 * Issue 20's budgets (gzip): 100 KB on /, /book and /rerouted, 120 KB on the assessments and the
 * application. The funnel pages, which the issue leaves out, are held to the sales pages' 100 KB.
 */
const JS_BUDGET_KB: Record<string, number> = {
  "/": 100,
  "/book": 100,
  "/rerouted": 100,
  "/assessment": 120,
  "/author-journey-assessment": 120,
  "/rerouted/book-creation-application": 120,
};
const FUNNEL_PAGE_BUDGET_KB = 100;

const downloadedBytes = (path: string) => {
  const file = join(CLIENT_DIR, path);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
};

describe("the sales pages before their first paint", () => {
  let server: TestServer;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer();
    for (const path of SALES_PAGES) {
      const response = await server.request(path);
      expect(response.status, path).toBe(200);
      pages.set(path, await response.text());
    }
  });
  afterAll(() => server?.close());

  it.each(SALES_PAGES)("%s carries no module preload and no blocking script", (path) => {
    const findings = findScriptsBeforePaint(pages.get(path) ?? "");
    expect(findings.scriptPreloads).toEqual([]);
    expect(findings.blockingScripts).toEqual([]);
  });

  it.each(SALES_PAGES)("%s loads its island after the paint, and none of React Router's scripts", (path) => {
    const html = pages.get(path) ?? "";
    expect(islandScriptOf(html)).toMatch(/^\/assets\/islands\/[\w-]+\.js$/);
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toMatch(/\/assets\/entry\.client-/);
  });

  it.each(SALES_PAGES)(
    "%s loads no chunk of the admin or the player, and stays within its JavaScript budget",
    (path) => {
      const island = islandScriptOf(pages.get(path) ?? "") ?? "";
      const modules = moduleClosure([island], (module) => readFileSync(join(CLIENT_DIR, module), "utf8"));
      expect(modules.filter((module) => PRIVATE_CHUNK.test(module))).toEqual([]);
      const kb = modules.reduce((sum, module) => sum + downloadedBytes(module), 0) / 1024;
      expect(kb, `${path}: ${kb.toFixed(1)} KB of JavaScript`).toBeLessThanOrEqual(
        JS_BUDGET_KB[path] ?? FUNNEL_PAGE_BUDGET_KB,
      );
    },
  );

  it("paints the sign-in page before its scripts too, its loader under the page's nonce", async () => {
    const response = await server.request("/login");
    const html = await response.text();
    const findings = findScriptsBeforePaint(html);
    expect(findings.scriptPreloads).toEqual([]);
    expect(findings.blockingScripts).toEqual([]);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">${PAINT_FIRST_LOADER_SCRIPT}</script>`);
  });

  it("answers the cached pages with a CSP that allows the island loader", async () => {
    const response = await server.request("/");
    expect(await response.text()).toContain(ISLAND_LOADER_SCRIPT);
    const hash = createHash("sha256").update(ISLAND_LOADER_SCRIPT, "utf8").digest("base64");
    expect(response.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
  });
});

describe("findScriptsBeforePaint", () => {
  it("finds module preloads and script preloads, not other preloads", () => {
    const html = `<link rel="modulepreload" href="/a.js"/><link rel="preload" as="script" href="/b.js"><link rel="preload" as="image" href="/c.svg"><link rel="stylesheet" href="/d.css">`;
    expect(findScriptsBeforePaint(html).scriptPreloads).toHaveLength(2);
  });

  it("finds module scripts and external classic scripts without async or defer", () => {
    const html = `<script type="module">import "/a.js"</script><script src="/b.js"></script><script src="/c.js" async></script><script src="/d.js" defer=""></script><script>inline()</script><script type="application/ld+json">{}</script><script data-src="/e.js">load()</script>`;
    expect(findScriptsBeforePaint(html).blockingScripts).toEqual([`<script type="module">`, `<script src="/b.js">`]);
  });
});

describe("moduleClosure", () => {
  it("follows static imports of built chunks, not their dynamic ones", () => {
    const files: Record<string, string> = {
      "/assets/entry.js": `import{a as b}from"./shared.js";import"./side.js";const l=()=>import("./lazy.js");`,
      "/assets/shared.js": `export const a=1;`,
      "/assets/side.js": `import{a}from"./shared.js";`,
      "/assets/lazy.js": ``,
    };
    expect(moduleClosure(["/assets/entry.js"], (path) => files[path] ?? "").sort()).toEqual([
      "/assets/entry.js",
      "/assets/shared.js",
      "/assets/side.js",
    ]);
    expect(staticImportsOf(files["/assets/entry.js"] ?? "", "/assets/entry.js")).not.toContain("/assets/lazy.js");
  });

  it("reads the island script the loader adds, and nothing from a page without one", () => {
    expect(
      islandScriptOf(
        `<script type="application/json">{}</script><script data-src="/assets/islands/home-A.js">go()</script>`,
      ),
    ).toBe("/assets/islands/home-A.js");
    expect(islandScriptOf(`<script src="/assets/x.js"></script>`)).toBeNull();
  });
});
