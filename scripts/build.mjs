// `npm run build`: React Router's client and server builds, the sales pages'
// islands (vite.islands.config.ts), the service worker (vite.sw.config.ts),
// then the precompressed copies (scripts/precompress.mjs). The islands and
// the worker build in this process, through Vite's API: no second and third
// Node and Vite start. Meanwhile scripts/database-template.mjs prepares the
// migrated database a first start copies.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { build } from "vite";

/**
 * Lines React Router's build prints that ask nothing of us: it creates its
 * own Vite servers with an option Vite 8 deprecates, and announces the
 * environment API its `v8_viteEnvironmentApi` future flag adopts.
 */
const NOISE = [/The `envFile` option is deprecated/, /^Using Vite Environment API \(experimental\)$/];

async function reactRouterBuild() {
  const child = spawn("npx", ["react-router", "build"], { stdio: ["ignore", "pipe", "pipe"] });
  const relay = (from, to) =>
    createInterface({ input: from, crlfDelay: Infinity }).on("line", (line) => {
      if (!NOISE.some((pattern) => pattern.test(line))) to.write(`${line}\n`);
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  const code = await new Promise((resolve) => child.on("close", resolve));
  if (code !== 0) process.exit(code ?? 1);
}

// Not fatal: without the template a first start creates the database itself.
const template = new Promise((done) =>
  spawn(process.execPath, ["scripts/database-template.mjs"], { stdio: "inherit" }).on("close", (code) => {
    if (code !== 0) console.warn("The embedded database's template was not prepared.");
    done();
  }),
);
await reactRouterBuild();
await build({ configFile: "vite.islands.config.ts" });
await build({ configFile: "vite.sw.config.ts" });
await import("./precompress.mjs");
await template;
