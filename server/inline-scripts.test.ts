import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ISLAND_LOADER_SCRIPT } from "~/lib/islands";
import { inlineScriptHashes } from "./inline-scripts";

const sha = (body: string) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes each executable inline script's exact text", () => {
    const html = `<head><script>var a = 1;</script></head><body><script type="module" async="">import "/x.js";</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha("var a = 1;"), sha('import "/x.js";')]);
  });

  it("skips external scripts, empty scripts and JSON data blocks", () => {
    const html = `<script src="/a.js"></script><script></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("lists a repeated script once", () => {
    expect(inlineScriptHashes("<script>x()</script><script>x()</script>")).toEqual([sha("x()")]);
  });

  it("keeps whitespace and non-ASCII text as the browser hashes it", () => {
    expect(inlineScriptHashes("<script>\n  say('¡hola!')\n</script>")).toEqual([sha("\n  say('¡hola!')\n")]);
  });

  it("hashes the island loader, an inline script whose data-src names the module it adds", () => {
    const html = `<body><script data-src="/assets/islands/home-A.js">${ISLAND_LOADER_SCRIPT}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha(ISLAND_LOADER_SCRIPT)]);
  });
});
