import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { ISLAND_PAGES } from "./app/lib/islands.ts";
import { isNoise } from "./config/build-logs.ts";
import { sharedChunkName } from "./config/chunk-names.ts";

/**
 * The sales pages' islands (app/lib/islands.ts, decision 018): one entry per
 * island page, built after React Router's client build into the same
 * build/client/assets, with Preact's React-compatible runtime in place of
 * React DOM and app/islands/react-router.tsx in place of React Router.
 * build/server/islands.json maps each island to its script for the server.
 */
const ISLANDS = [...new Set(Object.values(ISLAND_PAGES))];
const ENTRY = "virtual:island/";
const app = resolve(import.meta.dirname, "app");
const HYDRATE = resolve(app, "islands/hydrate.tsx");

function islandEntries(): Plugin {
  return {
    name: "island-entries",
    resolveId: (id) => (id.startsWith(ENTRY) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${ENTRY}`)) return null;
      const island = id.slice(ENTRY.length + 1);
      // zod-in-browser first, as in root.tsx: it must run before any schema module.
      return [
        `import "~/lib/zod-in-browser";`,
        `import { hydrateIsland } from "~/islands/hydrate";`,
        `import Page from "~/islands/pages/${island}";`,
        `void hydrateIsland(Page);`,
      ].join("\n");
    },
    writeBundle(_options, bundle) {
      const scripts: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.isEntry) scripts[chunk.name] = `/${chunk.fileName}`;
      }
      writeFileSync(resolve(import.meta.dirname, "build/server/islands.json"), `${JSON.stringify(scripts, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  publicDir: false,
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${app}/` },
      { find: /^react-router$/, replacement: `${app}/islands/react-router.tsx` },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react(-dom)?$/, replacement: "preact/compat" },
    ],
  },
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: Object.fromEntries(ISLANDS.map((island) => [island, `${ENTRY}${island}`])),
      output: {
        entryFileNames: "assets/islands/[name]-[hash].js",
        // The chunk every island shares (Preact, the site shell, hydrateIsland) is the runtime; its first
        // module, the zod setting every entry imports first, would otherwise name it.
        chunkFileNames: (chunk) =>
          `assets/islands/${chunk.facadeModuleId ? "[name]" : chunk.moduleIds.includes(HYDRATE) ? "island-runtime" : sharedChunkName(chunk.moduleIds, chunk.name)}-[hash].js`,
        // As in the main build: Google's web-vitals library, which loads after the page, in a chunk of its own.
        codeSplitting: { groups: [{ name: "vendor-web-vitals", test: /\/node_modules\/web-vitals\// }] },
      },
      onLog(level, log, handler) {
        // A page component importing something the islands do not provide must fail the build.
        if (log.code === "MISSING_EXPORT") throw new Error(log.message);
        if (!isNoise(log)) handler(level, log);
      },
    },
  },
  plugins: [islandEntries()],
});
