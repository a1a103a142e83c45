import { ensureMigratedTemplate } from "../../app/db/database-template";

/**
 * Vitest global set-up: the migrated test database template, built before
 * the workers start (vitest.config.ts says why). A PostgreSQL test server
 * (TEST_DATABASE_URL) needs none.
 */
export async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await ensureMigratedTemplate();
}
