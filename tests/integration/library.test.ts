import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { audioChapters, authUsers, bookmarks, productAccess, products, userProgress } from "../../app/db/schema";
import { signMediaToken } from "../../app/features/player/media-token.server";
import { pageText, resetRateLimits, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";
import { parseHtml } from "./html";

let server: TestServer;
const cookies = { owner: "", other: "", admin: "" };
const ids = { owner: "", other: "" };
let productId = "";
let chapterId = "";
let secondChapterId = "";
let foreignChapterId = "";
let hiddenProductId = "";
let hiddenChapterId = "";
// Every byte differs from its neighbours, so a wrong offset cannot pass.
const MEDIA = Buffer.from(Array.from({ length: 10_000 }, (_, i) => (i * 7 + (i >> 8)) & 255));
const SIZE = MEDIA.length;

async function userId(email: string) {
  const [user] = await server.services.db.select().from(authUsers).where(eq(authUsers.email, email));
  return user!.id;
}

async function createProduct(name: string, options: { files?: string[]; grantTo?: string[] } = {}) {
  const { db, storage } = server.services;
  const [product] = await db
    .insert(products)
    .values({ name, description: `${name} description`, productType: "audiobook" })
    .returning();
  const chapters: string[] = [];
  for (const [index, file] of (options.files ?? []).entries()) {
    const key = `audio/${product!.id}/${index}-${file}`;
    await storage.put(key, Readable.from([MEDIA]));
    const [chapter] = await db
      .insert(audioChapters)
      .values({
        productId: product!.id,
        chapterNumber: index + 1,
        title: `Chapter ${index + 1}`,
        duration: 60,
        filePath: key,
      })
      .returning();
    chapters.push(chapter!.id);
  }
  for (const user of options.grantTo ?? [])
    await db.insert(productAccess).values({ userId: user, productId: product!.id });
  return { id: product!.id, chapters };
}

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "admin@example.com" });
  cookies.owner = (await signUp(server, { email: "owner@example.com" })).cookie;
  cookies.other = (await signUp(server, { email: "other@example.com" })).cookie;
  cookies.admin = await signUpAdmin(server, "admin@example.com");
  ids.owner = await userId("owner@example.com");
  ids.other = await userId("other@example.com");
  const book = await createProduct("The Audiobook", {
    files: ["one.mp3", "two.m4b", "three.opus"],
    grantTo: [ids.owner],
  });
  productId = book.id;
  [chapterId = "", secondChapterId = ""] = book.chapters;
  const foreign = await createProduct("Another Book", { files: ["x.mp3"], grantTo: [ids.other] });
  foreignChapterId = foreign.chapters[0]!;
  const hidden = await createProduct("Hidden Book", { files: ["h.mp3"], grantTo: [ids.owner] });
  hiddenProductId = hidden.id;
  hiddenChapterId = hidden.chapters[0]!;
  await server.services.db.update(products).set({ isActive: false }).where(eq(products.id, hiddenProductId));
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

const media = (id: string, init: RequestInit & { cookie?: string } = {}) =>
  server.request(`/media/chapters/${id}`, init);
const postJson = (path: string, body: unknown, cookie: string, contentType = "application/json") =>
  server.request(path, {
    method: "POST",
    cookie,
    headers: { "content-type": contentType },
    body: JSON.stringify(body),
  });

describe("/dashboard", () => {
  it("sends a signed-out visitor to /login", async () => {
    const response = await server.request("/dashboard");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/login/);
  });

  it("lists only the products with an active grant on an active product", async () => {
    const html = await (await server.request("/dashboard", { cookie: cookies.owner })).text();
    expect(html).toContain("The Audiobook");
    expect(html).not.toContain("Another Book");
    expect(html).not.toContain("Hidden Book");
    expect(pageText(html)).toContain("Showing 1 of 1 products");
  });

  it("offers to continue listening at the most recently played chapter and position", async () => {
    const book = await createProduct("Continue Book", { files: ["c1.mp3", "c2.mp3"], grantTo: [ids.owner] });
    const save = (chapter: string, seconds: number) =>
      postJson(`/api/products/${book.id}/progress`, { chapterId: chapter, progressSeconds: seconds }, cookies.owner);
    const cardLine = async () => {
      const html = await (await server.request("/dashboard", { cookie: cookies.owner })).text();
      return /Continue listening: Chapter (\d+) at ([\d:]+)/.exec(pageText(html))?.slice(1);
    };
    expect(await cardLine()).toBeUndefined();
    await save(book.chapters[1]!, 75);
    expect(await cardLine()).toEqual(["2", "1:15"]);
    await save(book.chapters[0]!, 5);
    expect(await cardLine()).toEqual(["1", "0:05"]);
    await server.services.db.delete(products).where(eq(products.id, book.id));
  });

  it("shows the empty state to a user without grants (the admin included)", async () => {
    const html = await (await server.request("/dashboard", { cookie: cookies.admin })).text();
    expect(html).toContain("No products available yet.");
    expect(html).toContain("Contact support to get access to products.");
  });
});

describe("/product/:productId", () => {
  it("sends a signed-out visitor to /login", async () => {
    const response = await server.request(`/product/${productId}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/product/${productId}`)}`);
  });

  it("shows the owner the product, its chapters in order and no file path", async () => {
    const response = await server.request(`/product/${productId}`, { cookie: cookies.owner });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("The Audiobook");
    expect(html).toContain("Back to Library");
    expect(html.indexOf("Chapter 1")).toBeLessThan(html.indexOf("Chapter 2"));
    expect(html).toContain(`/media/chapters/${chapterId}`);
    expect(html).not.toContain("one.mp3");
  });

  it("plays a product whose chapters are video files in a video element", async () => {
    const course = await createProduct("Video Course", { files: ["lesson.mp4"], grantTo: [ids.owner] });
    const html = await (await server.request(`/product/${course.id}`, { cookie: cookies.owner })).text();
    expect(html).toContain(`<video src="/media/chapters/${course.chapters[0]}?token=`);
    expect(html).not.toContain("<audio");
    const head = await media(course.chapters[0]!, { cookie: cookies.owner, method: "HEAD" });
    expect(head.headers.get("content-type")).toBe("video/mp4");
    await server.services.db.delete(products).where(eq(products.id, course.id));
  });

  it.each([
    ["another customer", () => cookies.other, () => productId],
    ["an admin without a grant", () => cookies.admin, () => productId],
    ["the owner, for an inactive product", () => cookies.owner, () => hiddenProductId],
    ["the owner, for an unknown id", () => cookies.owner, () => randomUUID()],
    ["the owner, for a malformed id", () => cookies.owner, () => "not-a-uuid"],
  ])("is a 404 page for %s", async (_who, cookie, id) => {
    const response = await server.request(`/product/${id()}`, { cookie: cookie() });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).not.toContain("The Audiobook description");
    expect(parseHtml(html).headings("Page not found")).toHaveLength(1);
  });
});

describe("progress API", () => {
  const path = () => `/api/products/${productId}/progress`;

  it("refuses a signed-out visitor with 401", async () => {
    expect((await server.request(path())).status).toBe(401);
    expect((await postJson(path(), { chapterId, progressSeconds: 5 }, "")).status).toBe(401);
  });

  it("saves (upserts) and reads the owner's position", async () => {
    const first = await postJson(path(), { chapterId, progressSeconds: 12.5 }, cookies.owner);
    expect(first.status).toBe(200);
    const second = await postJson(path(), { chapterId, progressSeconds: 30 }, cookies.owner);
    expect(second.status).toBe(200);
    const rows = await server.services.db
      .select()
      .from(userProgress)
      .where(and(eq(userProgress.userId, ids.owner), eq(userProgress.chapterId, chapterId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ progressSeconds: 30, completedAt: null });
    const read = await server.request(path(), { cookie: cookies.owner });
    expect(read.status).toBe(200);
    expect((await read.json()).progress).toEqual([expect.objectContaining({ chapterId, progressSeconds: 30 })]);
  });

  it("accepts the page-hide beacon's text/plain body", async () => {
    const response = await postJson(
      path(),
      { chapterId: secondChapterId, progressSeconds: 7 },
      cookies.owner,
      "text/plain;charset=UTF-8",
    );
    expect(response.status).toBe(200);
    const read = await (await server.request(path(), { cookie: cookies.owner })).json();
    expect(read.progress[0]).toMatchObject({ chapterId: secondChapterId, progressSeconds: 7 });
  });

  it("reads one chapter's position with ?chapterId= and refuses a malformed one", async () => {
    const one = await (
      await server.request(`${path()}?chapterId=${secondChapterId}`, { cookie: cookies.owner })
    ).json();
    expect(one.progress).toEqual([expect.objectContaining({ chapterId: secondChapterId })]);
    expect((await server.request(`${path()}?chapterId=nope`, { cookie: cookies.owner })).status).toBe(400);
  });

  it("sets completed_at once when the chapter is finished and keeps it on replay", async () => {
    const done = await (
      await postJson(path(), { chapterId, progressSeconds: 60, completed: true }, cookies.owner)
    ).json();
    expect(done.progress.completedAt).toEqual(expect.any(String));
    const replay = await (await postJson(path(), { chapterId, progressSeconds: 3 }, cookies.owner)).json();
    expect(replay.progress.completedAt).toBe(done.progress.completedAt);
  });

  it("never lets another user read or write the owner's progress", async () => {
    expect((await server.request(path(), { cookie: cookies.other })).status).toBe(404);
    const write = await postJson(path(), { chapterId, progressSeconds: 1 }, cookies.other);
    expect(write.status).toBe(404);
    expect(await server.services.db.select().from(userProgress).where(eq(userProgress.userId, ids.other))).toEqual([]);
  });

  it.each([
    ["not JSON", "{", 400],
    ["a missing chapter", JSON.stringify({ progressSeconds: 3 }), 400],
    ["a negative position", JSON.stringify({ chapterId: randomUUID(), progressSeconds: -1 }), 400],
    ["a string position", JSON.stringify({ chapterId: randomUUID(), progressSeconds: "3" }), 400],
    [
      "an oversized body",
      JSON.stringify({ chapterId: randomUUID(), progressSeconds: 3, pad: "x".repeat(10_000) }),
      413,
    ],
  ])("answers %s with %i and writes nothing", async (_case, body, status) => {
    const before = await server.services.db.select().from(userProgress);
    const response = await server.request(path(), {
      method: "POST",
      cookie: cookies.owner,
      headers: { "content-type": "application/json" },
      body,
    });
    expect(response.status).toBe(status);
    expect((await response.json()).error).toEqual(expect.any(String));
    expect(await server.services.db.select().from(userProgress)).toEqual(before);
  });

  it("refuses a chapter of another product with 404", async () => {
    const response = await postJson(path(), { chapterId: foreignChapterId, progressSeconds: 3 }, cookies.owner);
    expect(response.status).toBe(404);
  });

  it("refuses a cross-site write", async () => {
    const response = await server.request(path(), {
      method: "POST",
      cookie: cookies.owner,
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ chapterId, progressSeconds: 3 }),
    });
    expect(response.status).toBe(403);
  });
});

describe("bookmarks API", () => {
  const path = () => `/api/products/${productId}/bookmarks`;

  it("refuses a signed-out visitor with 401", async () => {
    expect((await server.request(path())).status).toBe(401);
    expect((await postJson(path(), { chapterId, timestampSeconds: 5 }, "")).status).toBe(401);
    expect((await server.request(`${path()}/${randomUUID()}`, { method: "DELETE" })).status).toBe(401);
  });

  it("creates, lists and deletes the owner's bookmarks", async () => {
    const created = await postJson(
      path(),
      { chapterId, timestampSeconds: 42, note: "  Remember this  " },
      cookies.owner,
    );
    expect(created.status).toBe(201);
    const { bookmark } = await created.json();
    expect(bookmark).toMatchObject({ chapterId, timestampSeconds: 42, note: "Remember this" });
    const list = await (await server.request(path(), { cookie: cookies.owner })).json();
    expect(list.bookmarks).toEqual([bookmark]);
    const deleted = await server.request(`${path()}/${bookmark.id}`, { method: "DELETE", cookie: cookies.owner });
    expect(deleted.status).toBe(204);
    expect((await server.request(`${path()}/${bookmark.id}`, { method: "DELETE", cookie: cookies.owner })).status).toBe(
      404,
    );
  });

  it("never lets another user list, create in or delete from the owner's product", async () => {
    const { bookmark } = await (await postJson(path(), { chapterId, timestampSeconds: 9 }, cookies.owner)).json();
    expect((await server.request(path(), { cookie: cookies.other })).status).toBe(404);
    expect((await postJson(path(), { chapterId, timestampSeconds: 1 }, cookies.other)).status).toBe(404);
    expect((await server.request(`${path()}/${bookmark.id}`, { method: "DELETE", cookie: cookies.other })).status).toBe(
      404,
    );
    expect((await server.request(`${path()}/${bookmark.id}`, { method: "DELETE", cookie: cookies.admin })).status).toBe(
      404,
    );
    expect(await server.services.db.select().from(bookmarks).where(eq(bookmarks.id, bookmark.id))).toHaveLength(1);
  });

  it("never deletes another user's bookmark even when both hold a grant on the product", async () => {
    const shared = await createProduct("Shared Book", { files: ["s.mp3"], grantTo: [ids.owner, ids.other] });
    const sharedPath = `/api/products/${shared.id}/bookmarks`;
    const { bookmark } = await (
      await postJson(sharedPath, { chapterId: shared.chapters[0], timestampSeconds: 3 }, cookies.owner)
    ).json();
    expect(
      (await server.request(`${sharedPath}/${bookmark.id}`, { method: "DELETE", cookie: cookies.other })).status,
    ).toBe(404);
    expect((await (await server.request(sharedPath, { cookie: cookies.other })).json()).bookmarks).toEqual([]);
    expect(await server.services.db.select().from(bookmarks).where(eq(bookmarks.id, bookmark.id))).toHaveLength(1);
  });

  it("answers bad input with 400 and a foreign chapter with 404, writing nothing", async () => {
    const before = await server.services.db.select().from(bookmarks);
    expect(
      (await postJson(path(), { chapterId, timestampSeconds: 5, note: "x".repeat(501) }, cookies.owner)).status,
    ).toBe(400);
    expect((await postJson(path(), { chapterId: "nope", timestampSeconds: 5 }, cookies.owner)).status).toBe(400);
    expect((await postJson(path(), { chapterId: foreignChapterId, timestampSeconds: 5 }, cookies.owner)).status).toBe(
      404,
    );
    expect((await server.request(`${path()}/not-a-uuid`, { method: "DELETE", cookie: cookies.owner })).status).toBe(
      404,
    );
    expect(await server.services.db.select().from(bookmarks)).toEqual(before);
  });
});

describe("protected media", () => {
  it("refuses a signed-out visitor with no bytes", async () => {
    const response = await media(chapterId, { headers: { range: "bytes=0-1" } });
    expect(response.status).toBe(401);
    expect(response.headers.get("content-range")).toBeNull();
    expect(await response.text()).not.toContain(MEDIA.subarray(0, 2).toString("latin1"));
  });

  it.each([
    ["another customer", () => cookies.other, () => chapterId],
    ["an admin without a grant", () => cookies.admin, () => chapterId],
    ["the owner, for another customer's product", () => cookies.owner, () => foreignChapterId],
    ["the owner, for an inactive product", () => cookies.owner, () => hiddenChapterId],
    ["the owner, for an unknown chapter", () => cookies.owner, () => randomUUID()],
    ["the owner, for a malformed id", () => cookies.owner, () => "not-a-uuid"],
  ])("is a 404 with no bytes for %s", async (_who, cookie, id) => {
    const response = await media(id(), { cookie: cookie(), headers: { range: "bytes=0-" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-range")).toBeNull();
    expect((await response.arrayBuffer()).byteLength).toBeLessThan(20);
  });

  it("streams the whole file with Accept-Ranges, the audio type and private caching", async () => {
    const response = await media(chapterId, { cookie: cookies.owner });
    expect(response.status).toBe(200);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-type")).toBe("audio/mpeg");
    expect(response.headers.get("cache-control")).toMatch(/^private/);
    expect(response.headers.get("content-length")).toBe(String(SIZE));
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(MEDIA)).toBe(true);
  });

  it.each([
    ["bytes=0-1", 0, 1],
    ["bytes=100-199", 100, 199],
    ["bytes=9000-", 9000, SIZE - 1],
    ["bytes=-500", SIZE - 500, SIZE - 1],
    ["bytes=-50000", 0, SIZE - 1],
    ["bytes=9990-20000", 9990, SIZE - 1],
  ])("answers %s with 206 and exactly those bytes", async (range, start, end) => {
    const response = await media(chapterId, { cookie: cookies.owner, headers: { range } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(response.headers.get("content-length")).toBe(String(end - start + 1));
    expect(Buffer.from(await response.arrayBuffer()).equals(MEDIA.subarray(start, end + 1))).toBe(true);
  });

  it.each(["bytes=10000-", "bytes=20000-20010", "bytes=-0"])("answers the unsatisfiable %s with 416", async (range) => {
    const response = await media(chapterId, { cookie: cookies.owner, headers: { range } });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe(`bytes */${SIZE}`);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("ignores a malformed or multi-part Range and sends the whole file", async () => {
    for (const range of ["bytes=5-1", "items=0-1", "bytes=0-1,4-5"]) {
      const response = await media(chapterId, { cookie: cookies.owner, headers: { range } });
      expect(response.status, range).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBe(SIZE);
    }
  });

  it("ignores the Range of a stale If-Range and honours a current one", async () => {
    const etag = (await media(chapterId, { cookie: cookies.owner, method: "HEAD" })).headers.get("etag")!;
    const stale = await media(chapterId, {
      cookie: cookies.owner,
      headers: { range: "bytes=0-1", "if-range": '"old"' },
    });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
    const current = await media(chapterId, {
      cookie: cookies.owner,
      headers: { range: "bytes=0-1", "if-range": etag },
    });
    expect(current.status).toBe(206);
    await current.arrayBuffer();
  });

  it("follows RFC 9110 for If-None-Match lists, weak tags, * and Range, and for If-Match", async () => {
    const etag = (await media(chapterId, { cookie: cookies.owner, method: "HEAD" })).headers.get("etag")!;
    const answer = async (headers: Record<string, string>) => {
      const response = await media(chapterId, { cookie: cookies.owner, headers });
      await response.arrayBuffer();
      return response.status;
    };
    expect(await answer({ "if-none-match": `"old", ${etag}` })).toBe(304);
    expect(await answer({ "if-none-match": `W/${etag}` })).toBe(304);
    expect(await answer({ "if-none-match": "*" })).toBe(304);
    // The cached copy is current: no range of it is needed.
    expect(await answer({ "if-none-match": etag, range: "bytes=0-1" })).toBe(304);
    expect(await answer({ "if-none-match": '"old"', range: "bytes=0-1" })).toBe(206);
    expect(await answer({ "if-match": '"old"' })).toBe(412);
    expect(await answer({ "if-match": `W/${etag}` })).toBe(412);
    expect(await answer({ "if-match": etag, range: "bytes=0-1" })).toBe(206);
  });

  it("answers HEAD with the headers and no body", async () => {
    const whole = await media(chapterId, { cookie: cookies.owner, method: "HEAD" });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-length")).toBe(String(SIZE));
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(await whole.text()).toBe("");
    const part = await media(chapterId, { cookie: cookies.owner, method: "HEAD", headers: { range: "bytes=0-1" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-1/${SIZE}`);
  });

  it("serves each chapter with the type of its file", async () => {
    const response = await media(secondChapterId, { cookie: cookies.owner, method: "HEAD" });
    expect(response.headers.get("content-type")).toBe("audio/mp4");
  });

  it("has no public URL for the stored files", async () => {
    const [chapter] = await server.services.db.select().from(audioChapters).where(eq(audioChapters.id, chapterId));
    for (const path of [`/${chapter!.filePath}`, `/uploads/${chapter!.filePath}`]) {
      const response = await server.request(path, { cookie: cookies.owner });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).not.toMatch(/audio/);
    }
  });

  it("stops the next range request once the grant is revoked or the product deactivated", async () => {
    const book = await createProduct("Revocable Book", { files: ["r.mp3"], grantTo: [ids.owner] });
    const [id] = book.chapters;
    expect((await media(id!, { cookie: cookies.owner, headers: { range: "bytes=0-99" } })).status).toBe(206);
    await server.services.db
      .update(productAccess)
      .set({ isActive: false })
      .where(and(eq(productAccess.userId, ids.owner), eq(productAccess.productId, book.id)));
    const revoked = await media(id!, { cookie: cookies.owner, headers: { range: "bytes=100-199" } });
    expect(revoked.status).toBe(404);
    expect(revoked.headers.get("content-range")).toBeNull();

    await server.services.db.update(productAccess).set({ isActive: true }).where(eq(productAccess.productId, book.id));
    expect((await media(id!, { cookie: cookies.owner, headers: { range: "bytes=100-199" } })).status).toBe(206);
    await server.services.db.update(products).set({ isActive: false }).where(eq(products.id, book.id));
    expect((await media(id!, { cookie: cookies.owner, headers: { range: "bytes=200-299" } })).status).toBe(404);
  });
});

describe("signed media URLs", () => {
  const now = () => Date.now() / 1000;
  const signed = (grant: { userId: string; productId: string; chapterId: string }, expiresAt = now() + 600) =>
    `/media/chapters/${grant.chapterId}?token=${signMediaToken(server.services.config.authSecret, grant, expiresAt)}`;
  const range = (url: string, cookie?: string) =>
    server.request(url, { ...(cookie ? { cookie } : {}), headers: { range: "bytes=100-199" } });
  const noBytes = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    expect(response.headers.get("content-range")).toBeNull();
    expect((await response.arrayBuffer()).byteLength).toBeLessThan(30);
  };

  it("play the range the player asks for without the session cookie", async () => {
    const html = await (await server.request(`/product/${productId}`, { cookie: cookies.owner })).text();
    const url = new RegExp(`/media/chapters/${chapterId}\\?token=[^"&]+`).exec(html)?.[0];
    const response = await range(url!);
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 100-199/${SIZE}`);
    expect(Buffer.from(await response.arrayBuffer()).equals(MEDIA.subarray(100, 200))).toBe(true);
  });

  it.each([
    ["another customer's token (no grant)", () => signed({ userId: ids.other, productId, chapterId })],
    [
      "an admin's token (no grant)",
      async () => signed({ userId: await userId("admin@example.com"), productId, chapterId }),
    ],
    [
      "the owner's token for an inactive product",
      () => signed({ userId: ids.owner, productId: hiddenProductId, chapterId: hiddenChapterId }),
    ],
    [
      "a token naming a product the chapter is not in",
      () => signed({ userId: ids.owner, productId: hiddenProductId, chapterId }),
    ],
  ])("are a 404 with no bytes for %s", async (_who, url) => {
    await noBytes(await range(await url()), 404);
  });

  it("treat an expired or altered token as none: the session decides", async () => {
    const grant = { userId: ids.owner, productId, chapterId };
    const expired = signed(grant, now() - 1);
    const tampered = signed(grant).replace(ids.owner, ids.other);
    for (const url of [expired, tampered, `${signed(grant)}x`]) {
      await noBytes(await range(url), 401);
      await noBytes(await range(url, cookies.other), 404);
    }
    expect((await range(expired, cookies.owner)).status).toBe(206);
  });

  it("stop at a grant revoked or a product deactivated before the token is used", async () => {
    for (const revoke of ["grant", "product"] as const) {
      const book = await createProduct(`Revoked by ${revoke}`, { files: ["r.mp3"], grantTo: [ids.owner] });
      const url = signed({ userId: ids.owner, productId: book.id, chapterId: book.chapters[0]! });
      if (revoke === "grant") {
        await server.services.db
          .update(productAccess)
          .set({ isActive: false })
          .where(eq(productAccess.productId, book.id));
      } else {
        await server.services.db.update(products).set({ isActive: false }).where(eq(products.id, book.id));
      }
      await noBytes(await range(url), 404);
    }
  });
});
