import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { audioChapters, authUsers, productAccess, products } from "../../app/db/schema";
import { parseHtml } from "./html";
import { adminAction, resetRateLimits, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";

/**
 * An audiobook uploaded whole (decision 026): an M4B and an MP3 with
 * embedded chapters, made here with ffmpeg, become the product's chapters;
 * and a chapter's WebVTT transcript, uploaded in the admin and served with
 * the media's access check.
 */
const run = promisify(execFile);
let server: TestServer;
let folder: string;
const cookies = { admin: "", buyer: "", other: "", stranger: "" };
const files = { m4b: Buffer.alloc(0), mp3: Buffer.alloc(0), plain: Buffer.alloc(0) };

/** A sine tone of `seconds` with these chapters ([title, start, end] in seconds), in ffmpeg's metadata format. */
async function makeBook(name: string, seconds: number, chapters: [string, number, number][], args: string[]) {
  const metadata = join(folder, `${name}.txt`);
  writeFileSync(
    metadata,
    [";FFMETADATA1", "title=Test Book"]
      .concat(
        chapters.flatMap(([title, start, end]) => [
          "[CHAPTER]",
          "TIMEBASE=1/1000",
          `START=${start * 1000}`,
          `END=${end * 1000}`,
          `title=${title}`,
        ]),
      )
      .join("\n"),
  );
  const out = join(folder, name);
  await run("ffmpeg", [
    ...["-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`],
    ...["-i", metadata, "-map", "0:a", "-map_metadata", "1", "-map_chapters", "1", "-b:a", "32k", ...args, out],
  ]);
  return readFileSync(out);
}

async function productNamed(name: string, productType = "audiobook") {
  const saved = await adminAction(
    server,
    { intent: "product.save", name, productType, price: "9.99", isActive: "on" },
    cookies.admin,
  );
  expect(saved.status).toBe(200);
  const [product] = await server.services.db.select().from(products).where(eq(products.name, name));
  return product!;
}

async function grant(email: string, productId: string) {
  const [user] = await server.services.db.select().from(authUsers).where(eq(authUsers.email, email));
  await server.services.db.insert(productAccess).values({ userId: user!.id, productId });
}

const chaptersOf = (productId: string) =>
  server.services.db
    .select()
    .from(audioChapters)
    .where(eq(audioChapters.productId, productId))
    .orderBy(asc(audioChapters.chapterNumber));

/** Posts a file as the admin's browser does, with this cookie (none: signed out). */
const upload = (path: string, body: Buffer, cookie: string | undefined) =>
  server.request(path, {
    method: "POST",
    cookie,
    headers: { "content-type": "application/octet-stream" },
    body: new Uint8Array(body),
  });

const uploadBook = (productId: string, body: Buffer, name: string, cookie: string | undefined) =>
  upload(`/admin/uploads/book?${new URLSearchParams({ productId, name })}`, body, cookie);

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "whole-book-"));
  [files.m4b, files.mp3, files.plain] = await Promise.all([
    makeBook(
      "book.m4b",
      10,
      [
        ["Opening", 0, 3],
        ["The Middle", 3, 8],
        ["Ending", 8, 10],
      ],
      ["-c:a", "aac", "-f", "ipod"],
    ),
    makeBook(
      "book.mp3",
      11,
      [
        ["Side A", 0, 4],
        ["Side B", 4, 11],
      ],
      ["-c:a", "libmp3lame", "-id3v2_version", "3"],
    ),
    makeBook("plain.mp3", 2, [], ["-c:a", "libmp3lame"]),
  ]);
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com" });
  cookies.admin = await signUpAdmin(server, "owner@example.com");
  cookies.buyer = (await signUp(server, { email: "buyer@example.com" })).cookie;
  cookies.other = (await signUp(server, { email: "other@example.com" })).cookie;
  cookies.stranger = (await signUp(server, { email: "stranger@example.com" })).cookie;
});
afterAll(async () => {
  await server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  await resetRateLimits(server);
});

describe("an audiobook uploaded whole", () => {
  it("becomes one chapter per embedded chapter, M4B then MP3 after it, each its own playable file", async () => {
    const book = await productNamed("Whole Book");
    await grant("buyer@example.com", book.id);

    const m4b = await uploadBook(book.id, files.m4b, "Whole Book.m4b", cookies.admin);
    expect(m4b.status).toBe(201);
    expect(await m4b.json()).toEqual({
      chapters: [
        { title: "Opening", chapterNumber: 1, duration: 3 },
        { title: "The Middle", chapterNumber: 2, duration: 5 },
        { title: "Ending", chapterNumber: 3, duration: 2 },
      ],
    });
    const mp3 = await uploadBook(book.id, files.mp3, "Sides.mp3", cookies.admin);
    expect(mp3.status).toBe(201);
    expect(((await mp3.json()) as { chapters: unknown[] }).chapters).toEqual([
      { title: "Side A", chapterNumber: 4, duration: 4 },
      { title: "Side B", chapterNumber: 5, duration: 7 },
    ]);

    const rows = await chaptersOf(book.id);
    expect(rows.map((c) => [c.chapterNumber, c.title, c.duration, c.filePath.split(".").at(-1)])).toEqual([
      [1, "Opening", 3, "m4a"],
      [2, "The Middle", 5, "m4a"],
      [3, "Ending", 2, "m4a"],
      [4, "Side A", 4, "mp3"],
      [5, "Side B", 7, "mp3"],
    ]);
    const [saved] = await server.services.db.select().from(products).where(eq(products.id, book.id));
    expect(saved!.duration).toBe(21);

    // The buyer's player streams each chapter as before: a range of its own file, which lasts as long as the chapter.
    for (const [index, seconds] of [
      [1, 5],
      [4, 7],
    ] as const) {
      const media = await server.request(`/media/chapters/${rows[index]!.id}`, { cookie: cookies.buyer });
      expect(media.status).toBe(200);
      expect(media.headers.get("content-type")).toBe(index === 1 ? "audio/mp4" : "audio/mpeg");
      const file = join(folder, `served-${index}`);
      writeFileSync(file, Buffer.from(await media.arrayBuffer()));
      const { stdout } = await run("ffprobe", [
        "-v",
        "error",
        "-show_entries",
        "format=duration",
        "-of",
        "csv=p=0",
        file,
      ]);
      expect(Math.abs(Number(stdout) - seconds)).toBeLessThan(0.1);
    }
    const range = await server.request(`/media/chapters/${rows[0]!.id}`, {
      cookie: cookies.buyer,
      headers: { range: "bytes=0-99" },
    });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(100);
  });

  it("refuses what it cannot split, and anyone but the admin, adding nothing", async () => {
    const book = await productNamed("Refused Book");
    const video = await productNamed("Refused Course", "video");
    const cases: [string, Buffer, string | undefined, number, string][] = [
      [
        book.id,
        files.plain,
        cookies.admin,
        400,
        "The file has no embedded chapters: upload its chapters one by one instead",
      ],
      [
        book.id,
        Buffer.from("just some text, not audio at all"),
        cookies.admin,
        415,
        "The file is not an M4B, MP4 audio or MP3 file",
      ],
      [video.id, files.m4b, cookies.admin, 400, "Choose an audiobook product first"],
      ["not-a-product", files.m4b, cookies.admin, 400, "Choose an audiobook product first"],
    ];
    for (const [productId, body, cookie, status, error] of cases) {
      const response = await uploadBook(productId, body, "x.m4b", cookie);
      expect(response.status, error).toBe(status);
      expect(await response.json()).toEqual({ error });
    }
    for (const cookie of [undefined, cookies.buyer]) {
      const response = await uploadBook(book.id, files.m4b, "x.m4b", cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
    }
    expect(await chaptersOf(book.id)).toEqual([]);
    expect(await chaptersOf(video.id)).toEqual([]);
  });
});

describe("a chapter's transcript", () => {
  const VTT =
    "WEBVTT\n\n00:00.000 --> 00:01.500\nIt was a bright cold day.\n\n00:01.500 --> 00:03.000\nThe clocks were striking.\n";

  it("is checked when uploaded, and served only to whoever may play the chapter", async () => {
    const book = await productNamed("Read Aloud");
    const elsewhere = await productNamed("Elsewhere");
    expect((await uploadBook(book.id, files.mp3, "read.mp3", cookies.admin)).status).toBe(201);
    await grant("buyer@example.com", book.id);
    await grant("other@example.com", elsewhere.id);
    const [chapter] = await chaptersOf(book.id);
    const captionsUrl = `/admin/uploads/captions?chapterId=${chapter!.id}`;

    const refusals: [string, Buffer, string | undefined, number, string | null][] = [
      [
        captionsUrl,
        Buffer.from("1\n00:00:00,000 --> 00:00:01,000\nAn SRT file\n"),
        cookies.admin,
        415,
        "The file is not WebVTT: its first line must be WEBVTT",
      ],
      [
        captionsUrl,
        Buffer.from(`WEBVTT\n\n${"x".repeat(1024 * 1024)}`),
        cookies.admin,
        413,
        "The file is larger than 1 MB",
      ],
      [captionsUrl, Buffer.alloc(0), cookies.admin, 400, "The file is empty"],
      [
        "/admin/uploads/captions?chapterId=00000000-0000-4000-8000-000000000000",
        Buffer.from(VTT),
        cookies.admin,
        404,
        "This chapter no longer exists",
      ],
      [captionsUrl, Buffer.from(VTT), undefined, 302, null],
      [captionsUrl, Buffer.from(VTT), cookies.buyer, 302, null],
    ];
    for (const [path, body, cookie, status, error] of refusals) {
      const response = await upload(path, body, cookie);
      expect(response.status, `${status} ${error}`).toBe(status);
      if (error) expect(await response.json()).toEqual({ error });
    }
    expect((await chaptersOf(book.id))[0]!.captionsPath).toBeNull();

    const uploaded = await upload(captionsUrl, Buffer.from(VTT), cookies.admin);
    expect(uploaded.status).toBe(201);
    const [attached] = await chaptersOf(book.id);
    expect(attached!.captionsPath).toMatch(new RegExp(`^captions/${book.id}/\\d+-${chapter!.id}\\.vtt$`));

    const served = `/media/chapters/${chapter!.id}/captions`;
    const matrix: [string, string | undefined, number][] = [
      ["anonymous", undefined, 401],
      ["customer without a grant", cookies.stranger, 404],
      ["customer of another product", cookies.other, 404],
      // The admin reads and listens through a grant, like anyone (decision 004).
      ["admin without a grant", cookies.admin, 404],
      ["buyer", cookies.buyer, 200],
    ];
    for (const [who, cookie, status] of matrix) {
      const response = await server.request(served, { cookie });
      expect(response.status, who).toBe(status);
      if (status === 200) {
        expect(response.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
        expect(response.headers.get("cache-control")).toBe("private, no-cache");
        expect(await response.text()).toBe(VTT);
      }
    }
    // The player opens at the first chapter with its transcript, and is told where to read it from.
    const page = await (await server.request(`/product/${book.id}`, { cookie: cookies.buyer })).text();
    expect(parseHtml(page).headings("Transcript")).toHaveLength(1);
    expect(page).toContain(served);

    // A new file replaces the old one, which is removed; revoking the grant closes the transcript at once.
    expect((await upload(captionsUrl, Buffer.from(VTT.replace("bright", "clear")), cookies.admin)).status).toBe(201);
    const [replaced] = await chaptersOf(book.id);
    expect(await server.services.storage.size(attached!.captionsPath!)).toBeNull();
    expect(await (await server.request(served, { cookie: cookies.buyer })).text()).toContain("clear cold day");
    const [buyer] = await server.services.db.select().from(authUsers).where(eq(authUsers.email, "buyer@example.com"));
    await server.services.db
      .update(productAccess)
      .set({ isActive: false })
      .where(and(eq(productAccess.userId, buyer!.id), eq(productAccess.productId, book.id)));
    expect((await server.request(served, { cookie: cookies.buyer })).status).toBe(404);

    // Deleting the chapter removes its transcript too.
    expect((await adminAction(server, { intent: "chapter.delete", id: chapter!.id }, cookies.admin)).status).toBe(200);
    expect(await server.services.storage.size(replaced!.captionsPath!)).toBeNull();
  });
});
