import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audioChapters, authUsers, productAccess, products } from "../../app/db/schema";
import { signUp, startTestServer, type TestServer } from "./harness";

// The media route on the S3 backend: ranges become ranged GETs to the
// bucket (s3rver as the S3 peer) and stream through without buffering.
let s3: S3rver;
let server: TestServer;
let cookie = "";
let chapterId = "";
const MEDIA = Buffer.from(Array.from({ length: 5_000 }, (_, i) => (i * 13 + (i >> 8)) & 255));

beforeAll(async () => {
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), "rerouted-s3rver-")),
    configureBuckets: [{ name: "media" }],
  });
  const { port } = await s3.run();
  server = await startTestServer({ STORAGE_URL: `http://S3RVER:S3RVER@127.0.0.1:${port}/media/site?region=us-east-1` });
  cookie = (await signUp(server, { email: "listener@example.com" })).cookie;
  const { db, storage } = server.services;
  const [user] = await db.select().from(authUsers).where(eq(authUsers.email, "listener@example.com"));
  const [product] = await db.insert(products).values({ name: "S3 Book", productType: "audiobook" }).returning();
  const key = `audio/${product!.id}/1-chapter.ogg`;
  await storage.put(key, Readable.from([MEDIA]));
  const [chapter] = await db
    .insert(audioChapters)
    .values({ productId: product!.id, title: "One", duration: 5, filePath: key })
    .returning();
  chapterId = chapter!.id;
  await db.insert(productAccess).values({ userId: user!.id, productId: product!.id });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

describe("media from an S3 bucket", () => {
  it("streams the whole object with its type", async () => {
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

  it("answers an unsatisfiable range with 416", async () => {
    const response = await server.request(`/media/chapters/${chapterId}`, {
      cookie,
      headers: { range: "bytes=5000-" },
    });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe("bytes */5000");
  });
});
