import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, pgliteDirectory, type Database } from "./client.server";

/**
 * A fresh, migrated database for one test file: PGlite in a temporary folder,
 * copied from the migrated template (database-template.ts), or a new PostgreSQL
 * database when TEST_DATABASE_URL points at a server.
 */
export async function openTestDatabase(): Promise<Database> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const { copyMigratedTemplate } = await import("./database-template");
    const dataDir = mkdtempSync(join(tmpdir(), "rerouted-test-"));
    await copyMigratedTemplate(pgliteDirectory(dataDir));
    const database = await openDatabase({ kind: "pglite", dataDir });
    return {
      ...database,
      close: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const { createTestPostgresDatabase } = await import("./test-postgres");
  const { url, drop } = await createTestPostgresDatabase(server);
  const database = await openDatabase({ kind: "postgres", url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
