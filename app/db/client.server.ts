import { cpSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { sql, type ExtractTablesWithRelations, type SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Logger } from "~/logger.server";
import { PROJECT_ROOT } from "../project-root.server.ts";
import { DatabaseAvailability } from "./availability.server";
import { ensureOwnerOnlyDir, OWNER_ONLY_DIR, tightenTree } from "./data-dir-permissions.server";
import { lockDataDir } from "./data-dir-lock.server";
import { scheduleDataDirFlush } from "./pglite-flush.server";
import * as schema from "./schema.ts";

type Schema = typeof schema;
/**
 * The query API shared by both drivers; feature code only sees this. A
 * transaction is a `Db` too (Drizzle's transaction class extends its
 * database class): a function taking `db: Db` runs its queries in the
 * caller's transaction when handed one, and its own `db.transaction(...)`
 * becomes a savepoint there.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** One of `Db`'s transactions: the type of a function that must run inside the caller's. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Where the data lives, for logs (never includes a password). */
  description: string;
  /** Reachability as seen by this process (PGlite is in-process: always reachable). */
  availability: DatabaseAvailability;
  /**
   * PGlite only: a gzipped tar of the data directory, taken between two
   * queries (PGlite runs one at a time), so it holds every committed
   * transaction, like a copy of a stopped server. For `npm run backup`.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

type DatabaseLog = Pick<Logger, "info" | "warn" | "error">;

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /** `template`: a migrated empty data directory to start a new database from (database-template.ts). */
  | { kind: "pglite"; dataDir: string; template?: () => string | undefined }
  | { kind: "pglite-memory" };

const MIGRATIONS_DIR = join(PROJECT_ROOT, "drizzle");
/** Arbitrary constant: serialises migrations across instances sharing one PostgreSQL. */
const MIGRATION_LOCK_ID = 725_001;

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/**
 * Creates DATA_DIR and the database's folder owner-only (PGlite does not
 * create missing parents); a DATA_DIR an operator opened to others is
 * reported, not changed. The database's own folder is tightened once
 * PGlite has written it.
 */
function prepareDataDir(dataDir: string, log: DatabaseLog | undefined): string {
  const warning = ensureOwnerOnlyDir(dataDir);
  if (warning) log?.warn(warning);
  const dir = pgliteDirectory(dataDir);
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  return dir;
}

/**
 * PostgreSQL's memory settings for the embedded database, written into its
 * postgresql.conf at every start. PGlite's defaults are a server's
 * (shared_buffers 160 MB, maintenance_work_mem 64 MB), all inside the
 * process: on a copy of the site these cost 120 MB of resident memory for
 * a database of a few hundred MB that the OS page cache holds anyway
 * (decision 030 has the measurements).
 */
const PGLITE_MEMORY_SETTINGS = [
  "shared_buffers=16MB",
  "work_mem=2MB",
  "maintenance_work_mem=16MB",
  "temp_buffers=2MB",
  "wal_buffers=1MB",
];

/**
 * PGlite's PostgreSQL (9 MB of WebAssembly) runs on V8's baseline compiler
 * alone. By default V8 also recompiles its busiest functions with the
 * optimising compiler, which holds 40-50 MB more resident for the life of
 * the process and competes with requests for the CPU while it compiles
 * (decision 030). Process-wide, but PGlite is the only WebAssembly here;
 * it takes effect for modules compiled after it, so before PGlite starts.
 */
function compileWebAssemblyForMemory(): void {
  setFlagsFromString("--liftoff-only");
}

async function openPglite(
  dataDir: string | undefined,
  log?: DatabaseLog,
  template?: () => string | undefined,
): Promise<Database> {
  compileWebAssemblyForMemory();
  let client: PGlite;
  let lock: { release(): Promise<void> } | undefined;
  let flush: { stop(): Promise<void> } | undefined;
  if (dataDir) {
    const dir = prepareDataDir(dataDir, log);
    lock = await lockDataDir(dataDir);
    // A new database starts as a copy of the build's migrated one: PGlite's
    // initdb and the migrations were most of a first start.
    const copyOf = existsSync(join(dir, "PG_VERSION")) ? undefined : template?.();
    if (copyOf) cpSync(copyOf, dir, { recursive: true });
    client = new PGlite(dir, { postgresqlconf: PGLITE_MEMORY_SETTINGS });
    await client.waitReady;
    // A new database's files arrive 0666; the flush sweep keeps later ones owner-only.
    tightenTree(dir);
    flush = scheduleDataDirFlush(dir);
  } else {
    client = new PGlite({ postgresqlconf: PGLITE_MEMORY_SETTINGS });
    await client.waitReady;
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    driver: "pglite",
    description: dataDir ? `embedded PGlite in ${join(dataDir, "pglite")}` : "embedded PGlite in memory",
    availability: new DatabaseAvailability(async () => {}, undefined),
    async dumpDataDir() {
      // Flushes the pages to the files first, so a restore needs no WAL replay.
      await client.exec("checkpoint");
      return client.dumpDataDir("gzip");
    },
    close: async () => {
      await client.close();
      await flush?.stop();
      await lock?.release();
    },
  };
}

/** The PGlite data directory of a DATA_DIR (what `dumpDataDir` captures and `restorePgliteDataDir` writes). */
export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, "pglite");
}

/** Writes a `dumpDataDir` archive into an empty DATA_DIR (`npm run restore`). */
export async function restorePgliteDataDir(dataDir: string, archive: Blob): Promise<void> {
  const dir = prepareDataDir(dataDir, undefined);
  const client = new PGlite(dir, { loadDataDir: archive });
  await client.waitReady;
  await client.close();
  tightenTree(dir);
}

/**
 * Timeouts that keep a hung or unreachable server from holding requests:
 * a connection attempt gives up after 3 s (`CONNECT_TIMEOUT_MS`), a
 * statement after 30 s on the server and 35 s on the client (for a server
 * that stopped answering altogether), and TCP keep-alive notices a silently
 * dropped connection. A request waits up to 10 s for one of the pool's
 * connections: in a burst every connection is busy for a while, which is
 * not an outage (pg-pool's one `connectionTimeoutMillis` bounds both waits,
 * so the connection attempt gets its own shorter bound from `Client`).
 */
const CONNECT_TIMEOUT_MS = 3_000;
const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 10_000,
  statement_timeout: 30_000,
  query_timeout: 35_000,
  keepAlive: true,
  idleTimeoutMillis: 30_000,
} as const;

/**
 * A pool that reports every query's outcome to `availability`. Drizzle runs
 * plain queries through `query` and transactions on a `connect`ed client.
 */
function observedPool(config: pg.PoolConfig, availability: DatabaseAvailability): pg.Pool {
  class ObservedPool extends pg.Pool {
    override query(...args: unknown[]): never {
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      if (result instanceof Promise) {
        return result.then(
          (value) => {
            availability.reportSuccess();
            return value;
          },
          (error: unknown) => {
            availability.reportFailure(error);
            throw error;
          },
        ) as never;
      }
      return result as never;
    }
    override connect(...args: unknown[]): never {
      // pg-pool calls connect(callback) itself inside query(): leave that form alone.
      if (args.length > 0) return (super.connect as (...a: unknown[]) => never)(...args);
      return super.connect().then(observeClient, (error: unknown) => {
        availability.reportFailure(error);
        throw error;
      }) as never;
    }
  }

  // A transaction's queries run on a checked-out client. A server shutting
  // down fails the running query (57P01) before the socket closes, so the
  // failure is reported with the query's own rejection: the request that
  // sees it must already count as hit by the outage (503, not 500).
  const observed = new WeakSet<pg.PoolClient>();
  function observeClient(client: pg.PoolClient): pg.PoolClient {
    if (observed.has(client)) return client;
    observed.add(client);
    const query = client.query.bind(client) as (...a: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        availability.reportFailure(error);
        throw error;
      });
    }) as typeof client.query;
    return client;
  }
  class BoundedConnectClient extends pg.Client {
    constructor(clientConfig: pg.ClientConfig) {
      super({ ...clientConfig, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    }
  }
  return new ObservedPool({ ...config, Client: BoundedConnectClient as unknown as pg.PoolConfig["Client"] });
}

/**
 * Applies migrations on a connection of its own, without the pool's
 * timeouts: waiting for another instance's migration, or a long one, is
 * expected here. The advisory lock serialises instances starting together.
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A dropped connection rejects the pending query; the event itself must not crash the process.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end().catch(() => {});
  }
}

async function openPostgres(url: string, log: DatabaseLog | undefined): Promise<Database> {
  const availability = new DatabaseAvailability(() => pool.query("select 1"), log);
  const pool = observedPool({ connectionString: url, max: 10, ...POOL_TIMEOUTS }, availability);
  // A connection that breaks (server restart, failover, network cut) emits
  // "error" on its client. Unhandled, that event kills the process; the pool
  // listens only while a client is idle, so every client gets a listener of
  // its own for the time it is checked out. The pool drops broken clients.
  pool.on("error", (error) => availability.reportFailure(error));
  pool.on("connect", (client) => client.on("error", (error) => availability.reportFailure(error)));
  await migratePostgres(url);
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    driver: "postgres",
    description: `PostgreSQL at ${redact(url)}`,
    availability,
    close: async () => {
      availability.stop();
      await pool.end();
    },
  };
}

/** Opens the database and applies any pending migrations. */
export async function openDatabase(target: DatabaseTarget, log?: DatabaseLog): Promise<Database> {
  switch (target.kind) {
    case "postgres":
      return openPostgres(target.url, log);
    case "pglite":
      return openPglite(target.dataDir, log, target.template);
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
