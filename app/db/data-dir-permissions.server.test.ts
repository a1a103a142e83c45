import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";
import { isOwnerOnly, looseDirectoryWarning } from "./data-dir-permissions.server";

const root = mkdtempSync(join(tmpdir(), "rerouted-modes-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every directory and file under `dir`, with its mode, for a readable failure. */
function modesUnder(dir: string): { dirs: Set<number>; files: Set<number> } {
  const dirs = new Set<number>();
  const files = new Set<number>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) dirs.add(modeOf(path));
    else if (entry.isFile()) files.add(modeOf(path));
  }
  return { dirs, files };
}

describe("owner-only modes", () => {
  it("reads a mode with any group or other bit as open to others", () => {
    expect(isOwnerOnly(0o40700)).toBe(true);
    expect(isOwnerOnly(0o100600)).toBe(true);
    expect(isOwnerOnly(0o40710)).toBe(false);
    expect(isOwnerOnly(0o100604)).toBe(false);
  });

  it("names the directory, its mode and the fix in the warning", () => {
    expect(looseDirectoryWarning("/srv/rerouted/data", 0o40755)).toBe(
      "/srv/rerouted/data is open to other users (mode 755): it holds the database and the auth secret; run chmod 700 /srv/rerouted/data",
    );
    expect(looseDirectoryWarning("/srv/rerouted/data", 0o40070)).toContain("(mode 070)");
    expect(looseDirectoryWarning("/srv/rerouted/data", 0o40700)).toBeNull();
  });
});

describe("the embedded database's DATA_DIR", () => {
  it("is owner-only under umask 0, and a loosened one is reported at start", { timeout: 120_000 }, async () => {
    const dataDir = join(root, "data");
    const pglite = join(dataDir, "pglite");
    const warnings: string[] = [];
    const log = { info: () => {}, error: () => {}, warn: (message: string) => warnings.push(message) };

    const umask = process.umask(0);
    try {
      const database = await openDatabase({ kind: "pglite", dataDir }, log);
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(pglite)).toBe(0o700);
      expect(modesUnder(pglite)).toEqual({ dirs: new Set([0o700]), files: new Set([0o600]) });
      // A file PGlite writes later with a mode of its own is tightened by the flush sweep (the last one runs on close).
      writeFileSync(join(pglite, "global", "pg_internal.init.test"), "x", { mode: 0o644 });
      await database.close();
      expect(modesUnder(pglite).files).toEqual(new Set([0o600]));
      expect(warnings).toEqual([]);

      // An operator opens DATA_DIR and a database file to others.
      chmodSync(dataDir, 0o755);
      chmodSync(join(pglite, "PG_VERSION"), 0o666);
      const reopened = await openDatabase({ kind: "pglite", dataDir }, log);
      await reopened.close();
    } finally {
      process.umask(umask);
    }
    expect(warnings).toEqual([
      `${dataDir} is open to other users (mode 755): it holds the database and the auth secret; run chmod 700 ${dataDir}`,
    ]);
    // DATA_DIR is the operator's to set; the database's own files are kept owner-only.
    expect(modeOf(dataDir)).toBe(0o755);
    expect(modeOf(join(pglite, "PG_VERSION"))).toBe(0o600);
  });
});
