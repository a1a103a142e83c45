import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The query API shared by both drivers; feature code only sees this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Where the data lives, for logs (never includes a password). */
  description: string;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string } | { kind: "pglite-memory" };

const MIGRATIONS_DIR = resolve(process.cwd(), "drizzle");
/** Arbitrary constant: serialises migrations across instances sharing one PostgreSQL. */
const MIGRATION_LOCK_ID = 725_001;

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    // PGlite does not create missing parent directories.
    const dir = join(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    driver: "pglite",
    description: dataDir ? `embedded PGlite in ${join(dataDir, "pglite")}` : "embedded PGlite in memory",
    close: () => client.close(),
  };
}

async function openPostgres(url: string, log: (message: string) => void): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the
  // pool replaces it on the next checkout.
  pool.on("error", (error) => log(`postgres idle client error: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client: lockClient, schema }), {
      migrationsFolder: MIGRATIONS_DIR,
    });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  return {
    db,
    driver: "postgres",
    description: `PostgreSQL at ${redact(url)}`,
    close: () => pool.end(),
  };
}

/** Opens the database and applies any pending migrations. */
export async function openDatabase(
  target: DatabaseTarget,
  log: (message: string) => void = () => {},
): Promise<Database> {
  switch (target.kind) {
    case "postgres":
      return openPostgres(target.url, log);
    case "pglite":
      return openPglite(target.dataDir);
    case "pglite-memory":
      return openPglite(undefined);
  }
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer with `{ rows }`,
 * but the shared driver type cannot say so; this is the one cast.
 */
export async function queryRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
