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
 * Test databases start as copies of one migrated PGlite data directory.
 *
 * A new PGlite database runs initdb inside WebAssembly: 7-11 s on a busy
 * two-core machine, then 1-1.5 s of migrations. Opening a copy of a data
 * directory that already holds them takes under a second. The template is
 * built once per set of migrations and PGlite version, the first time a test
 * asks for it, and kept in node_modules/.cache for later runs.
 */
const CACHE_DIR = join(PROJECT_ROOT, "node_modules", ".cache", "rerouted-test-database");
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
 * Puts a copy of the template in DATA_DIR `dataDir` if a test run already
 * built it, and answers whether it did; a server started on an empty folder
 * creates the database itself. For the browser suite's servers, which start
 * before any of its code could wait for a build.
 */
export function copyBuiltTemplate(dataDir: string): boolean {
  const template = templatePath();
  if (!existsSync(template)) return false;
  cpSync(template, pgliteDirectory(dataDir), { recursive: true });
  return true;
}
