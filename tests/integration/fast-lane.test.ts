import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { audioChapters, authUsers, productAccess, products } from "../../app/db/schema";
import { signMediaToken } from "../../app/features/player/media-token.server";
import type * as ServerModule from "../../server/app";
import { signUp, startTestServer, type TestServer } from "./harness";

// The fast lane (server/fast-lane-listener.ts) answers these requests in
// front of the Express app; the Express app alone must answer them alike.
let server: TestServer;
let expressOnly: Server;
let expressUrl = "";
let mediaUrl = "";

beforeAll(async () => {
  server = await startTestServer();
  const mod = (await import("../../build/server/index.js" as string)) as typeof ServerModule;
  expressOnly = createServer(mod.createApp({ clientDir: "build/client" }));
  await new Promise<void>((resolve) => expressOnly.listen(0, "127.0.0.1", resolve));
  expressUrl = `http://127.0.0.1:${(expressOnly.address() as AddressInfo).port}`;

  const { db, storage, config } = server.services;
  await signUp(server, { email: "listener@example.com" });
  const [user] = await db.select().from(authUsers).where(eq(authUsers.email, "listener@example.com"));
  const [product] = await db.insert(products).values({ name: "Book", productType: "audiobook" }).returning();
  const key = `audio/${product!.id}/1-one.mp3`;
  await storage.put(key, Readable.from([Buffer.alloc(5_000, 7)]));
  const [chapter] = await db
    .insert(audioChapters)
    .values({ productId: product!.id, chapterNumber: 1, title: "One", duration: 60, filePath: key })
    .returning();
  await db.insert(productAccess).values({ userId: user!.id, productId: product!.id });
  const grant = { userId: user!.id, productId: product!.id, chapterId: chapter!.id };
  mediaUrl = `/media/chapters/${chapter!.id}?token=${signMediaToken(config.authSecret, grant, Date.now() / 1000 + 600)}`;
});
afterAll(async () => {
  expressOnly?.closeAllConnections();
  await new Promise((resolve) => expressOnly?.close(resolve));
  await server?.close();
});

/** Status and headers, less what differs per response (the date, the request id, the nonce). */
async function answer(base: string, path: string, headers: Record<string, string>) {
  const response = await fetch(`${base}${path}`, { headers });
  await response.arrayBuffer();
  const kept = [...response.headers]
    .filter(([name]) => name !== "date" && name !== "x-request-id")
    .map(([name, value]) => [name, value.replace(/'nonce-[^']+'/, "'nonce-…'")]);
  return { status: response.status, headers: Object.fromEntries(kept) };
}

it("answers build files, the cached pages and signed ranges with the Express app's status and headers", async () => {
  const html = await (await server.request("/")).text();
  const asset = /\/assets\/[\w.-]+\.css/.exec(html)![0];
  const etag = (await fetch(`${server.baseUrl}${asset}`)).headers.get("etag")!;
  const cases: [string, Record<string, string>][] = [
    ["/", { "accept-encoding": "br, gzip" }],
    ["/book?utm_source=mail", { "accept-encoding": "gzip" }],
    [asset, { "accept-encoding": "br" }],
    [asset, { "if-none-match": etag }],
    ["/manifest.webmanifest", {}],
    ["/favicon.svg", {}],
    ["/sw.js", { "accept-encoding": "gzip" }],
    [mediaUrl, { range: "bytes=100-4099" }],
  ];
  for (const [path, headers] of cases) {
    const fast = await answer(server.baseUrl, path, headers);
    expect(fast.status, path).toBeLessThan(400);
    expect(fast, path).toEqual(await answer(expressUrl, path, headers));
  }
});
