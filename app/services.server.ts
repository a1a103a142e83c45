import { getConfig, type Config } from "~/config.server";
import { openDatabase, type Database, type DatabaseTarget, type Db } from "~/db/client.server";
import { builtTemplate } from "~/db/database-template";
import { syncAllProductDurations } from "~/db/product-durations.server";
import { seedDemo } from "~/demo-seed.server";
import { ensureAdmins, removeUnprovenAdmins } from "~/features/auth/accounts.server";
import { createAuth, type Auth } from "~/features/auth/auth.server";
import { createSiteContentStore, type SiteContentStore } from "~/lib/site-content.server";
import { asyncStdout, createLogger, type Logger } from "~/logger.server";
import { createStorage, type Storage } from "~/storage/storage.server";

/** Everything a request needs from the outside world, created once per process. */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  storage: Storage;
  log: Logger;
  /** The owner's settings and offers, shared by every page (admin Site and Offers tabs). */
  siteContent: SiteContentStore;
}

function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: config.dataDir, template: builtTemplate };
}

let logger: Logger | undefined;

/** The process's logger; available before the database is open. */
export function getLogger(): Logger {
  logger ??= createLogger(getConfig().logLevel);
  return logger;
}

/**
 * The server process logs to standard output's descriptor asynchronously
 * (logger.server.ts); in-process tests keep process.stdout, which they read.
 * Called before the first line is logged.
 */
export function logAsynchronously(): void {
  logger = createLogger(getConfig().logLevel, asyncStdout());
}

/**
 * Opens the database (migrating it) and the other services, without the
 * boot tasks below: the operator's command line uses this directly.
 */
export async function openServices(config: Config, log: Logger = getLogger()): Promise<Services> {
  const storage = await createStorage({ storageUrl: config.storageUrl, dataDir: config.dataDir });
  const database = await openDatabase(databaseTarget(config), log);
  log.info("database ready", { database: database.description });
  const db = database.db;
  const auth = createAuth({ db, config });
  const siteContent = createSiteContentStore({ db, onError: (message) => log.error(message) });
  return { config, database, db, auth, storage, log, siteContent };
}

async function createServices(config: Config): Promise<Services> {
  const services = await openServices(config);
  const { db, storage, log } = services;
  const demoted = await removeUnprovenAdmins(db);
  if (demoted > 0) {
    log.warn("admin rights removed from accounts whose address was never proven (made by an older release)", {
      count: demoted,
    });
  }
  const promoted = await ensureAdmins(db, config.adminEmails);
  if (promoted > 0) log.info("admin rows added for ADMIN_EMAILS accounts", { count: promoted });
  if (config.seedDemo) await seedDemo({ db, storage, config, log });
  await syncAllProductDurations(db);
  await services.siteContent.fresh();
  return services;
}

let services: Promise<Services> | undefined;

/** The process's services; the first call opens the database and migrates. */
export function getServices(): Promise<Services> {
  services ??= createServices(getConfig());
  return services;
}
