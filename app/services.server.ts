import { getConfig, type Config } from "~/config.server";
import { openDatabase, type Database, type DatabaseTarget, type Db } from "~/db/client.server";
import { seedDemo } from "~/db/seed.server";
import { ensureAdmins } from "~/features/auth/accounts.server";
import { createAuth, type Auth } from "~/features/auth/auth.server";
import { createLogger, type Logger } from "~/logger.server";
import { createStorage, type Storage } from "~/storage/storage.server";

/** Everything a request needs from the outside world, created once per process. */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  storage: Storage;
  log: Logger;
}

export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: config.dataDir };
}

async function createServices(config: Config): Promise<Services> {
  const log = createLogger(config.logLevel);
  const storage = await createStorage({ storageUrl: config.storageUrl, dataDir: config.dataDir });
  const database = await openDatabase(databaseTarget(config), (m) => log.error(m));
  log.info("database ready", { database: database.description });
  const db = database.db;
  const auth = createAuth({ db, config });
  const promoted = await ensureAdmins(db, config.adminEmails);
  if (promoted > 0) log.info("admin rows added for ADMIN_EMAILS accounts", { count: promoted });
  if (config.seedDemo) await seedDemo({ db, storage, config, log });
  return { config, database, db, auth, storage, log };
}

let services: Promise<Services> | undefined;

/** The process's services; the first call opens the database and migrates. */
export function getServices(): Promise<Services> {
  services ??= createServices(getConfig());
  return services;
}
