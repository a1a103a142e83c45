import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The directory holding package.json, found from this module's own file
 * (app/ in development and tests, build/server/ once built). Migrations,
 * the seed media, the client build, `.env` and the default DATA_DIR are
 * found from here, so `node /srv/rerouted/server.js` works from any
 * working directory.
 */
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
