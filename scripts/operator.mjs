// `npm run admin -- <command>`, `npm run backup -- [folder]`,
// `npm run restore -- <folder>`: the operator's command line. The commands
// live in the built server (server/operator/), so they use the same code
// and configuration (.env included) as the site.
import { existsSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const [tool, ...args] = process.argv.slice(2);
const built = join(root, "build/server/index.js");
if (!existsSync(built)) {
  console.error("The site is not built yet: run npm run build first.");
  process.exit(1);
}
const server = await import(built);
server.loadProjectEnvFile();
const result = await server.runOperatorCli(tool, args);
for (const line of result.out) console.log(line);
for (const line of result.err) console.error(line);
process.exit(result.code);
