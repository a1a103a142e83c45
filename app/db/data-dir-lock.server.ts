import { createHash } from "node:crypto";
import { realpathSync } from "node:fs";
import { unlink } from "node:fs/promises";
import { connect, createServer, type Server } from "node:net";
import { join } from "node:path";

/**
 * The embedded database may be opened by one process only: a second PGlite
 * on the same folder would serve from its own copy of the pages and its
 * writes would vanish. The lock is a Unix socket in the folder, listened
 * on by the owner: the kernel refuses a second listener, and a process
 * that dies stops answering at once, so a crash never leaves a lock to
 * clean up by hand. A caller connecting to it reads the owner's pid.
 */
export class DataDirLockedError extends Error {}

const SOCKET_NAME = ".rerouted.lock";
/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH = 100;

/**
 * The socket's address: a file in the folder, or, for a folder path too
 * long for a socket, a name in Linux's abstract namespace derived from the
 * folder's real path (same guarantee within one host's network namespace).
 */
function socketAddress(dir: string): { path: string; file: boolean } {
  const path = join(dir, SOCKET_NAME);
  if (Buffer.byteLength(path) <= MAX_SOCKET_PATH || process.platform !== "linux") return { path, file: true };
  const id = createHash("sha256").update(realpathSync(dir)).digest("hex").slice(0, 32);
  return { path: `\0rerouted-data-dir-${id}`, file: false };
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** The pid the owner answers with, or null when nothing listens (a crashed owner's leftover). */
function ownerPid(path: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect(path);
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("end", () => resolve(answer.trim() || "unknown"));
    socket.on("error", () => resolve(null));
    socket.setTimeout(2_000, () => {
      socket.destroy();
      resolve("unknown");
    });
  });
}

export async function lockDataDir(dir: string): Promise<{ release(): Promise<void> }> {
  const { path, file } = socketAddress(dir);
  const server = createServer((socket) => socket.end(`${process.pid}\n`));
  try {
    await listen(server, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    const pid = await ownerPid(path);
    if (pid !== null || !file) {
      throw new DataDirLockedError(
        `DATA_DIR ${dir} is in use by another Rerouted process (pid ${pid}). The embedded database allows one process per folder: stop the other one, choose another DATA_DIR, or set DATABASE_URL to share a PostgreSQL.`,
      );
    }
    // Left by a process that died: nothing answers, so take it over.
    await unlink(path);
    await listen(server, path);
  }
  // The lock must not keep the process alive on its own.
  server.unref();
  return {
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
