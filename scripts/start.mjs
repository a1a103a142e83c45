// `npm start`: build when the build is missing or older than the sources,
// then serve. Migrations and the demo seed run inside the server at boot.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const BUILT = join(root, "build/server/index.js");
const SOURCES = ["app", "server", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
if (builtAt === 0 || Math.max(...SOURCES.map((source) => newestMtime(join(root, source)))) > builtAt) {
  console.log("Building the site (first start or changed sources)...");
  execSync("npm run build", { stdio: "inherit", cwd: root });
}

await import("../server.js");
