import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteDirectory } from "../../app/db/client.server";
import { copyMigratedTemplate } from "../../app/db/database-template";
import { machineTime } from "../support/machine-time";
import { exitOf, freePort, spawnServer } from "./processes";

/**
 * A start that cannot serve exits non-zero with one line naming the cause,
 * so a service manager's Restart=on-failure sees it (issue 42): before, a
 * server on a taken port logged "listening", held no socket and stayed up.
 */
const dataDir = mkdtempSync(join(tmpdir(), "rerouted-port-taken-"));
let holder: Server;
let port: number;

beforeAll(async () => {
  // A migrated database, so the start's time is its own and not a first initdb's.
  await copyMigratedTemplate(pgliteDirectory(dataDir));
  holder = createServer();
  await new Promise<void>((done) => holder.listen(0, done));
  port = (holder.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((done) => holder.close(done));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `node server.js` with `env`; its exit code (or "still running" past `allowed` ms), output and time taken. */
async function refusedStart(env: Record<string, string>, allowed: number) {
  const started = performance.now();
  const child = spawnServer(undefined, { SEED_DEMO: "0", LOG_LEVEL: "info", ...env });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"still running">((done) => (timer = setTimeout(() => done("still running"), allowed)));
  const code = await Promise.race([exitOf(child), deadline]).finally(() => clearTimeout(timer));
  if (code === "still running") child.kill("SIGKILL");
  const errors = output.split("\n").filter((line) => line.includes('"level":"error"'));
  return { code, output, errors, took: performance.now() - started };
}

describe("a start that cannot serve", () => {
  it(
    "on a port another process holds exits 1 within 5 s, naming the port, and never says it is listening",
    async () => {
      const allowed = machineTime(5_000);
      const start = await refusedStart(
        { PORT: String(port), BASE_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir },
        allowed,
      );
      expect(start.code, start.output).toBe(1);
      expect(start.took).toBeLessThan(allowed);
      expect(start.errors).toHaveLength(1);
      expect(JSON.parse(start.errors[0]!)).toMatchObject({
        message: `cannot start: port ${port} is already in use (EADDRINUSE)`,
      });
      expect(start.output).not.toContain('"message":"listening"');
    },
    machineTime(30_000),
  );

  it(
    "with a PostgreSQL that does not answer exits 1, naming its host and never its password",
    async () => {
      const [appPort, nobody] = [await freePort(), await freePort()];
      const start = await refusedStart(
        {
          PORT: String(appPort),
          BASE_URL: `http://127.0.0.1:${appPort}`,
          DATABASE_URL: `postgres://rerouted:pg-secret-word@127.0.0.1:${nobody}/rerouted`,
          AUTH_SECRET: "a".repeat(32),
          DATA_DIR: dataDir,
        },
        machineTime(15_000),
      );
      expect(start.code, start.output).toBe(1);
      expect(start.errors).toHaveLength(1);
      expect(JSON.parse(start.errors[0]!).message).toMatch(
        new RegExp(`^cannot start: the database at 127\\.0\\.0\\.1:${nobody} does not answer \\(.*ECONNREFUSED`),
      );
      expect(start.output).not.toContain("pg-secret-word");
      expect(start.output).not.toContain('"message":"listening"');
    },
    machineTime(30_000),
  );
});
