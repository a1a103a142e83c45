import { request } from "node:http";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audioChapters, authUsers, productAccess, products } from "../../app/db/schema";
import { createS3Storage, parseStorageUrl } from "../../app/storage/s3-storage.server";
import { signS3Request } from "../../app/storage/s3-signature.server";
import { StorageUnavailableError } from "../../app/storage/storage.server";
import { signMediaToken } from "../../app/features/player/media-token.server";
import { startS3Peer, startTcpRelay, type S3Peer, type TcpRelay } from "../support/s3-peer";
import { signUp, startTestServer, type TestServer } from "./harness";

// The media route on the S3 backend against a real S3 server (Ceph's
// radosgw when installed, which checks every signature; s3rver otherwise),
// through a TCP relay that shows the app's upstream connections: ranges
// become ranged GETs and stream through; an aborted download closes its
// upstream connection at once; a missing bucket is a 503, not a 404.
let peer: S3Peer;
let relay: TcpRelay;
let server: TestServer;
let storageUrl = "";
let cookie = "";
let chapterId = "";
let bigChapterId = "";
let grant = { userId: "", productId: "" };
const keys: string[] = [];
const MEDIA = Buffer.from(Array.from({ length: 5_000 }, (_, i) => (i * 13 + (i >> 8)) & 255));
const BIG = Buffer.alloc(8 * 1024 * 1024, 0x5a);

beforeAll(async () => {
  peer = await startS3Peer();
  const direct = new URL(peer.url);
  relay = await startTcpRelay({ host: direct.hostname, port: Number(direct.port) });
  storageUrl = peer.url.replace(`@${direct.host}/`, `@127.0.0.1:${relay.port}/`).replace("?", "/site?");
  server = await startTestServer({ STORAGE_URL: storageUrl });
  cookie = (await signUp(server, { email: "listener@example.com" })).cookie;
  const { db, storage } = server.services;
  const [user] = await db.select().from(authUsers).where(eq(authUsers.email, "listener@example.com"));
  const [product] = await db.insert(products).values({ name: "S3 Book", productType: "audiobook" }).returning();
  for (const [file, bytes] of [
    ["1-chapter.ogg", MEDIA],
    ["2-long.mp3", BIG],
  ] as const) {
    const key = `audio/${product!.id}/${file}`;
    await storage.put(key, Readable.from([bytes]));
    keys.push(key);
    const [chapter] = await db
      .insert(audioChapters)
      .values({ productId: product!.id, title: file, duration: 5, filePath: key })
      .returning();
    if (file.startsWith("1")) chapterId = chapter!.id;
    else bigChapterId = chapter!.id;
  }
  await db.insert(productAccess).values({ userId: user!.id, productId: product!.id });
  grant = { userId: user!.id, productId: product!.id };
}, 180_000);
afterAll(async () => {
  await server?.close();
  await relay?.close();
  await peer?.stop();
}, 60_000);

describe("media from an S3 bucket", () => {
  it("streams the whole object with its type", async () => {
    console.log(`S3 peer: ${peer.kind}`);
    const response = await server.request(`/media/chapters/${chapterId}`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/ogg");
    expect(Buffer.from(await response.arrayBuffer()).equals(MEDIA)).toBe(true);
  });

  it.each([
    ["bytes=0-1", 0, 1],
    ["bytes=4000-", 4000, 4999],
    ["bytes=-100", 4900, 4999],
    ["bytes=4990-9999", 4990, 4999],
  ])("serves %s as exactly those bytes", async (range, start, end) => {
    const response = await server.request(`/media/chapters/${chapterId}`, { cookie, headers: { range } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/5000`);
    expect(Buffer.from(await response.arrayBuffer()).equals(MEDIA.subarray(start, end + 1))).toBe(true);
  });

  it("redirects a signed URL to a presigned GET that the bucket answers, the media origin allowed", async () => {
    const token = signMediaToken(server.services.config.authSecret, { ...grant, chapterId }, Date.now() / 1000 + 600);
    const response = await server.request(`/media/chapters/${chapterId}?token=${token}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const location = new URL(response.headers.get("location")!);
    expect(location.searchParams.get("X-Amz-Expires")).toBe("600");
    expect(response.headers.get("content-security-policy")).toContain(`media-src 'self' blob: ${location.origin}`);
    const bytes = await fetch(location, { headers: { range: "bytes=4000-4099" } });
    expect(bytes.status).toBe(206);
    expect(bytes.headers.get("content-type")).toBe("audio/ogg");
    expect(Buffer.from(await bytes.arrayBuffer()).equals(MEDIA.subarray(4000, 4100))).toBe(true);
  });

  it("answers an unsatisfiable range with 416", async () => {
    const response = await server.request(`/media/chapters/${chapterId}`, {
      cookie,
      headers: { range: "bytes=5000-" },
    });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe("bytes */5000");
  });

  it("closes the upstream S3 connection as soon as the listener aborts a download", async () => {
    // Connections may be reused (keep-alive): remember what each had carried so far.
    const before = new Map(relay.connections.map((c) => [c, c.bytesDown]));
    const url = new URL(`/media/chapters/${bigChapterId}`, server.baseUrl);
    await new Promise<void>((resolve, reject) => {
      const req = request(url, { headers: { cookie, "user-agent": "Mozilla/5.0 Chrome/126" } }, (res) => {
        expect(res.statusCode).toBe(200);
        // One chunk, then the listener seeks away: the connection is dropped.
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      });
      req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
      req.end();
    });
    // The download's upstream connection: the one that carried bytes of the big object since.
    const download = () => relay.connections.find((c) => c.bytesDown - (before.get(c) ?? 0) > 64 * 1024);
    await expect.poll(() => download()?.closed, { timeout: 10_000 }).toBe(true);
    expect(download()!.bytesDown).toBeLessThan(BIG.length);
  });

  it("encodes a prefix once: a prefixed key is the same object as its full path", async () => {
    const prefixed = createS3Storage(parseStorageUrl(peer.url.replace("?", "/my%20site?")));
    const plain = createS3Storage(parseStorageUrl(peer.url));
    await prefixed.put("notes/a b.txt", Readable.from(["spaced"]));
    expect(await text(plain.read("my site/notes/a b.txt"))).toBe("spaced");
    await prefixed.remove("notes/a b.txt");
    expect(await plain.size("my site/notes/a b.txt")).toBeNull();
  });

  it("reports wrong credentials as the storage being unavailable", async () => {
    const wrong = createS3Storage(parseStorageUrl(peer.url.replace(/:\/\/([^:]+):[^@]+@/, "://$1:wrong-secret@")));
    await expect(wrong.size(keys[0]!)).rejects.toThrow(StorageUnavailableError);
    await expect(wrong.ping()).rejects.toThrow(StorageUnavailableError);
  });

  // Last: it deletes the bucket.
  it("answers 503, not 404, once the bucket is gone, and health says the storage is down", async () => {
    const { storage } = server.services;
    for (const key of keys) await storage.remove(key);
    const { bucket, endpoint, credentials } = parseStorageUrl(peer.url);
    const bucketUrl = new URL(`/${bucket}`, endpoint);
    const headers = signS3Request({ method: "DELETE", url: bucketUrl, credentials, now: new Date() });
    const deleted = await fetch(bucketUrl, { method: "DELETE", headers });
    expect(deleted.status).toBe(204);

    const response = await server.request(`/media/chapters/${chapterId}`, { cookie });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeTruthy();
    const health = await server.request("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: "degraded",
      checks: { database: "ok", storage: "unavailable" },
    });
  });
});
