import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../project-root.server.ts";
import { openDatabase, pgliteDirectory } from "./client.server";

/**
 * New embedded databases start as copies of one migrated PGlite data
 * directory: the server's first start on an empty DATA_DIR, and every test
 * database.
 *
 * A new PGlite database runs initdb inside WebAssembly: 7-11 s on a busy
 * two-core machine, then 1-1.5 s of migrations. Opening a copy of a data
 * directory that already holds them takes under a second. The template is
 * built once per set of migrations and PGlite version, by the build
 * (scripts/build.mjs) or the first test that asks for it, and kept in
 * node_modules/.cache for later starts and runs.
 */
const CACHE_DIR = join(PROJECT_ROOT, "node_modules", ".cache", "rerouted-database-template");
const MIGRATIONS_DIR = join(PROJECT_ROOT, "drizzle");
/** A builder that died leaves its lock behind; one older than this is taken over. */
const STALE_LOCK_MS = 5 * 60_000;

/** What the template depends on: every migration file and the PGlite release that wrote it. */
function templateKey(): string {
  const hash = createHash("sha256");
  const pglite = join(PROJECT_ROOT, "node_modules", "@electric-sql", "pglite", "package.json");
  hash.update(JSON.parse(readFileSync(pglite, "utf8")).version);
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(MIGRATIONS_DIR.length)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

/** Where the template of the current migrations is, once built. */
function templatePath(): string {
  return join(CACHE_DIR, templateKey());
}

/** Migrates a new database in a scratch folder and moves it into place; a rename is atomic. */
async function build(target: string): Promise<void> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const scratch = mkdtempSync(join(CACHE_DIR, "building-"));
  try {
    const database = await openDatabase({ kind: "pglite", dataDir: scratch });
    await database.close();
    renameSync(pgliteDirectory(scratch), target);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The migrated template's folder. Test files run in parallel workers: the
 * first to get here builds it under a lock folder while the others wait.
 */
async function migratedTemplate(): Promise<string> {
  const target = templatePath();
  const lock = `${target}.lock`;
  for (;;) {
    if (existsSync(target)) return target;
    mkdirSync(CACHE_DIR, { recursive: true });
    try {
      mkdirSync(lock);
    } catch {
      const lockedAt = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (lockedAt !== undefined && Date.now() - lockedAt > STALE_LOCK_MS)
        rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      if (!existsSync(target)) await build(target);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * Builds the template of the current migrations unless it exists. Vitest's
 * global set-up (tests/support/migrated-template.setup.ts) calls it once
 * before any test file starts, so no file's beforeAll pays for the build or
 * waits on another file's.
 */
export async function ensureMigratedTemplate(): Promise<void> {
  await migratedTemplate();
}

/** Fills `pgliteDir` (empty or missing) with a copy of the migrated template. */
export async function copyMigratedTemplate(pgliteDir: string): Promise<void> {
  cpSync(await migratedTemplate(), pgliteDir, { recursive: true });
}

/**
 * The template of the current migrations if it was built, for a server
 * opening a new database (client.server.ts copies it); without one the
 * server creates the database itself.
 */
export function builtTemplate(): string | undefined {
  const template = templatePath();
  return existsSync(template) ? template : undefined;
}
