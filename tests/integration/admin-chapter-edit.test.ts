import { readFileSync } from "node:fs";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { audioChapters, authUsers, bookmarks, products, userProgress } from "../../app/db/schema";
import { parseHtml } from "./html";
import {
  adminAction,
  loadPage,
  resetRateLimits,
  signUp,
  signUpAdmin,
  startTestServer,
  submitForm,
  visitAndReload,
  type TestServer,
} from "./harness";

/**
 * The Chapters tab's edit form: a chapter renamed, moved among its
 * product's chapters (numbered 1, 2, 3... after every move) or given a new
 * file without being deleted, so listeners keep their progress on it.
 */
const MP3 = {
  one: readFileSync("seed/media/chapter-01.mp3"),
  two: readFileSync("seed/media/chapter-02.mp3"),
};

let server: TestServer;
let admin: string;
let customer: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com" });
  customer = (await signUp(server, { email: "listener@example.com" })).cookie;
  admin = await signUpAdmin(server, "owner@example.com");
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

const db = () => server.services.db;
/** Posts an admin form as the admin. */
const act = (fields: Record<string, string>) => adminAction(server, fields, admin);

async function uploadAudio(productId: string, file: Buffer, name: string) {
  const response = await server.request(`/admin/uploads/audio?${new URLSearchParams({ productId, name })}`, {
    method: "POST",
    cookie: admin,
    headers: { "content-type": "application/octet-stream" },
    body: new Uint8Array(file),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { key: string; media: { durationSeconds: number } };
}

/** An audiobook with chapters of these titles, numbered 1, 2, 3... */
async function audiobook(name: string, titles: string[]) {
  const created = await act({ intent: "product.save", name, productType: "audiobook", price: "9.99", isActive: "on" });
  expect(created.status).toBe(200);
  const [product] = await db().select().from(products).where(eq(products.name, name));
  for (const [index, title] of titles.entries()) {
    const { key } = await uploadAudio(product!.id, MP3.one, `${title}.mp3`);
    const chapter = { productId: product!.id, title, chapterNumber: String(index + 1), duration: "1", filePath: key };
    expect((await act({ intent: "chapter.create", ...chapter })).status).toBe(200);
  }
  return { productId: product!.id, chapters: await chaptersOf(product!.id) };
}

/** A product's chapters in their order: number, title, and the rest of the row. */
async function chaptersOf(productId: string) {
  return db()
    .select()
    .from(audioChapters)
    .where(eq(audioChapters.productId, productId))
    .orderBy(asc(audioChapters.chapterNumber), asc(audioChapters.createdAt));
}

const order = async (productId: string) =>
  (await chaptersOf(productId)).map((chapter) => `${chapter.chapterNumber} ${chapter.title}`);

function expectLoginRedirect(response: Response) {
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
}

describe("who may edit a chapter", () => {
  it("refuses anonymous visitors and customers, and changes nothing", async () => {
    const { productId, chapters } = await audiobook("Guarded Book", ["Alpha", "Beta"]);
    const { key } = await uploadAudio(productId, MP3.two, "new.mp3");
    const before = await chaptersOf(productId);
    for (const cookie of [undefined, customer]) {
      const edit = { intent: "chapter.update", id: chapters[0]!.id, title: "Hacked", position: "2", filePath: key };
      expectLoginRedirect(await adminAction(server, edit, cookie));
      expectLoginRedirect(await server.request(`/admin?tab=chapters&edit=${chapters[0]!.id}`, { cookie }));
      const data = await (await server.request(`/admin.data?tab=chapters&edit=${chapters[0]!.id}`, { cookie })).text();
      expect(data).toContain("/login");
      expect(data).not.toContain("Alpha");
    }
    expect(await chaptersOf(productId)).toEqual(before);
    expect(await server.services.storage.size(chapters[0]!.filePath)).toBe(MP3.one.length);
  });

  it("answers bad input with a 4xx, naming the problem, and changes nothing", async () => {
    const { productId, chapters } = await audiobook("Strict Book", ["First", "Second"]);
    const { productId: otherId } = await audiobook("Other Book", ["Elsewhere"]);
    const foreign = await uploadAudio(otherId, MP3.two, "foreign.mp3");
    const before = await chaptersOf(productId);
    const base = { intent: "chapter.update", id: chapters[0]!.id, title: "Fine", position: "1" };
    const cases: [Record<string, string>, number, string][] = [
      [{ ...base, title: "  " }, 400, "Title is required"],
      [{ ...base, title: "x".repeat(301) }, 400, "Title is too long"],
      [{ ...base, position: "0" }, 400, "Position must be 1 or more"],
      [{ ...base, position: "1.5" }, 400, "Position must be a whole number"],
      [{ ...base, position: "first" }, 400, "Position must be a whole number"],
      [{ ...base, id: "not-a-chapter" }, 400, "Choose a valid item"],
      [{ ...base, id: "00000000-0000-4000-8000-000000000000" }, 409, "This chapter no longer exists"],
      [{ ...base, filePath: foreign.key }, 409, "Upload the audio file again"],
      [{ ...base, filePath: `audio/${productId}/1-missing.mp3` }, 409, "Upload the audio file again"],
      [{ ...base, filePath: "../auth-secret" }, 409, "Upload the audio file again"],
    ];
    for (const [fields, status, message] of cases) {
      const response = await act(fields);
      expect(response.status, JSON.stringify(fields)).toBe(status);
      expect(await response.json()).toEqual({ ok: false, message });
    }
    expect(await chaptersOf(productId)).toEqual(before);
    expect(await server.services.storage.size(foreign.key)).toBe(MP3.two.length);
    // An edit link to no chapter opens the tab without a form.
    for (const edit of ["-".repeat(36), "00000000-0000-4000-8000-000000000000", "x".repeat(5000)]) {
      const page = await server.request(`/admin?tab=chapters&edit=${edit}`, { cookie: admin });
      expect(page.status, edit).toBe(200);
      expect(parseHtml(await page.text()).headings("Edit chapter"), edit).toEqual([]);
    }
  });
});

describe("editing a chapter", () => {
  it("renames and moves a chapter from its edit form, keeping the numbers contiguous", async () => {
    const { productId, chapters } = await audiobook("Ordered Book", ["One", "Two", "Three"]);
    const list = parseHtml((await loadPage(server, "/admin?tab=chapters", admin)).html);
    const [edit] = list.links("Edit chapter Three");
    const page = await loadPage(server, edit!.attributes.href!, admin);
    const form = parseHtml(page.html).region("Edit chapter");
    expect(form.text).toContain("Ordered Book: chapter 3 of 3");
    expect(form.within.field("Title").attributes.value).toBe("Three");
    expect(form.within.field("Position").attributes.value).toBe("3");

    const saved = await submitForm(server, page, "Save changes", { Title: "Prologue", Position: "1" }, admin);
    expect(saved.status).toBe(302);
    const [notice, reloaded] = await visitAndReload(server, saved, admin);
    expect(notice).toContain("Chapter updated");
    expect(reloaded).not.toContain("Chapter updated");
    expect(await order(productId)).toEqual(["1 Prologue", "2 One", "3 Two"]);

    // A position past the end is the end; the chapter's file and length stay.
    const moved = await act({ intent: "chapter.update", id: chapters[0]!.id, title: "One", position: "99" });
    expect(await moved.json()).toEqual({ ok: true, message: "Chapter updated" });
    expect(await order(productId)).toEqual(["1 Prologue", "2 Two", "3 One"]);
    const [one] = await db().select().from(audioChapters).where(eq(audioChapters.id, chapters[0]!.id));
    expect(one).toMatchObject({ filePath: chapters[0]!.filePath, duration: chapters[0]!.duration });
  });

  it("closes gaps left by chapters numbered by hand when one moves", async () => {
    const { productId, chapters } = await audiobook("Gappy Book", ["A", "B", "C"]);
    await db().update(audioChapters).set({ chapterNumber: 7 }).where(eq(audioChapters.id, chapters[2]!.id));
    await act({ intent: "chapter.update", id: chapters[1]!.id, title: "B", position: "1" });
    expect(await order(productId)).toEqual(["1 B", "2 A", "3 C"]);
  });

  it("replaces a chapter's file: the new length is read, the old file removed, listeners' progress kept", async () => {
    const { productId, chapters } = await audiobook("Replaced Book", ["Intro", "Body"]);
    const intro = chapters[0]!;
    const [listener] = await db()
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.email, "listener@example.com"));
    await db()
      .insert(userProgress)
      .values({ userId: listener!.id, productId, chapterId: intro.id, progressSeconds: 4 });
    await db().insert(bookmarks).values({ userId: listener!.id, productId, chapterId: intro.id, timestampSeconds: 2 });

    const replacement = await uploadAudio(productId, MP3.two, "intro-v2.mp3");
    expect(replacement.media.durationSeconds).not.toBe(intro.duration);
    const response = await act({
      intent: "chapter.update",
      id: intro.id,
      title: "Intro",
      position: "1",
      filePath: replacement.key,
    });
    expect(await response.json()).toEqual({ ok: true, message: "Chapter updated" });

    const [after] = await db().select().from(audioChapters).where(eq(audioChapters.id, intro.id));
    expect(after).toMatchObject({
      filePath: replacement.key,
      duration: replacement.media.durationSeconds,
      chapterNumber: 1,
    });
    const [product] = await db().select().from(products).where(eq(products.id, productId));
    expect(product?.duration).toBe(replacement.media.durationSeconds + chapters[1]!.duration);
    expect(await server.services.storage.size(intro.filePath)).toBeNull();
    expect(await server.services.storage.size(replacement.key)).toBe(MP3.two.length);
    expect(await db().select().from(userProgress).where(eq(userProgress.chapterId, intro.id))).toHaveLength(1);
    expect(await db().select().from(bookmarks).where(eq(bookmarks.chapterId, intro.id))).toHaveLength(1);
  });

  it("keeps a replaced file that another chapter still plays", async () => {
    const { productId, chapters } = await audiobook("Shared Book", ["Original"]);
    const shared = chapters[0]!.filePath;
    const copy = { productId, title: "Copy", chapterNumber: "2", duration: "1", filePath: shared };
    expect((await act({ intent: "chapter.create", ...copy })).status).toBe(200);
    const replacement = await uploadAudio(productId, MP3.two, "original-v2.mp3");
    const response = await act({
      intent: "chapter.update",
      id: chapters[0]!.id,
      title: "Original",
      position: "1",
      filePath: replacement.key,
    });
    expect(response.status).toBe(200);
    expect(await server.services.storage.size(shared)).toBe(MP3.one.length);
  });
});
