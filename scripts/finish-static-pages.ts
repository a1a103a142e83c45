import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NOT_INDEXED_PATHS } from "../app/content/site.ts";
import {
  indexablePaths,
  robotsTxt,
  routePaths,
  sitemapXml,
  type ManifestRoute,
} from "../app/features/marketing/seo.ts";

/**
 * Runs after React Router has prerendered the marketing pages:
 * - writes sitemap.xml (every indexable page of the route table) and robots.txt;
 * - removes the prerendered `.data` files: they hold the root data of an
 *   anonymous visitor, and a signed-in visitor navigating to these pages must
 *   get their own from the server.
 */
export function finishStaticPages(options: { routes: Record<string, ManifestRoute>; clientDir: string }): void {
  const { clientDir } = options;
  const paths = indexablePaths(routePaths(options.routes), NOT_INDEXED_PATHS);
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(paths));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt(NOT_INDEXED_PATHS));
  const removeData = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) removeData(full);
      else if (entry.name.endsWith(".data")) rmSync(full);
    }
  };
  if (existsSync(clientDir)) removeData(clientDir);
  console.log(`sitemap.xml: ${paths.length} pages; robots.txt written; prerendered .data files removed`);
}
