// Prepares the migrated template a new embedded database starts from
// (app/db/database-template.ts), loading it from the sources through Vite:
// run by the build (scripts/build.mjs) beside React Router's build, so a
// first start skips PGlite's initdb and the migrations. A process of its
// own: Vite's dev server sets NODE_ENV, and PGlite's initdb holds its
// thread for seconds.
import { resolve } from "node:path";
import { createServer } from "vite";

const root = resolve(import.meta.dirname, "..");
const vite = await createServer({
  root,
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, watch: null },
  resolve: { alias: { "~": resolve(root, "app") } },
});
try {
  await (await vite.ssrLoadModule("/app/db/database-template.ts")).ensureMigratedTemplate();
} finally {
  await vite.close();
}
