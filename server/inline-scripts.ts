import { createHash } from "node:crypto";
import { DEFERRED_MODULE_TYPE } from "~/lib/deferred-hydration";

/**
 * CSP source expressions ('sha256-...') for every inline script of an HTML
 * document that the browser would execute. JSON data blocks
 * (application/ld+json, ...) are not executed, so they need no hash.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// A deferred hydration script is executed too, later, by its loader (app/lib/deferred-hydration.ts).
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript", DEFERRED_MODULE_TYPE]);

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
