// Fails when package-lock.json lacks an entry for a platform-specific
// optional package (rollup, tailwind's oxide, esbuild, lightningcss...).
// `npm ci` refuses such a lock ("Missing: … from lock file"), and a Mac,
// Windows or ARM machine would not get its native binary. npm drops these
// entries when the registry it resolves against lacks a platform's build;
// decision 011 says how to put them back.
// Also fails when a registry package lacks its tarball URL (`resolved`):
// npm then asks the registry for every package's metadata on each install
// (see .npmrc).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

const root = join(dirname(new URL(import.meta.url).pathname), "..");
// The site's lock, and the benchmarks' own (bench/package.json).
const LOCKFILES = ["package-lock.json", "bench/package-lock.json"];

/** Where Node would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolves(packages, from, name) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true;
    if (!base) return false;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent < 0 ? "" : base.slice(0, parent);
  }
}

let failed = false;
for (const lockfile of LOCKFILES) {
  const { packages } = JSON.parse(readFileSync(join(root, lockfile), "utf8"));
  const missing = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolves(packages, path, name))
        missing.push(`${name}@${range} (optional dependency of ${path || "the project"})`);
    }
  }
  const unresolved = Object.entries(packages).filter(
    ([path, entry]) => path && !entry.link && entry.integrity && !entry.resolved,
  );
  if (unresolved.length > 0) {
    console.error(
      `${lockfile}: ${unresolved.length} package(s) without a tarball URL, e.g. ${unresolved[0][0]}; ` +
        "run npm install with this project's .npmrc (omit-lockfile-registry-resolved=false).",
    );
    failed = true;
  }
  if (missing.length > 0) {
    console.error(`${lockfile} lacks ${missing.length} optional platform package(s):`);
    for (const line of missing) console.error(`  ${line}`);
    failed = true;
  } else {
    console.log(`${lockfile}: every optional platform package is recorded (${Object.keys(packages).length} entries).`);
  }
}
if (failed) {
  console.error("See docs/decisions/011-deployment.md, section Lockfile.");
  process.exit(1);
}
