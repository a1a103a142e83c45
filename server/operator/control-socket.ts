import { rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { join } from "node:path";
import type { Services } from "~/services.server";
import { runWithServices, type OperatorResult } from "./run-command";

/**
 * The embedded database can be opened by one process only, so while the
 * server runs on PGlite, `npm run backup` and `npm run admin` hand their
 * command to it over a Unix socket in DATA_DIR (readable by the owner
 * only, like the data itself) and print its answer.
 */
export const controlSocketPath = (dataDir: string) => join(dataDir, "control.sock");

interface ControlRequest {
  tool: "admin" | "backup";
  args: string[];
  cwd: string;
}

const MAX_REQUEST_BYTES = 64 * 1024;

function isControlRequest(value: unknown): value is ControlRequest {
  const v = value as ControlRequest;
  return (
    typeof v === "object" &&
    v !== null &&
    (v.tool === "admin" || v.tool === "backup") &&
    Array.isArray(v.args) &&
    v.args.every((a) => typeof a === "string") &&
    typeof v.cwd === "string"
  );
}

export async function listenForOperatorCommands(services: Services): Promise<Server | null> {
  const path = controlSocketPath(services.config.dataDir);
  // A socket file left by a process that was killed would refuse the bind.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES) return socket.destroy();
      const end = received.indexOf("\n");
      if (end < 0) return;
      socket.pause();
      let request: unknown;
      try {
        request = JSON.parse(received.slice(0, end));
      } catch {
        request = null;
      }
      const answer: Promise<OperatorResult> = isControlRequest(request)
        ? runWithServices(services, request.tool, request.args, request.cwd)
        : Promise.resolve({ code: 2, out: [], err: ["malformed request"] });
      void answer.then((result) => socket.end(`${JSON.stringify(result)}\n`));
    });
  });
  // Created owner-only from the start (not chmod-ed after, which leaves a moment open).
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(path, () => resolve());
    });
  } catch (error) {
    services.log.error("operator socket unavailable: npm run backup / admin need the server stopped", {
      path,
      error: (error as Error).message,
    });
    return null;
  } finally {
    process.umask(umask);
  }
  return server;
}

/** The running server's answer, or null when no server listens on this DATA_DIR. */
export function sendToRunningServer(dataDir: string, request: ControlRequest): Promise<OperatorResult | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(controlSocketPath(dataDir));
    let received = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("end", () => {
      try {
        resolve(JSON.parse(received) as OperatorResult);
      } catch {
        reject(new Error("The running server gave no answer"));
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(null);
      else reject(error);
    });
  });
}
