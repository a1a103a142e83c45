import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * DATA_DIR holds the embedded database, the generated auth secret, local
 * uploads and the operator's control socket: only the account that runs
 * the server may read it. Directories the server creates are 0700 and the
 * database's files 0600, whatever the umask; PGlite writes its files with
 * modes of its own (0666 for the files of a new database, 0644 for some it
 * writes later), so they are tightened rather than trusted.
 */
export const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;

/** The permission bits that let a group or other users in. */
const SHARED_BITS = 0o077;

export function isOwnerOnly(mode: number): boolean {
  return (mode & SHARED_BITS) === 0;
}

/** The start-up warning for a directory others may open (its mode as `ls` shows it), or null. */
export function looseDirectoryWarning(path: string, mode: number): string | null {
  if (isOwnerOnly(mode)) return null;
  const octal = (mode & 0o777).toString(8).padStart(3, "0");
  return `${path} is open to other users (mode ${octal}): it holds the database and the auth secret; run chmod 700 ${path}`;
}

/**
 * Creates `dir` (with any missing parents) owner-only. An existing one is
 * left as the operator set it: the answer is the warning to log when it
 * is open to others, or null.
 */
export function ensureOwnerOnlyDir(dir: string): string | null {
  const existing = statSync(dir, { throwIfNoEntry: false });
  if (existing) return looseDirectoryWarning(dir, existing.mode);
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  return null;
}

/** Makes one file owner-only if it is not; its mode comes from a stat the caller already made. */
export function tightenFile(path: string, mode: number): void {
  if (!isOwnerOnly(mode)) chmodSync(path, OWNER_ONLY_FILE);
}

/**
 * Makes `dir` and every file and directory under it owner-only. Synchronous,
 * like the flush sweep: a database's thousand files take a few milliseconds.
 */
export function tightenTree(dir: string): void {
  if (!isOwnerOnly(lstatSync(dir).mode)) chmodSync(dir, OWNER_ONLY_DIR);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      tightenTree(path);
    } else if (entry.isFile()) {
      tightenFile(path, lstatSync(path).mode);
    }
  }
}
