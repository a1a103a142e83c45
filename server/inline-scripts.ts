import { createHash } from "node:crypto";

/**
 * CSP source expressions ('sha256-...') for every inline script of an HTML
 * document that the browser would execute. JSON data blocks
 * (application/ld+json, ...) are not executed, so they need no hash.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);
// `src`, not a `data-src` (the island loader's, app/lib/islands.ts, is an inline script).
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
