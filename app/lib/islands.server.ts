import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "~/project-root.server";

/**
 * The islands' build (vite.islands.config.ts) writes build/server/islands.json:
 * each island's script URL. In development Vite renders from the sources,
 * which no island build matches, so every page hydrates with React Router.
 */
// Beside the server bundle, which React Router's build replaces whole: never left from an older build.
const MANIFEST = join(PROJECT_ROOT, "build/server/islands.json");

let scripts: Record<string, string> | undefined;

export function islandScriptUrl(island: string): string | null {
  if (import.meta.env.DEV) return null;
  if (scripts === undefined) {
    try {
      scripts = JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, string>;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      scripts = {};
    }
  }
  return scripts[island] ?? null;
}
