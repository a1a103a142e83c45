import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresAvailable, startPrivatePostgres, type PrivatePostgres } from "../support/private-postgres";
import { BROWSER_UA } from "./harness";
import { machineTime } from "../support/machine-time";

/**
 * The built server as its own process on a private PostgreSQL cluster,
 * under load from lead forms that behave like the browser's lead queue
 * (an idempotency key per lead, retried until a 2xx). Mid-load the
 * database is stopped for three seconds and started again. The process
 * must survive, answer the outage with quick 503s (never a 500), recover
 * by itself, and no lead may be lost or stored twice.
 */
const CLIENTS = 8;
const LEADS_PER_CLIENT = 25;
const ANSWERS = { "1": "transition", "2": "seeking", "3": "glimpses", "4": "patience", "5": "growing" };

let cluster: PrivatePostgres;
let child: ChildProcess;
let baseUrl = "";
let dataDir = "";
let output = "";
let stdout = "";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  cluster = await startPrivatePostgres();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), "rerouted-pg-restart-"));
  child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      AUTH_SECRET: "restart-test-secret-0123456789-0123456789",
      SEED_DEMO: "0",
      LOG_LEVEL: "info",
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), machineTime(60_000));
    const check = () => {
      if (output.includes('"message":"listening"')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", check);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}, machineTime(120_000));

afterAll(() => {
  child?.kill("SIGKILL");
  cluster?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Tally {
  statuses: Record<number, number>;
  slowestOutageAnswerMs: number;
  networkErrors: number;
  lost: string[];
}

/** Fails at once, with what the server printed last, once its process has ended. */
function assertServerAlive() {
  if (child.exitCode !== null || child.signalCode !== null) {
    throw new Error(
      `the server exited (${child.exitCode ?? child.signalCode}) during the outage; it printed:\n${output.slice(-4_000)}`,
    );
  }
}

/** One visitor's lead queue: each lead is retried with its key until a 2xx, for up to a minute. */
async function submitLeads(client: number, tally: Tally): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < LEADS_PER_CLIENT; i++) {
    const email = `lead-${client}-${i}@example.com`;
    const key = randomUUID();
    const body = JSON.stringify({ name: `Lead ${client}-${i}`, email, answers: ANSWERS });
    const giveUpAt = Date.now() + 60_000;
    for (;;) {
      const started = Date.now();
      try {
        const response = await fetch(`${baseUrl}/api/leads/readiness`, {
          method: "POST",
          body,
          headers: {
            "content-type": "application/json",
            "idempotency-key": key,
            origin: baseUrl,
            "user-agent": BROWSER_UA,
            "x-forwarded-for": `198.51.100.${client + 1}`,
          },
        });
        await response.arrayBuffer();
        tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
        if (response.status === 503) {
          tally.slowestOutageAnswerMs = Math.max(tally.slowestOutageAnswerMs, Date.now() - started);
        }
        if (response.ok) break;
      } catch {
        tally.networkErrors++;
        assertServerAlive();
      }
      if (Date.now() > giveUpAt) {
        tally.lost.push(email);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    emails.push(email);
  }
  return emails;
}

describe.skipIf(!postgresAvailable())("a PostgreSQL outage under load", () => {
  it(
    "keeps the process alive, answers 503 meanwhile, recovers, and loses or doubles no lead",
    { timeout: 240_000 },
    async () => {
      const tally: Tally = { statuses: {}, slowestOutageAnswerMs: 0, networkErrors: 0, lost: [] };
      const load = Promise.all(Array.from({ length: CLIENTS }, (_, client) => submitLeads(client, tally)));

      // Once the load is flowing, take the database away for three seconds.
      const firstWrites = Date.now() + 30_000;
      while ((tally.statuses[201] ?? 0) < CLIENTS && Date.now() < firstWrites) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      cluster.stop();
      const outageStarted = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      cluster.start();
      const outageMs = Date.now() - outageStarted;

      const emails = (await load).flat();
      expect(child.exitCode).toBeNull();
      const health = await fetch(`${baseUrl}/healthz`);
      expect(health.status).toBe(200);

      const db = new pg.Client({ connectionString: cluster.url });
      await db.connect();
      const { rows } = await db.query<{ email: string; n: number }>(
        "select email, count(*)::int as n from assessment_leads group by email",
      );
      await db.end();
      const stored = new Map(rows.map((row) => [row.email, row.n]));
      const lost = emails.filter((email) => !stored.has(email));
      const duplicated = rows.filter((row) => row.n > 1);

      console.log(
        `PostgreSQL down ${outageMs} ms under load: ${emails.length} leads, lost ${lost.length}, duplicated ${duplicated.length}; ` +
          `answers ${JSON.stringify(tally.statuses)}, network errors ${tally.networkErrors}, ` +
          `slowest 503 ${tally.slowestOutageAnswerMs} ms`,
      );
      expect(tally.lost).toEqual([]);
      expect(lost).toEqual([]);
      expect(duplicated).toEqual([]);
      expect(tally.statuses[500] ?? 0).toBe(0);
      expect(tally.statuses[503] ?? 0).toBeGreaterThan(0);

      // The outage and the recovery are in the log, as JSON lines only.
      const lines = stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { message: string });
      expect(lines.map((line) => line.message)).toEqual(
        expect.arrayContaining(["database unreachable; answering 503 until it is back", "database reachable again"]),
      );
    },
  );

  it("answers /healthz within its 1.5 s check timeout while the database hangs", { timeout: 60_000 }, async () => {
    cluster.freeze();
    try {
      const started = Date.now();
      const response = await fetch(`${baseUrl}/healthz`);
      const elapsed = Date.now() - started;
      const body = (await response.json()) as { status: string; checks: { database: string } };
      console.log(`/healthz with a frozen PostgreSQL answered ${response.status} in ${elapsed} ms`);
      expect(response.status).toBe(503);
      expect(body).toMatchObject({ status: "unavailable", checks: { database: "timeout", storage: "ok" } });
    } finally {
      cluster.thaw();
    }
    // And it recovers once the database answers again.
    await expect.poll(async () => (await fetch(`${baseUrl}/healthz`)).status, { timeout: 30_000 }).toBe(200);
    expect(child.exitCode).toBeNull();
  });
});
