import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { finishStaticPages } from "./scripts/finish-static-pages.ts";

export default {
  ssr: true,
  // The marketing pages are the same for every visitor: render them to
  // static HTML at build time, then add the sitemap and robots.txt.
  prerender: ["/", "/book"],
  buildEnd({ buildManifest, reactRouterConfig }) {
    finishStaticPages({
      routes: buildManifest?.routes ?? {},
      clientDir: join(reactRouterConfig.buildDirectory, "client"),
    });
  },
} satisfies Config;
