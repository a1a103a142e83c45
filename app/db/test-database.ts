import { openDatabase, type Database } from "./client.server";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new
 * PostgreSQL database when TEST_DATABASE_URL points at a server.
 */
export async function openTestDatabase(): Promise<Database> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return openDatabase({ kind: "pglite-memory" });
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
