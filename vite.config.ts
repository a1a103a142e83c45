import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import { isNoise } from "./config/build-logs";
import { sharedChunkName } from "./config/chunk-names";

const quiet: Rollup.RollupOptions["onLog"] = (level, log, handler) => {
  if (!isNoise(log)) handler(level, log);
};

export default defineConfig({
  environments: {
    // The server build's entry is our Express app, which loads the React
    // Router build through its virtual module.
    ssr: { build: { rollupOptions: { input: "./server/app.ts", onLog: quiet }, target: "node20" } },
    client: {
      build: {
        // scripts/precompress.mjs reports the compressed sizes once; Vite's own report gzips every chunk again.
        reportCompressedSize: false,
        rollupOptions: {
          onLog: quiet,
          output: {
            // Each page loads every chunk it needs at once (preloaded, or after the first paint on the
            // sales pages); dozens of tiny shared chunks cost a round trip each on a slow phone
            // connection. Chunks under 10 KB are merged into their users, except Google's web-vitals
            // library: it loads after the page, so it stays a chunk of its own.
            experimentalMinChunkSize: 10_000,
            chunkFileNames: (chunk) =>
              `assets/${chunk.facadeModuleId ? "[name]" : sharedChunkName(chunk.moduleIds, chunk.name)}-[hash].js`,
            manualChunks: (id) =>
              id.includes("/node_modules/web-vitals/")
                ? "vendor-web-vitals"
                : // Rollup merges small modules that many pages use (the image list, the site's
                  // name and links, Vite's preload helper) into an empty browser module, such as
                  // the admin's resource route's, which every public page then loads under that
                  // name: they keep chunks of their own.
                  id.endsWith("/app/content/images.ts")
                  ? "images"
                  : id.endsWith("/app/content/site.ts") || id.includes("vite/preload-helper")
                    ? "site"
                    : undefined,
          },
        },
      },
    },
  },
  resolve: { alias: { "~": resolve(import.meta.dirname, "app") } },
  // Server-only packages must not be pre-bundled for the browser in dev.
  optimizeDeps: { exclude: ["better-auth", "@electric-sql/pglite", "pg", "drizzle-orm"] },
  plugins: [tailwindcss(), reactRouter()],
});
