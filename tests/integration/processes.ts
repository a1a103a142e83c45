import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { machineTime } from "../support/machine-time";

/** The repository root (tests/integration/../..). */
export const PROJECT_DIR = resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** Environment for a child: ours without the test runner's database and storage settings, plus `env`. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const name of ["DATABASE_URL", "STORAGE_URL", "SMTP_URL", "DATA_DIR", "PORT", "BASE_URL", "NODE_ENV"]) {
    delete base[name];
  }
  return { ...base, LOG_LEVEL: "error", ...env };
}

interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end. */
function run(command: string, args: string[], options: { cwd: string; env: Record<string, string> }) {
  return new Promise<ProcessResult>((done, fail) => {
    const child = spawn(command, args, { cwd: options.cwd, env: childEnv(options.env) });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout, stderr }));
  });
}

/** `npm run admin|backup|restore -- …` as an operator types it, from another working directory. */
export function runOperator(
  tool: "admin" | "backup" | "restore",
  args: string[],
  options: { cwd: string; env: Record<string, string> },
) {
  return run(process.execPath, [join(PROJECT_DIR, "scripts/operator.mjs"), tool, ...args], options);
}

export interface ChildServer {
  baseUrl: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM, then the exit. */
  stop(): Promise<void>;
}

/**
 * `node /path/to/server.js` started from `/`, the way a service manager
 * starts it; resolves once /healthz answers.
 */
export async function startChildServer(options: {
  env: Record<string, string>;
  serverJs?: string;
  /** The port to wait on; given without `portInEnv`, the server must find it elsewhere (its .env). */
  port?: number;
  portInEnv?: boolean;
}): Promise<ChildServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const portEnv: Record<string, string> = options.portInEnv === false ? {} : { PORT: String(port), BASE_URL: baseUrl };
  const child = spawnServer(options.serverJs, { ...portEnv, ...options.env });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const allowed = machineTime(60_000);
  const deadline = Date.now() + allowed;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer /healthz within ${allowed / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** `node server.js` from `/`, as a service manager starts it. */
export function spawnServer(serverJs = join(PROJECT_DIR, "server.js"), env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [serverJs], { cwd: "/", env: childEnv(env) });
}

/** Waits for a child that is expected to stop by itself (a refused start). */
export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once("exit", (code) => done(code)));
}
