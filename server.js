// Process entry. Production loads the built server (build/server/index.js,
// compiled from server/app.ts); `--dev` runs the same app through Vite.
const dev = process.argv.includes("--dev");

if (dev) {
  process.env.NODE_ENV ??= "development";
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { startServer } = await viteServer.ssrLoadModule("./server/app.ts");
  await startServer({ dev: true, before: viteServer.middlewares });
} else {
  const { startServer } = await import("./build/server/index.js");
  await startServer({ clientDir: "build/client" });
}
