// `npm test`: build, then unit + integration tests (Vitest) on the embedded
// database, then the browser suite (Playwright) when Chromium is present.
// With TEST_DATABASE_URL set, the integration tests use that PostgreSQL.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

run("npm", ["run", "build", "--silent"]);
const database = process.env.TEST_DATABASE_URL
  ? `PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})`
  : "embedded PGlite";
console.log(`\n== unit and integration tests on ${database} ==`);
run("npx", ["vitest", "run"]);

const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (existsSync(chrome)) {
  console.log(`\n== browser tests (Chromium at ${chrome}) ==`);
  run("npx", ["playwright", "test"], { CHROME_PATH: chrome });
} else {
  console.log("\n" + "!".repeat(72));
  console.log(`!! BROWSER SUITE SKIPPED: no Chromium at ${chrome}.`);
  console.log("!! Install it (apt-get install chromium) or set CHROME_PATH to run it.");
  console.log("!".repeat(72));
}
