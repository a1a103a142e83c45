import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exitOf, freePort, PROJECT_DIR, spawnServer, startChildServer } from "./processes";
import { machineTime } from "../support/machine-time";

/**
 * The project's `.env`, read by `node server.js` started from `/`. The
 * project here is a copy of this one (server.js, package.json and the build
 * copied; the rest linked), so each test can write its own `.env`.
 */
let project: string;
const serverJs = () => join(project, "server.js");

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "rerouted-project-"));
  for (const file of ["server.js", "package.json"]) cpSync(join(PROJECT_DIR, file), join(project, file));
  cpSync(join(PROJECT_DIR, "build"), join(project, "build"), { recursive: true });
  for (const dir of ["node_modules", "drizzle", "seed"]) symlinkSync(join(PROJECT_DIR, dir), join(project, dir));
});
afterAll(() => rmSync(project, { recursive: true, force: true, maxRetries: 5 }));

function writeEnvFile(lines: string[]) {
  writeFileSync(join(project, ".env"), `# written by the test\n${lines.join("\n")}\n`);
}

/** Output of a start that must fail. */
async function refusedStart(): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(serverJs());
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await exitOf(child);
  return { code, output };
}

describe("the project's .env", () => {
  it("is applied at start, and the default DATA_DIR is the project's data/ whatever the working directory", async () => {
    const port = await freePort();
    writeEnvFile([`PORT=${port}`, `BASE_URL=http://127.0.0.1:${port}`, "SEED_DEMO=0", "LOG_LEVEL=error"]);
    const server = await startChildServer({ env: {}, serverJs: serverJs(), port, portInEnv: false });
    try {
      const health = await fetch(`${server.baseUrl}/healthz`);
      expect(await health.json()).toMatchObject({ status: "ok", database: "pglite" });
      expect(existsSync(join(project, "data", "pglite", "PG_VERSION"))).toBe(true);
    } finally {
      await server.stop();
    }
  }, machineTime(120_000));

  it("gives way to the environment", async () => {
    const [filePort, envPort] = [await freePort(), await freePort()];
    writeEnvFile([`PORT=${filePort}`, "SEED_DEMO=0", "LOG_LEVEL=error"]);
    const server = await startChildServer({
      env: { PORT: String(envPort) },
      serverJs: serverJs(),
      port: envPort,
      portInEnv: false,
    });
    try {
      expect((await fetch(`http://127.0.0.1:${envPort}/healthz`)).status).toBe(200);
      await expect(fetch(`http://127.0.0.1:${filePort}/healthz`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  }, machineTime(120_000));

  it.each([
    ["PORT=seventy", /PORT: /],
    ["ADMIN_EMAILS=owner", /ADMIN_EMAILS(\.0)?: ADMIN_EMAILS must be a comma-separated list of emails/],
    ["AUTH_SECRET=short", /AUTH_SECRET: AUTH_SECRET must be at least 32 characters/],
  ])(
    "with an invalid value (%s) stops the start, naming the variable",
    async (line, message) => {
      writeEnvFile([line]);
      const { code, output } = await refusedStart();
      expect(code).toBe(1);
      expect(output).toMatch(message);
      expect(output).toContain(`(read from ${join(project, ".env")}: ${line.split("=")[0]})`);
      expect(output).not.toMatch(/\n\s+at /);
    },
    machineTime(60_000),
  );
});
