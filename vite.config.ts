import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rolldown } from "vite";
import { isNoise } from "./config/build-logs.ts";
import { sharedChunkName } from "./config/chunk-names.ts";

const quiet: Rolldown.InputOptions["onLog"] = (level, log, handler) => {
  if (!isNoise(log)) handler(level, log);
};

export default defineConfig({
  environments: {
    // The server build's entry is our Express app, which loads the React
    // Router build through its virtual module. (React Router reads the entry
    // under Rollup's name of the option, which Vite 8 still accepts.)
    ssr: { build: { rollupOptions: { input: "./server/app.ts", onLog: quiet }, target: "node20" } },
    client: {
      build: {
        // scripts/precompress.mjs reports the compressed sizes once; Vite's own report gzips every chunk again.
        reportCompressedSize: false,
        rolldownOptions: {
          onLog: quiet,
          output: {
            chunkFileNames: (chunk) =>
              `assets/${chunk.facadeModuleId ? "[name]" : sharedChunkName(chunk.moduleIds, chunk.name)}-[hash].js`,
            codeSplitting: {
              groups: [
                // Google's web-vitals library loads after the page: a chunk of its own.
                { name: "vendor-web-vitals", test: /\/node_modules\/web-vitals\// },
                // Small modules that many pages use (the image list, the site's name and links, Vite's
                // preload helper) would otherwise land in an empty browser module, such as the admin's
                // resource route's, which every public page then loads under that name.
                { name: "images", test: /\/app\/content\/images\.ts$/ },
                { name: "site", test: /\/app\/content\/site\.ts$|vite\/preload-helper/ },
                // Each icon is a few hundred bytes; pages load them in one request, not one each.
                { name: "icons", test: /\/app\/components\/ui\/icons\.tsx$/ },
              ],
            },
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
