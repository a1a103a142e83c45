import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl on a free port,
 * under a temporary directory removed afterwards), for tests that stop or
 * restart the database. The shared server on 5432 is never touched.
 * PostgreSQL refuses to run as root, so as root the cluster runs as the
 * `postgres` system user.
 */
export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  restart(): void;
  /** Freezes (SIGSTOP) or thaws (SIGCONT) the server and its backends: a database that hangs. */
  freeze(): void;
  thaw(): void;
  remove(): void;
}

/** The postmaster and every process it started. */
/**
 * Sends `signal` to the cluster's processes. The postmaster is stopped first,
 * so that it forks no child the list missed, and continued last, so that no
 * child exits and is reaped before its own signal; a process that has gone
 * anyway needs no signal.
 */
function signalCluster(dataDir: string, signal: "SIGSTOP" | "SIGCONT"): void {
  const pids = clusterPids(dataDir);
  for (const pid of signal === "SIGCONT" ? pids.reverse() : pids) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
    }
  }
}

function clusterPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const children = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // /proc/PID/stat: "pid (comm) state ppid ..."; comm may contain spaces.
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function binDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, "bin", "pg_ctl")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], "bin");
  }
  try {
    const pgCtl = execFileSync("sh", ["-c", "command -v pg_ctl"], { encoding: "utf8" }).trim();
    return pgCtl ? pgCtl.replace(/\/pg_ctl$/, "") : null;
  } catch {
    return null;
  }
}

export function postgresAvailable(): boolean {
  return binDir() !== null;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error("PostgreSQL binaries not found (/usr/lib/postgresql/*/bin or PATH)");
  const root = mkdtempSync(join(tmpdir(), "rerouted-pg-"));
  const data = join(root, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(root, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? ["runuser", "-u", "postgres", "--", join(bin, tool), ...args] : [join(bin, tool), ...args];
    execFileSync(command[0]!, command.slice(1), { stdio: ["ignore", "ignore", "pipe"], timeout: 60_000 });
  };
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => run("pg_ctl", ["-D", data, "-l", join(root, "log"), "-w", ...args]);
  pgCtl("-o", options, "start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => pgCtl("-m", "fast", "stop"),
    start: () => pgCtl("-o", options, "start"),
    restart: () => pgCtl("-m", "fast", "-o", options, "restart"),
    freeze: () => signalCluster(data, "SIGSTOP"),
    thaw: () => signalCluster(data, "SIGCONT"),
    remove() {
      try {
        signalCluster(data, "SIGCONT");
      } catch {
        // Not running.
      }
      try {
        pgCtl("-m", "immediate", "stop");
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
