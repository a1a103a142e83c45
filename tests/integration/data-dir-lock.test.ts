import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { machineTime } from "../support/machine-time";

/**
 * Two processes on one DATA_DIR with the embedded database: the first
 * serves, the second exits non-zero with a message that says why.
 */
const dataDir = mkdtempSync(join(tmpdir(), "rerouted-locked-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      LOG_LEVEL: "info",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port, exited, output: () => output };
}

describe("the embedded database's DATA_DIR lock", () => {
  it("lets one process serve and makes a second one exit with a clear message", { timeout: machineTime(120_000) }, async () => {
    const first = await startServer();
    await expect.poll(first.output, { timeout: machineTime(60_000) }).toContain('"message":"listening"');

    const second = await startServer();
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir} is in use by another Rerouted process (pid ${first.child.pid})`,
    );
    expect(second.output()).not.toContain('"message":"listening"');

    // The first one still serves.
    expect((await fetch(`http://127.0.0.1:${first.port}/healthz`)).status).toBe(200);
  });
});
