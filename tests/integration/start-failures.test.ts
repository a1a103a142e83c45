import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteDirectory } from "../../app/db/client.server";
import { copyMigratedTemplate } from "../../app/db/test-template";
import { machineTime } from "../support/machine-time";
import { exitOf, spawnServer } from "./processes";

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

describe("a start on a port another process holds", () => {
  it(
    "exits 1 within 5 s, naming the port, and never says it is listening",
    async () => {
      const started = performance.now();
      const child = spawnServer(undefined, {
        PORT: String(port),
        BASE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        SEED_DEMO: "0",
        LOG_LEVEL: "info",
      });
      let output = "";
      child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const allowed = machineTime(5_000);
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<"still running">(
        (done) => (timer = setTimeout(() => done("still running"), allowed)),
      );
      const code = await Promise.race([exitOf(child), deadline]).finally(() => clearTimeout(timer));
      if (code === "still running") child.kill("SIGKILL");

      expect(code, output).toBe(1);
      expect(performance.now() - started).toBeLessThan(allowed);
      const failures = output.split("\n").filter((line) => line.includes('"level":"error"'));
      expect(failures).toHaveLength(1);
      expect(JSON.parse(failures[0]!)).toMatchObject({
        message: `cannot start: port ${port} is already in use (EADDRINUSE)`,
      });
      expect(output).not.toContain('"message":"listening"');
    },
    machineTime(30_000),
  );
});
