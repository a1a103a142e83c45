// Fails when package-lock.json lacks an entry for a platform-specific
// optional package (rollup, tailwind's oxide, esbuild, lightningcss...).
// `npm ci` refuses such a lock ("Missing: … from lock file"), and a Mac,
// Windows or ARM machine would not get its native binary. npm drops these
// entries when the registry it resolves against lacks a platform's build;
// decision 011 says how to put them back.
// Also fails when a registry package lacks its tarball URL (`resolved`):
// npm then asks the registry for every package's metadata on each install
// (see .npmrc). npm does not add a missing one back; `--fix` writes each
// as the registry names its tarballs.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const root = join(dirname(new URL(import.meta.url).pathname), "..");
// The site's lock, and the benchmarks' own (bench/package.json).
const LOCKFILES = ["package-lock.json", "bench/package-lock.json"];
const fix = process.argv.includes("--fix");

/** The public registry's tarball URL of a lockfile entry (`node_modules/@scope/name` or an alias's `name`). */
function tarballUrl(path, entry) {
  const name = entry.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
  return `https://registry.npmjs.org/${name}/-/${name.split("/").pop()}-${entry.version}.tgz`;
}

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
  const lock = JSON.parse(readFileSync(join(root, lockfile), "utf8"));
  const { packages } = lock;
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
  if (unresolved.length > 0 && fix) {
    for (const [path, entry] of unresolved) {
      // `resolved` after `version`, where npm writes it.
      const { version, ...rest } = entry;
      packages[path] = { version, resolved: tarballUrl(path, entry), ...rest };
    }
    writeFileSync(join(root, lockfile), `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`${lockfile}: wrote ${unresolved.length} tarball URL(s).`);
  } else if (unresolved.length > 0) {
    console.error(
      `${lockfile}: ${unresolved.length} package(s) without a tarball URL, e.g. ${unresolved[0][0]}; ` +
        "`node scripts/check-lockfile.mjs --fix` writes them.",
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
