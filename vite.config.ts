import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app, which loads the React
  // Router build through its virtual module.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : // Each page preloads every chunk it needs; dozens of tiny shared chunks cost a round
      // trip each on a slow phone connection. Chunks under 10 KB are merged into their users.
      { rollupOptions: { output: { experimentalMinChunkSize: 10_000 } } },
  resolve: { alias: { "~": resolve(import.meta.dirname, "app") } },
  // Server-only packages must not be pre-bundled for the browser in dev.
  optimizeDeps: { exclude: ["better-auth", "@electric-sql/pglite", "pg", "drizzle-orm"] },
  plugins: [tailwindcss(), reactRouter()],
}));
