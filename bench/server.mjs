// Starts the built server (node server.js) for a benchmark on a free port
// with an empty database: embedded PGlite in a temp dir, or a fresh
// PostgreSQL database when BENCH_DATABASE_URL names a server.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** RSS and its high-water mark of a process, in MB (Linux). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/** Starts a new high-water mark (Linux), so a peak under load is not the start-up's (a new database's initdb). */
export function resetPeakMemory(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * `postgresUrl` picks the database (default BENCH_DATABASE_URL; an empty
 * string is embedded PGlite), so one script can alternate between the two.
 */
export async function startBenchServer(env = {}, { postgresUrl = process.env.BENCH_DATABASE_URL ?? "" } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "rerouted-bench-"));
  let databaseUrl = "";
  let dbName = "";
  if (postgresUrl) {
    dbName = `rerouted_bench_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const spawnServer = async () => {
    const child = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        PORT: String(port),
        BASE_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: "bench-secret-0123456789-0123456789-012345",
        LOG_LEVEL: "error",
        SEED_DEMO: "0",
        ...env,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    // Up once it answers its health check (the "running" line is printed for terminals only).
    let exited = null;
    child.on("exit", (code) => (exited = code));
    child.stdout.resume();
    for (const started = Date.now(); ;) {
      if (exited !== null) throw new Error(`server exited with ${exited}`);
      if (Date.now() - started > 60_000) throw new Error("server did not start");
      const healthy = await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return child;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const stopServer = async (child) => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  };
  let child = await spawnServer();
  return {
    baseUrl,
    get pid() {
      return child.pid;
    },
    dataDir,
    databaseUrl,
    database: databaseUrl ? "PostgreSQL" : "embedded PGlite",
    /**
     * A new process on the same port and database, as after a deploy;
     * `between` runs while no server holds the database (PGlite's folder is
     * free to open).
     */
    async restart(between) {
      await stopServer(child);
      await between?.();
      child = await spawnServer();
    },
    async stop() {
      await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName) {
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        await admin.query(`drop database if exists ${dbName} with (force)`);
        await admin.end();
      }
    },
  };
}

/**
 * Signs the demo reader in (the server started with `DEMO_PASSWORD: password`): their
 * session cookie, a fetcher of pages with it, and the player page of their audiobook.
 */
export async function demoReader(server, { password, userAgent }) {
  const login = await fetch(`${server.baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.baseUrl, "user-agent": userAgent, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "reader@example.com", password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const page = (path) =>
    fetch(`${server.baseUrl}${path}`, { headers: { cookie, "user-agent": userAgent } }).then((r) => r.text());
  const audiobookPath = /href="(\/product\/[0-9a-f-]{36})"[^>]*>Rerouted: The Audiobook</.exec(
    await page("/dashboard"),
  )?.[1];
  if (!audiobookPath) throw new Error("the demo reader's audiobook is not in the library");
  return { cookie, page, audiobookPath };
}
