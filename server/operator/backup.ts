import { spawn } from "node:child_process";
import { createReadStream, existsSync } from "node:fs";
import { chmod, copyFile, cp, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import pg from "pg";
import type { Config } from "~/config.server";
import { pgliteDirectory, restorePgliteDataDir } from "~/db/client.server";
import type { Services } from "~/services.server";
import { createStorage } from "~/storage/storage.server";
import { OperatorError } from "./admin-commands";
import { defaultBackupName } from "./commands";

/**
 * `npm run backup` writes one folder:
 *   manifest.json       what it holds (read by restore)
 *   database.tar.gz     PGlite: the data directory, dumped by the process that has it open
 *   database.pgdump     PostgreSQL: pg_dump's custom format
 *   uploads/            the uploaded files, when they are stored locally (DATA_DIR/uploads)
 *   auth-secret         PGlite without AUTH_SECRET: the generated secret two-factor keys are encrypted with
 * The database is dumped first, then the files: uploads are written under
 * new keys and never changed, so every file a dumped row names is copied.
 */
const BACKUP_FORMAT = 1;

interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  driver: "pglite" | "postgres";
  database: "database.tar.gz" | "database.pgdump";
  uploads: number;
  authSecret: boolean;
}

const UPLOADS = "uploads";
/** An upload still being written (local storage writes beside the target, then renames). */
const isPartialUpload = (path: string) => /\.partial-\d+-\d+$/.test(path);

async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !isPartialUpload(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

async function isEmptyDirectory(path: string): Promise<boolean> {
  if (!existsSync(path)) return true;
  return (await readdir(path)).length === 0;
}

/** Runs pg_dump / pg_restore with the password in the environment, not on the command line (`ps` shows that). */
function runPgTool(tool: "pg_dump" | "pg_restore", databaseUrl: string, args: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return new Promise((resolvePromise, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new OperatorError(
              `${tool} is not installed (Debian: apt-get install postgresql-client, the server's major version or newer)`,
            )
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolvePromise() : reject(new OperatorError(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

export async function createBackup(services: Services, targetArg: string | undefined, cwd: string): Promise<string[]> {
  const { config, database } = services;
  const target = resolve(cwd, targetArg ?? defaultBackupName(new Date()));
  if (!(await isEmptyDirectory(target))) throw new OperatorError(`${target} already exists and is not empty`);
  // The backup holds password hashes and secrets: only its owner reads it.
  await mkdir(target, { recursive: true, mode: 0o700 });
  await chmod(target, 0o700);
  try {
    let databaseFile: BackupManifest["database"];
    if (database.driver === "pglite") {
      if (!database.dumpDataDir) throw new Error("this PGlite database cannot be dumped");
      databaseFile = "database.tar.gz";
      const archive = await database.dumpDataDir();
      await writeFile(join(target, databaseFile), Buffer.from(await archive.arrayBuffer()), { mode: 0o600 });
    } else {
      databaseFile = "database.pgdump";
      await runPgTool("pg_dump", config.databaseUrl!, ["--format=custom", `--file=${join(target, databaseFile)}`]);
    }

    let uploads: string[] = [];
    if (!config.storageUrl) {
      const source = join(config.dataDir, UPLOADS);
      uploads = await listFiles(source);
      for (const file of uploads) {
        await mkdir(join(target, UPLOADS, file, ".."), { recursive: true });
        // A file removed since the dump (a discarded upload) is no loss: nothing points at it any more.
        await copyFile(join(source, file), join(target, UPLOADS, file)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== "ENOENT") throw error;
        });
      }
    }

    const secretFile = join(config.dataDir, "auth-secret");
    const authSecret = database.driver === "pglite" && existsSync(secretFile);
    if (authSecret) await copyFile(secretFile, join(target, "auth-secret"));

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      driver: database.driver,
      database: databaseFile,
      uploads: uploads.length,
      authSecret,
    };
    await writeFile(join(target, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const size = (await stat(join(target, databaseFile))).size;
    return [
      `Backup written to ${target}`,
      `  database: ${database.driver}, ${databaseFile}, ${(size / 1_048_576).toFixed(1)} MB`,
      config.storageUrl
        ? "  uploads: in the S3 bucket (STORAGE_URL), not copied: back the bucket up with its own tools"
        : `  uploads: ${uploads.length} file(s)`,
    ];
  } catch (error) {
    await rm(target, { recursive: true, force: true });
    throw error;
  }
}

async function readManifest(source: string): Promise<BackupManifest> {
  const text = await readFile(join(source, "manifest.json"), "utf8").catch(() => {
    throw new OperatorError(`${source} is not a Rerouted backup (no manifest.json)`);
  });
  const manifest = JSON.parse(text) as Partial<BackupManifest>;
  if (manifest.format !== BACKUP_FORMAT || (manifest.driver !== "pglite" && manifest.driver !== "postgres")) {
    throw new OperatorError(`${source}/manifest.json is not a backup this version can restore`);
  }
  return manifest as BackupManifest;
}

async function postgresIsEmpty(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return result.rows[0]?.n === 0;
  } finally {
    await client.end();
  }
}

/**
 * `npm run restore -- <backup>`: into an empty DATA_DIR (PGlite) or an empty
 * database (DATABASE_URL), with the uploads into DATA_DIR/uploads or, when
 * STORAGE_URL is set, into the bucket. Refuses anything not empty.
 */
export async function restoreBackup(config: Config, sourceArg: string, cwd: string): Promise<string[]> {
  const source = resolve(cwd, sourceArg);
  const manifest = await readManifest(source);
  const driver = config.databaseUrl ? "postgres" : "pglite";
  if (manifest.driver !== driver) {
    throw new OperatorError(
      `This backup is of a ${manifest.driver} database; restore it with ${manifest.driver === "postgres" ? "DATABASE_URL set" : "DATABASE_URL unset (embedded PGlite)"}`,
    );
  }
  const localUploads = join(config.dataDir, UPLOADS);
  if (!config.storageUrl && (await listFiles(localUploads)).length > 0) {
    throw new OperatorError(`${localUploads} is not empty: restore into an empty DATA_DIR`);
  }

  const lines: string[] = [];
  if (driver === "pglite") {
    if (!(await isEmptyDirectory(pgliteDirectory(config.dataDir)))) {
      throw new OperatorError(
        `${pgliteDirectory(config.dataDir)} already holds a database: restore into an empty DATA_DIR`,
      );
    }
    const archive = await readFile(join(source, manifest.database));
    await restorePgliteDataDir(config.dataDir, new Blob([archive]));
    if (manifest.authSecret) {
      await copyFile(join(source, "auth-secret"), join(config.dataDir, "auth-secret"));
      await chmod(join(config.dataDir, "auth-secret"), 0o600);
    }
    lines.push(`Database restored into ${pgliteDirectory(config.dataDir)}`);
  } else {
    if (!(await postgresIsEmpty(config.databaseUrl!))) {
      throw new OperatorError("The database at DATABASE_URL has tables: restore into an empty database");
    }
    await runPgTool("pg_restore", config.databaseUrl!, [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      join(source, manifest.database),
    ]);
    lines.push("Database restored into DATABASE_URL (use the AUTH_SECRET the backed-up site used)");
  }

  const files = await listFiles(join(source, UPLOADS));
  if (config.storageUrl) {
    const storage = await createStorage({ storageUrl: config.storageUrl, dataDir: config.dataDir });
    for (const file of files) {
      await storage.put(file.split(sep).join("/"), createReadStream(join(source, UPLOADS, file)));
    }
    lines.push(`Uploads: ${files.length} file(s) put into the bucket at STORAGE_URL`);
  } else {
    if (files.length > 0) await cp(join(source, UPLOADS), localUploads, { recursive: true });
    lines.push(`Uploads: ${files.length} file(s) restored into ${localUploads}`);
  }
  return lines;
}
