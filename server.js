// Process entry. Production loads the built server (build/server/index.js,
// compiled from server/app.ts); `--dev` runs the same app through Vite.
// Every path is taken from this file's directory, so the server starts the
// same from any working directory (`node /srv/rerouted/server.js`).
import { join } from "node:path";

const root = import.meta.dirname;
const dev = process.argv.includes("--dev");

let server;
let viteMiddleware;
if (dev) {
  process.env.NODE_ENV ??= "development";
  const vite = await import("vite");
  const viteServer = await vite.createServer({ root, server: { middlewareMode: true }, appType: "custom" });
  server = await viteServer.ssrLoadModule(join(root, "server/app.ts"));
  viteMiddleware = viteServer.middlewares;
} else {
  // React and other libraries pick their development builds unless told
  // otherwise: in React's case a slower renderer and more memory.
  process.env.NODE_ENV ??= "production";
  server = await import("./build/server/index.js");
}

// The project's .env fills in what the environment does not set; a wrong
// value stops the start here with one line naming the variable, not a stack trace.
const fromEnvFile = server.loadProjectEnvFile();
try {
  server.getConfig();
} catch (error) {
  if (!(error instanceof server.ConfigError)) throw error;
  const source = fromEnvFile.length > 0 ? ` (read from ${join(root, ".env")}: ${fromEnvFile.join(", ")})` : "";
  console.error(`cannot start: ${error.message}${source}`);
  process.exit(1);
}

await server.startServer(dev ? { dev: true, before: viteMiddleware } : { clientDir: join(root, "build/client") });
