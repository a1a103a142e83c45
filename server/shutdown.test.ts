import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createDrain } from "./shutdown";

/**
 * A real HTTP server streaming a "chapter" in slow chunks, and a real
 * client reading it: SIGTERM's drain must let the download finish within
 * the grace period, and cut it once the period is over.
 */
const CHUNKS = 20;
const CHUNK = Buffer.alloc(1024, 7);
let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

async function slowServer(onFirstChunk: () => void) {
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-length": String(CHUNKS * CHUNK.length) });
    let sent = 0;
    const timer = setInterval(() => {
      res.write(CHUNK);
      if (++sent === 1) onFirstChunk();
      if (sent === CHUNKS) {
        clearInterval(timer);
        res.end();
      }
    }, 50);
    res.on("close", () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function download(port: number): Promise<{ bytes: number; complete: boolean }> {
  return new Promise((resolve) => {
    let bytes = 0;
    request({ host: "127.0.0.1", port, path: "/media" }, (res) => {
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ bytes, complete: res.complete }));
      res.on("error", () => resolve({ bytes, complete: false }));
      res.on("aborted", () => resolve({ bytes, complete: false }));
    })
      .on("error", () => resolve({ bytes, complete: false }))
      .end();
  });
}

describe("createDrain", () => {
  it("lets an in-flight download finish within the grace period", async () => {
    let drained: Promise<{ forced: boolean }> | undefined;
    const port = await slowServer(() => (drained = createDrain().drain(server!, 60_000)));
    const result = await download(port);
    expect(result).toEqual({ bytes: CHUNKS * CHUNK.length, complete: true });
    expect(await drained).toEqual({ forced: false });
  });

  it("cuts what is still in flight when the grace period is over", async () => {
    let drained: Promise<{ forced: boolean }> | undefined;
    const port = await slowServer(() => (drained = createDrain().drain(server!, 100)));
    const result = await download(port);
    expect(result.complete).toBe(false);
    expect(result.bytes).toBeLessThan(CHUNKS * CHUNK.length);
    expect(await drained).toEqual({ forced: true });
  });

  it("refuses new connections once draining", async () => {
    const port = await slowServer(() => {});
    const drained = createDrain().drain(server!, 60_000);
    await expect(
      new Promise((resolve, reject) => request({ host: "127.0.0.1", port }, resolve).on("error", reject).end()),
    ).rejects.toThrow(/ECONNREFUSED/);
    expect(await drained).toEqual({ forced: false });
  });
});
