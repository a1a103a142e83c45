import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, pgliteDirectory, queryRows } from "./client.server";
import { copyMigratedTemplate } from "./database-template";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "rerouted-template-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A migrated template that also holds a table of its own, so a copy of it can be told from a new database. */
async function markedTemplate(): Promise<string> {
  const dir = tempDir();
  await copyMigratedTemplate(pgliteDirectory(dir));
  const database = await openDatabase({ kind: "pglite", dataDir: dir });
  await database.db.execute(sql`create table template_marker (id int)`);
  await database.close();
  return pgliteDirectory(dir);
}

const hasMarker = async (dataDir: string, template: string) => {
  const database = await openDatabase({ kind: "pglite", dataDir, template: () => template });
  try {
    const [row] = await queryRows<{ found: boolean }>(
      database.db,
      sql`select to_regclass('template_marker') is not null as found`,
    );
    return row!.found;
  } finally {
    await database.close();
  }
};

describe("a new embedded database", () => {
  it("starts as a copy of the template, and an existing one is never replaced by it", async () => {
    const template = await markedTemplate();
    expect(await hasMarker(tempDir(), template)).toBe(true);

    const existing = tempDir();
    cpSync(template, pgliteDirectory(existing), { recursive: true });
    const database = await openDatabase({ kind: "pglite", dataDir: existing });
    await database.db.execute(sql`drop table template_marker`);
    await database.close();
    expect(await hasMarker(existing, template)).toBe(false);
  });
});
