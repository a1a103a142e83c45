import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import S3rver from "s3rver";

/**
 * The S3 server integration tests talk to: a real Ceph Object Gateway
 * (radosgw, which verifies every SigV4 signature) started by
 * `tests/support/s3-ceph.sh` when its Debian packages are installed and we
 * run as root (CI installs them); s3rver otherwise, which does not check
 * signatures. Both serve the bucket `rerouted-test`.
 */
export interface S3Peer {
  kind: "radosgw" | "s3rver";
  /** STORAGE_URL for the bucket. */
  url: string;
  stop(): Promise<void>;
}

const SCRIPT = join(import.meta.dirname, "s3-ceph.sh");

function cephAvailable(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync("sh", ["-c", "command -v radosgw && command -v ceph-mon && command -v ceph-osd"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startS3Peer(): Promise<S3Peer> {
  if (cephAvailable()) {
    const dir = mkdtempSync("/tmp/rerouted-ceph-");
    const { stdout } = await promisify(execFile)(SCRIPT, ["start", dir, String(await freePort())], {
      timeout: 150_000,
    });
    return {
      kind: "radosgw",
      url: stdout.trim().split("\n").at(-1)!,
      stop: async () => {
        await promisify(execFile)(SCRIPT, ["stop", dir], { timeout: 60_000 }).catch(() => {});
      },
    };
  }
  const directory = mkdtempSync(join(tmpdir(), "rerouted-s3rver-"));
  const s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: "rerouted-test" }] });
  const { port } = await s3.run();
  return {
    kind: "s3rver",
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/rerouted-test?region=us-east-1`,
    stop: async () => {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A TCP relay in front of the S3 server that shows each connection the app opens and when it closes. */
export interface TcpRelay {
  port: number;
  connections: { bytesDown: number; closed: boolean }[];
  close(): Promise<void>;
}

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const connections: TcpRelay["connections"] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const record = { bytesDown: 0, closed: false };
    connections.push(record);
    const upstream = connect(target);
    sockets.add(client).add(upstream);
    upstream.on("data", (chunk: Buffer) => (record.bytesDown += chunk.length));
    client.pipe(upstream).pipe(client);
    const end = () => {
      record.closed = true;
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
