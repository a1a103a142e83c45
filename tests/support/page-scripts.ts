/**
 * What a page's initial HTML asks the browser to fetch and run before its
 * first paint, and the JavaScript it downloads afterwards: its island
 * script and everything that imports statically, followed through the
 * built files (the size a visitor downloads).
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const LINK = /<link\b[^>]*>/gi;

export interface InitialHtmlFindings {
  /** `<link rel="modulepreload">` and `<link rel="preload" as="script">`. */
  scriptPreloads: string[];
  /** Scripts that fetch something before the page can paint: external classic scripts without async/defer, and module scripts (which fetch their imports while the page parses). */
  blockingScripts: string[];
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*"([^"]*)"`, "i").exec(attributes)?.[1];

export function findScriptsBeforePaint(html: string): InitialHtmlFindings {
  const scriptPreloads = [...html.matchAll(LINK)]
    .map(([tag]) => tag)
    .filter((tag) => {
      const rel = attribute(tag, "rel")?.toLowerCase();
      return rel === "modulepreload" || (rel === "preload" && attribute(tag, "as")?.toLowerCase() === "script");
    });
  const blockingScripts = [...html.matchAll(SCRIPT)]
    .filter(([, attributes = ""]) => {
      const type = attribute(attributes, "type")?.toLowerCase() ?? "";
      if (type === "module") return true;
      const classic = type === "" || type === "text/javascript" || type === "application/javascript";
      return classic && attribute(attributes, "src") !== undefined && !/\b(async|defer)\b/i.test(attributes);
    })
    .map(([whole]) => whole.slice(0, whole.indexOf(">") + 1));
  return { scriptPreloads, blockingScripts };
}

/** The island module a sales page's loader adds after the first paint (its `data-src`), or null. */
export function islandScriptOf(html: string): string | null {
  for (const [, attributes = ""] of html.matchAll(SCRIPT)) {
    const src = attribute(attributes, "data-src");
    if (src) return src;
  }
  return null;
}

/** Modules a built chunk imports statically (its dynamic imports load on demand, later). */
export function staticImportsOf(source: string, from: string): string[] {
  const specifiers = [
    ...source.matchAll(/\bfrom\s*"(\.\.?\/[^"]+\.js)"/g),
    ...source.matchAll(/\bimport\s*"(\.\.?\/[^"]+\.js)"/g),
  ].map((match) => match[1] ?? "");
  return [...new Set(specifiers.map((specifier) => new URL(specifier, `http://site${from}`).pathname))];
}

/** Every module reached from `entries` through static imports, read with `read(path)`. */
export function moduleClosure(entries: readonly string[], read: (path: string) => string): string[] {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    pending.push(...staticImportsOf(read(path), path));
  }
  return [...seen];
}
