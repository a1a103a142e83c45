import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFERRED_HYDRATION_PAGES, DEFERRED_MODULE_TYPE } from "../../app/lib/deferred-hydration";
import { findScriptsBeforePaint, importedPaths, moduleClosure, staticImportsOf } from "../support/page-scripts";
import { startTestServer, type TestServer } from "./harness";

// Issue 20: the sales pages put no script and no module preload before their first paint, and carry no
// chunk of the admin or the player. Their JavaScript is measured as a visitor downloads it: the gzip
// file the server sends (a file too small to be precompressed is sent as it is).
const CLIENT_DIR = "build/client";
const PRIVATE_CHUNK = /^\/assets\/(admin|player|product|dashboard|library)[-.]/;

/**
 * Issue 20's budgets are 100 KB (gzip) on /, /book and /rerouted and 120 KB on the assessments and the
 * application. They are not met yet: React DOM and React Router alone weigh 110 KB on every page
 * (decision 017). Until the pages hydrate as islands, these ceilings keep them from growing (raised
 * once, by 3 KB, for the Stripe consent text and the server-kept offer deadlines).
 */
const JS_CEILING_KB: Record<string, number> = {
  "/": 145,
  "/book": 155,
  "/rerouted": 153,
  "/assessment": 215,
  "/author-journey-assessment": 195,
  "/rerouted/book-creation-application": 205,
};
const FUNNEL_PAGE_CEILING_KB = 153;

const downloadedBytes = (path: string) => {
  const file = join(CLIENT_DIR, path);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
};

describe("the sales pages before their first paint", () => {
  let server: TestServer;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer();
    for (const path of DEFERRED_HYDRATION_PAGES) {
      const response = await server.request(path);
      expect(response.status, path).toBe(200);
      pages.set(path, await response.text());
    }
  });
  afterAll(() => server?.close());

  it.each(DEFERRED_HYDRATION_PAGES)("%s carries no module preload and no blocking script", (path) => {
    const findings = findScriptsBeforePaint(pages.get(path) ?? "");
    expect(findings.scriptPreloads).toEqual([]);
    expect(findings.blockingScripts).toEqual([]);
  });

  it.each(DEFERRED_HYDRATION_PAGES)("%s keeps one hydration script for after the paint", (path) => {
    const html = pages.get(path) ?? "";
    const deferred = [
      ...html.matchAll(new RegExp(`<script[^>]*type="${DEFERRED_MODULE_TYPE}"[^>]*>([\\s\\S]*?)</script>`, "g")),
    ];
    expect(deferred).toHaveLength(1);
    expect(importedPaths(deferred[0]?.[1] ?? "")).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/)]),
    );
  });

  it.each(DEFERRED_HYDRATION_PAGES)(
    "%s loads no chunk of the admin or the player, and stays within its JavaScript ceiling",
    (path) => {
      const html = pages.get(path) ?? "";
      const hydration =
        new RegExp(`<script[^>]*type="${DEFERRED_MODULE_TYPE}"[^>]*>([\\s\\S]*?)</script>`).exec(html)?.[1] ?? "";
      const modules = moduleClosure(importedPaths(hydration), (module) =>
        readFileSync(join(CLIENT_DIR, module), "utf8"),
      );
      expect(modules.filter((module) => PRIVATE_CHUNK.test(module))).toEqual([]);
      const kb = modules.reduce((sum, module) => sum + downloadedBytes(module), 0) / 1024;
      expect(kb, `${path}: ${kb.toFixed(1)} KB of JavaScript`).toBeLessThanOrEqual(
        JS_CEILING_KB[path] ?? FUNNEL_PAGE_CEILING_KB,
      );
    },
  );

  it("answers the cached pages with a CSP that allows the hydration script the loader runs", async () => {
    const response = await server.request("/");
    const html = await response.text();
    const hydration =
      new RegExp(`<script[^>]*type="${DEFERRED_MODULE_TYPE}"[^>]*>([\\s\\S]*?)</script>`).exec(html)?.[1] ?? "";
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(hydration, "utf8").digest("base64");
    expect(response.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
  });
});

describe("findScriptsBeforePaint", () => {
  it("finds module preloads and script preloads, not other preloads", () => {
    const html = `<link rel="modulepreload" href="/a.js"/><link rel="preload" as="script" href="/b.js"><link rel="preload" as="image" href="/c.svg"><link rel="stylesheet" href="/d.css">`;
    expect(findScriptsBeforePaint(html).scriptPreloads).toHaveLength(2);
  });

  it("finds module scripts and external classic scripts without async or defer", () => {
    const html = `<script type="module">import "/a.js"</script><script src="/b.js"></script><script src="/c.js" async></script><script src="/d.js" defer=""></script><script>inline()</script><script type="application/ld+json">{}</script><script type="${DEFERRED_MODULE_TYPE}">import "/e.js"</script>`;
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

  it("reads what the hydration script imports, statically or with import()", () => {
    expect(importedPaths(`import * as route0 from "/assets/root-A.js";\nimport("/assets/entry.client-B.js");`)).toEqual(
      ["/assets/root-A.js", "/assets/entry.client-B.js"],
    );
  });
});
