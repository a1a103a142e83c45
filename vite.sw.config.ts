import { resolve } from "node:path";
import { defineConfig } from "vite";
import { isNoise } from "./config/build-logs.ts";

/**
 * The service worker (app/service-worker/worker.ts), built after the client
 * into build/client/sw.js: one self-contained classic script at the site's
 * root, so its scope is the whole site and its name never changes (a new
 * build is picked up by the browser's byte comparison; the server sends it
 * with no-cache, server/static-files.ts).
 */
const app = resolve(import.meta.dirname, "app");

export default defineConfig({
  publicDir: false,
  resolve: { alias: [{ find: /^~\//, replacement: `${app}/` }] },
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    lib: {
      entry: resolve(app, "service-worker/worker.ts"),
      formats: ["iife"],
      name: "reroutedWorker",
      fileName: () => "sw.js",
    },
    rolldownOptions: {
      onLog(level, log, handler) {
        if (!isNoise(log)) handler(level, log);
      },
    },
  },
});
