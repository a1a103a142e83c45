// Starts the built server (node server.js) for a benchmark on a free port
// with an empty database: embedded PGlite in a temp dir, or a fresh
// PostgreSQL database when BENCH_DATABASE_URL names a server.
// BENCH_NODE_ARGS adds options to the server's node, e.g.
// "--cpu-prof --cpu-prof-dir=/tmp/profiles" for a profile of the run;
// BENCH_SERVER_DIR runs the server.js (and build) of another checkout, for
// a before/after comparison in one run.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * `postgresUrl` picks the database (default BENCH_DATABASE_URL; an empty
 * string is embedded PGlite), so one script can alternate between the two.
 * `instances` (PostgreSQL only) starts that many servers on the database and
 * data folder, each on its own port, as behind a load balancer; `env.BASE_URL`
 * then names the balancer's public address.
 */
export async function startBenchServer(
  env = {},
  { postgresUrl = process.env.BENCH_DATABASE_URL ?? "", instances = 1 } = {},
) {
  if (instances > 1 && !postgresUrl) throw new Error("several instances share a PostgreSQL database, not PGlite");
  const ports = [];
  for (let i = 0; i < instances; i += 1) ports.push(await freePort());
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
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const spawnServer = async (port) => {
    const ownUrl = `http://127.0.0.1:${port}`;
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, "server.js"], {
      cwd: process.env.BENCH_SERVER_DIR || undefined,
      env: {
        ...process.env,
        PORT: String(port),
        BASE_URL: ownUrl,
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
      const healthy = await fetch(`${ownUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return child;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const stopServer = async (child) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  // One after another: the first migrates (and seeds) the database the others start on.
  const spawnAll = async () => {
    const started = [];
    for (const port of ports) started.push(await spawnServer(port));
    return started;
  };
  let children = await spawnAll();
  return {
    baseUrl: urls[0],
    /** Each instance's own address. */
    urls,
    ports,
    get pid() {
      return children[0].pid;
    },
    get pids() {
      return children.map((child) => child.pid);
    },
    dataDir,
    databaseUrl,
    database: databaseUrl ? "PostgreSQL" : "embedded PGlite",
    /**
     * New processes on the same ports and database, as after a deploy;
     * `between` runs while no server holds the database (PGlite's folder is
     * free to open).
     */
    async restart(between) {
      for (const child of children) await stopServer(child);
      await between?.();
      children = await spawnAll();
    },
    async stop() {
      for (const child of children) await stopServer(child);
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
 * Sells an offer through Stripe at `stripePriceId`, granting `grants` (product
 * ids), as the Offers tab saves it; run while no server holds the database
 * (inside `restart`), since the servers read their offers at start.
 */
export async function sellThroughStripe(server, offerId, { stripePriceId, grants = [] }) {
  const offer = { provider: "stripe", stripePriceId, grants };
  const insert = `insert into site_settings (key, value) values ($1, $2)
    on conflict (key) do update set value = excluded.value`;
  const values = [`offer:${offerId}`, JSON.stringify(offer)];
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    await client.query(insert, values);
    await client.end();
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = new PGlite(join(server.dataDir, "pglite"));
    await db.query(insert, values);
    await db.close();
  }
}

/** Signs an account in with its password: the session cookie to send with its requests. */
export async function signIn(baseUrl, { email, password, userAgent }) {
  const login = await fetch(`${baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: baseUrl, "user-agent": userAgent, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }),
  });
  if (login.status !== 302 && login.status !== 303) throw new Error(`signing ${email} in answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * Signs the demo reader in (the server started with `DEMO_PASSWORD: password`): their
 * session cookie, a fetcher of pages with it, and the player page of their audiobook.
 */
export async function demoReader(server, { password, userAgent }) {
  const cookie = await signIn(server.baseUrl, { email: "reader@example.com", password, userAgent });
  const page = (path) =>
    fetch(`${server.baseUrl}${path}`, { headers: { cookie, "user-agent": userAgent } }).then((r) => r.text());
  const audiobookPath = /href="(\/product\/[0-9a-f-]{36})"[^>]*>Rerouted: The Audiobook</.exec(
    await page("/dashboard"),
  )?.[1];
  if (!audiobookPath) throw new Error("the demo reader's audiobook is not in the library");
  return { cookie, page, audiobookPath };
}

/**
 * The owner's email platform, taking every lead event with 204, so the
 * server's lead worker delivers during a run: its webhook settings.
 */
export async function startLeadsPlatform() {
  const platform = createHttpServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise((resolve) => platform.listen(0, "127.0.0.1", resolve));
  return {
    env: {
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${platform.address().port}/leads`,
      LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 1).toString("base64")}`,
    },
    close: () => new Promise((resolve) => platform.close(resolve)),
  };
}
