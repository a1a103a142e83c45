import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  audioChapters,
  authUsers,
  emailOutbox,
  listeningSessions,
  playbackSettings,
  productAccess,
  products,
  userProgress,
} from "../../app/db/schema";
import { syncAllProductDurations } from "../../app/db/product-durations.server";
import {
  adminAction,
  BROWSER_UA,
  pageText,
  resetRateLimits,
  signUp,
  signUpAdmin,
  startTestServer,
  type TestServer,
} from "./harness";

/**
 * Every product delivers: video lessons and workbook documents uploaded by
 * the admin (sniffed, lengths read from the files), streamed and downloaded
 * behind the same per-request access check as audio, the assessment's
 * address, the product duration following its chapters, the speed and the
 * listening history kept on the server.
 */
const MP3 = readFileSync("seed/media/chapter-01.mp3"); // 12.7 s
const MP3_TWO = readFileSync("seed/media/chapter-02.mp3"); // 11.7 s
const MP3_THREE = readFileSync("seed/media/chapter-03.mp3"); // 11.0 s
const MP4 = readFileSync("seed/media/lesson-01.mp4"); // 8.0 s, title "Seeing the Detour", track 1
const WEBM = readFileSync("seed/media/lesson-02.webm"); // 8.0 s, title "Choosing the New Road", track 2
const PDF = readFileSync("seed/media/workbook.pdf");
const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let server: TestServer;
const cookies = { owner: "", other: "", admin: "" };
let ownerId = "";

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "admin@example.com" });
  cookies.owner = (await signUp(server, { email: "owner@example.com", firstName: "Ruth" })).cookie;
  cookies.other = (await signUp(server, { email: "other@example.com" })).cookie;
  cookies.admin = await signUpAdmin(server, "admin@example.com");
  const [row] = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, "owner@example.com"));
  ownerId = row!.id;
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

const db = () => server.services.db;

const act = (fields: Record<string, string>, cookie?: string) => adminAction(server, fields, cookie);

function upload(kind: string, body: Uint8Array<ArrayBuffer>, query: Record<string, string>, cookie?: string) {
  return server.request(`/admin/uploads/${kind}?${new URLSearchParams(query)}`, {
    method: "POST",
    cookie,
    headers: { "content-type": "application/octet-stream" },
    body,
  });
}

async function createProduct(name: string, productType: string, extra: Record<string, string> = {}) {
  const response = await act(
    { intent: "product.save", name, productType, price: "10.00", isActive: "true", ...extra },
    cookies.admin,
  );
  expect(await response.json()).toMatchObject({ ok: true });
  const [row] = await db().select().from(products).where(eq(products.name, name));
  return row!;
}

interface Uploaded {
  key: string;
  size: number;
  mime: string;
  media?: { durationSeconds: number | null; title: string | null; trackNumber: number | null };
}

async function uploadOk(
  kind: string,
  body: Uint8Array<ArrayBuffer>,
  productId: string,
  name: string,
): Promise<Uploaded> {
  const response = await upload(kind, body, { productId, name }, cookies.admin);
  expect(response.status).toBe(201);
  return (await response.json()) as Uploaded;
}

async function addChapter(productId: string, key: string, title: string, number: number, duration = "1") {
  const response = await act(
    { intent: "chapter.create", productId, title, chapterNumber: String(number), duration, filePath: key },
    cookies.admin,
  );
  expect(await response.json()).toMatchObject({ ok: true });
  const [chapter] = await db()
    .select()
    .from(audioChapters)
    .where(and(eq(audioChapters.productId, productId), eq(audioChapters.filePath, key)));
  return chapter!;
}

async function productDuration(id: string) {
  const [row] = await db().select({ duration: products.duration }).from(products).where(eq(products.id, id));
  return row!.duration;
}

async function grant(productId: string) {
  const [row] = await db().insert(productAccess).values({ userId: ownerId, productId }).returning();
  return row!;
}

describe("uploads of video lessons and documents", () => {
  it("refuses the wrong type with 415, whatever the name says, and stores nothing", async () => {
    const video = await createProduct("Upload video", "video");
    const workbook = await createProduct("Upload workbook", "workbook");
    const audiobook = await createProduct("Upload audiobook", "audiobook");
    const refused = [
      await upload("video", MP3, { productId: video.id, name: "lesson.mp4" }, cookies.admin),
      await upload("video", PDF, { productId: video.id, name: "lesson.webm" }, cookies.admin),
      await upload("document", MP3, { productId: workbook.id, name: "workbook.pdf" }, cookies.admin),
      await upload("document", MP4, { productId: workbook.id, name: "workbook.pdf" }, cookies.admin),
      await upload("audio", MP4, { productId: audiobook.id, name: "chapter.mp3" }, cookies.admin),
    ];
    for (const response of refused) {
      expect(response.status).toBe(415);
      expect(((await response.json()) as { error: string }).error).toMatch(/^The file is not /);
    }
    // A kind that does not fit the product is refused before reading the body.
    expect((await upload("video", MP4, { productId: audiobook.id, name: "a.mp4" }, cookies.admin)).status).toBe(400);
    expect((await upload("document", PDF, { productId: video.id, name: "a.pdf" }, cookies.admin)).status).toBe(400);
    expect((await upload("chapters", MP4, { productId: video.id, name: "a.mp4" }, cookies.admin)).status).toBe(404);
    const { readdirSync, existsSync } = await import("node:fs");
    for (const folder of [`video/${video.id}`, `documents/${workbook.id}`, `audio/${audiobook.id}`]) {
      const dir = `${process.env.DATA_DIR}/uploads/${folder}`;
      expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    }
  });

  it("refuses anonymous and customer uploads", async () => {
    const video = await createProduct("Guarded video", "video");
    for (const cookie of [undefined, cookies.owner]) {
      const response = await upload("video", MP4, { productId: video.id, name: "a.mp4" }, cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
    }
  });

  it("stores MP4 and WebM lessons and reads their length, title and number from the file", async () => {
    const video = await createProduct("Stored video", "video");
    const mp4 = await uploadOk("video", MP4, video.id, "Lesson 1.mp4");
    expect(mp4).toMatchObject({ mime: "video/mp4", size: MP4.length });
    expect(mp4.key).toMatch(new RegExp(`^video/${video.id}/\\d+-Lesson-1\\.mp4$`));
    expect(mp4.media).toEqual({ durationSeconds: 8, title: "Seeing the Detour", trackNumber: 1 });
    const webm = await uploadOk("video", WEBM, video.id, "two.webm");
    expect(webm).toMatchObject({ mime: "video/webm" });
    expect(webm.media).toEqual({ durationSeconds: 8, title: "Choosing the New Road", trackNumber: 2 });
    expect(await server.services.storage.size(webm.key)).toBe(WEBM.length);
  });

  it("stores a workbook's PDF and keeps it only on its own product", async () => {
    const workbook = await createProduct("Stored workbook", "workbook");
    const other = await createProduct("Other workbook", "workbook");
    const pdf = await uploadOk("document", PDF, workbook.id, "Workbook.pdf");
    expect(pdf).toMatchObject({ mime: "application/pdf", size: PDF.length });
    expect(pdf.key).toMatch(new RegExp(`^documents/${workbook.id}/\\d+-Workbook\\.pdf$`));

    const save = (id: string, filePath: string) =>
      act(
        {
          intent: "product.save",
          id,
          name: "Moved",
          productType: "workbook",
          price: "1.00",
          isActive: "true",
          filePath,
        },
        cookies.admin,
      );
    const foreign = await save(other.id, pdf.key);
    expect(await foreign.json()).toEqual({ ok: false, message: "Upload the document again" });
    await act(
      {
        intent: "product.save",
        id: workbook.id,
        name: "Stored workbook",
        productType: "workbook",
        price: "10.00",
        isActive: "true",
        filePath: pdf.key,
      },
      cookies.admin,
    );
    const [row] = await db().select().from(products).where(eq(products.id, workbook.id));
    expect(row!.filePath).toBe(pdf.key);
    // In use: an unsaved-upload discard leaves it alone.
    expect((await act({ intent: "upload.discard", upload: pdf.key }, cookies.admin)).status).toBe(409);
  });
});

describe("assessment address", () => {
  it("accepts a path of this site or an https address and refuses anything else", async () => {
    const assessment = await createProduct("Journey", "assessment", { opensAt: "/author-journey-assessment" });
    expect(assessment.opensAt).toBe("/author-journey-assessment");
    const edit = (opensAt: string) =>
      act(
        {
          intent: "product.save",
          id: assessment.id,
          name: "Journey",
          productType: "assessment",
          price: "0.00",
          isActive: "true",
          opensAt,
        },
        cookies.admin,
      );
    expect((await edit("https://quiz.example.com/start?x=1")).status).toBe(200);
    for (const bad of ["javascript:alert(1)", "//evil.example.com", "http://plain.example.com", "/\\evil", "a b"]) {
      const response = await edit(bad);
      expect(response.status, bad).toBe(400);
    }
    const [row] = await db().select().from(products).where(eq(products.id, assessment.id));
    expect(row!.opensAt).toBe("https://quiz.example.com/start?x=1");
  });
});

describe("durations from the files", () => {
  it("keeps the product's duration the sum of its chapters as they are added and deleted", async () => {
    const book = await createProduct("Timed book", "audiobook");
    expect(await productDuration(book.id)).toBeNull();
    // The form says 99: the file's own length wins (12.7 s, rounded down).
    const one = await addChapter(book.id, (await uploadOk("audio", MP3, book.id, "one.mp3")).key, "One", 1, "99");
    expect(one.duration).toBe(12);
    expect(await productDuration(book.id)).toBe(12);
    const two = await addChapter(book.id, (await uploadOk("audio", MP3_TWO, book.id, "two.mp3")).key, "Two", 2);
    expect(two.duration).toBe(11);
    const three = await addChapter(book.id, (await uploadOk("audio", MP3_THREE, book.id, "3.mp3")).key, "Three", 3);
    expect(three.duration).toBe(10);
    expect(await productDuration(book.id)).toBe(12 + 11 + 10);
    const four = await addChapter(book.id, (await uploadOk("audio", MP3, book.id, "four.mp3")).key, "Four", 4);
    expect(await productDuration(book.id)).toBe(45);

    expect(await (await act({ intent: "chapter.delete", id: two.id }, cookies.admin)).json()).toMatchObject({
      ok: true,
    });
    expect(await productDuration(book.id)).toBe(12 + 10 + 12);
    for (const chapter of [one, three, four]) await act({ intent: "chapter.delete", id: chapter.id }, cookies.admin);
    expect(await productDuration(book.id)).toBeNull();
  });

  it("corrects at start-up a product whose stored duration is not the sum of its chapters", async () => {
    const book = await createProduct("Stale book", "audiobook");
    await addChapter(book.id, (await uploadOk("audio", MP3, book.id, "x.mp3")).key, "X", 1);
    const untouched = await createProduct("Assessment with its own length", "assessment");
    await db().update(products).set({ duration: 36 }).where(eq(products.id, book.id));
    await db().update(products).set({ duration: 300 }).where(eq(products.id, untouched.id));
    await syncAllProductDurations(db());
    expect(await productDuration(book.id)).toBe(12);
    expect(await productDuration(untouched.id)).toBe(300);
  });

  it("adds a video lesson with the length read from the file, and the email says 'under a minute'", async () => {
    const video = await createProduct("Emailed video", "video");
    await grant(video.id);
    const uploaded = await uploadOk("video", MP4, video.id, "l1.mp4");
    const lesson = await addChapter(video.id, uploaded.key, "Seeing the Detour", 1, "0");
    expect(lesson.duration).toBe(8);
    expect(await productDuration(video.id)).toBe(8);
    const [email] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.subject, "New Chapter: Seeing the Detour"), eq(emailOutbox.to, "owner@example.com")));
    expect(email!.text).toContain('"Seeing the Detour" (under a minute).');
  });

  it("refuses a lesson whose file was uploaded as another kind or for another product", async () => {
    const video = await createProduct("Strict video", "video");
    const book = await createProduct("Strict book", "audiobook");
    const audio = await uploadOk("audio", MP3, book.id, "a.mp3");
    const response = await act(
      {
        intent: "chapter.create",
        productId: video.id,
        title: "T",
        chapterNumber: "1",
        duration: "1",
        filePath: audio.key,
      },
      cookies.admin,
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ ok: false, message: "Upload the video file again" });
    const workbook = await createProduct("No chapters", "workbook");
    const refused = await act(
      {
        intent: "chapter.create",
        productId: workbook.id,
        title: "T",
        chapterNumber: "1",
        duration: "1",
        filePath: audio.key,
      },
      cookies.admin,
    );
    expect(await refused.json()).toEqual({ ok: false, message: "Choose an audiobook or video product" });
  });
});

describe("streaming video lessons and documents", () => {
  let video: { id: string };
  let lessonId = "";
  let workbook: { id: string };
  let grantId = "";

  beforeAll(async () => {
    video = await createProduct("Streamed video", "video");
    lessonId = (await addChapter(video.id, (await uploadOk("video", MP4, video.id, "l.mp4")).key, "L", 1)).id;
    workbook = await createProduct("Streamed workbook", "workbook");
    const pdf = await uploadOk("document", PDF, workbook.id, "Workbook.pdf");
    await act(
      {
        intent: "product.save",
        id: workbook.id,
        name: "Streamed workbook",
        productType: "workbook",
        price: "9.99",
        isActive: "true",
        filePath: pdf.key,
      },
      cookies.admin,
    );
    await grant(video.id);
    grantId = (await grant(workbook.id)).id;
  });

  const lesson = (init: RequestInit & { cookie?: string } = {}) => server.request(`/media/chapters/${lessonId}`, init);
  const download = (init: RequestInit & { cookie?: string } = {}) =>
    server.request(`/media/documents/${workbook.id}`, init);
  const view = (init: RequestInit & { cookie?: string } = {}) =>
    server.request(`/media/documents/${workbook.id}/view`, init);

  it("refuses anonymous visitors with 401 and other customers and admins without a grant with 404", async () => {
    for (const request of [lesson, download, view]) {
      const anonymous = await request();
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get("content-type")).toMatch(/^text\/plain/);
      for (const cookie of [cookies.other, cookies.admin]) {
        const refused = await request({ cookie });
        expect(refused.status).toBe(404);
        expect(refused.headers.get("content-type")).toMatch(/^text\/plain/);
      }
    }
    expect((await server.request(`/media/documents/not-a-uuid`, { cookie: cookies.owner })).status).toBe(404);
    expect((await server.request(`/media/documents/${video.id}`, { cookie: cookies.owner })).status).toBe(404);
  });

  it("streams a granted lesson with its video type, whole or by range", async () => {
    const whole = await lesson({ cookie: cookies.owner });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("cache-control")).toBe("private, no-cache");
    expect(Buffer.from(await whole.arrayBuffer()).equals(MP4)).toBe(true);

    const first = await lesson({ cookie: cookies.owner, headers: { range: "bytes=0-1" } });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-1/${MP4.length}`);
    expect(Buffer.from(await first.arrayBuffer()).equals(MP4.subarray(0, 2))).toBe(true);
    const suffix = await lesson({ cookie: cookies.owner, headers: { range: "bytes=-500" } });
    expect(suffix.status).toBe(206);
    expect(Buffer.from(await suffix.arrayBuffer()).equals(MP4.subarray(MP4.length - 500))).toBe(true);
    const beyond = await lesson({ cookie: cookies.owner, headers: { range: `bytes=${MP4.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${MP4.length}`);
  });

  it("downloads the document as an attachment named after the product, with Range", async () => {
    const whole = await download({ cookie: cookies.owner });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("application/pdf");
    expect(whole.headers.get("content-disposition")).toBe(
      `attachment; filename="Streamed-workbook.pdf"; filename*=UTF-8''Streamed-workbook.pdf`,
    );
    expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await whole.arrayBuffer()).equals(PDF)).toBe(true);

    const part = await download({ cookie: cookies.owner, headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${PDF.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(PDF.subarray(100, 200))).toBe(true);
    const head = await download({ cookie: cookies.owner, method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(PDF.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it("shows a PDF in the browser with an inline disposition", async () => {
    const inline = await view({ cookie: cookies.owner });
    expect(inline.status).toBe(200);
    expect(inline.headers.get("content-type")).toBe("application/pdf");
    expect(inline.headers.get("content-disposition")).toBe("inline");
    // Chrome's PDF viewer is a plugin: the pages' object-src 'none' would leave it blank.
    expect(inline.headers.get("content-security-policy")).toContain("object-src 'self'");
  });

  it("stops at the next request once the grant is revoked or the product deactivated", async () => {
    await db().update(productAccess).set({ isActive: false }).where(eq(productAccess.id, grantId));
    expect((await download({ cookie: cookies.owner })).status).toBe(404);
    await db().update(productAccess).set({ isActive: true }).where(eq(productAccess.id, grantId));
    expect((await download({ cookie: cookies.owner })).status).toBe(200);

    await db().update(products).set({ isActive: false }).where(eq(products.id, video.id));
    expect((await lesson({ cookie: cookies.owner, headers: { range: "bytes=0-1" } })).status).toBe(404);
    await db().update(products).set({ isActive: false }).where(eq(products.id, workbook.id));
    expect((await download({ cookie: cookies.owner })).status).toBe(404);
    await db().update(products).set({ isActive: true }).where(eq(products.id, video.id));
    await db().update(products).set({ isActive: true }).where(eq(products.id, workbook.id));
  });

  it("gives the library card Download and View for the workbook and no storage key", async () => {
    const html = await (await server.request("/dashboard", { cookie: cookies.owner })).text();
    expect(html).toContain(`href="/media/documents/${workbook.id}"`);
    expect(html).toContain(`href="/media/documents/${workbook.id}/view"`);
    expect(html).not.toContain("documents/" + workbook.id + "/1");
    const page = await (await server.request(`/product/${workbook.id}`, { cookie: cookies.owner })).text();
    expect(page).toContain("Streamed-workbook.pdf");
    expect(page).toContain("View in browser");
    expect(page).not.toMatch(/documents\/[0-9a-f-]{36}\/\d+-/);
  });
});

describe("speed and listening history", () => {
  let book: { id: string };
  let chapterId = "";

  beforeAll(async () => {
    book = await createProduct("Synced book", "audiobook");
    chapterId = (await addChapter(book.id, (await uploadOk("audio", MP3, book.id, "s.mp3")).key, "S", 1)).id;
    await grant(book.id);
  });

  const settings = (init: RequestInit & { cookie?: string } = {}) =>
    server.request(`/api/products/${book.id}/settings`, init);
  const postSpeed = (speed: unknown, cookie?: string) =>
    settings({
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ speed }),
    });

  it("keeps the speed per product on the server, for the listener only", async () => {
    expect(await (await settings({ cookie: cookies.owner })).json()).toEqual({ speed: 1 });
    expect((await postSpeed(1.5, cookies.owner)).status).toBe(200);
    expect(await (await settings({ cookie: cookies.owner })).json()).toEqual({ speed: 1.5 });

    expect((await settings()).status).toBe(401);
    expect((await postSpeed(2)).status).toBe(401);
    expect((await settings({ cookie: cookies.other })).status).toBe(404);
    expect((await postSpeed(2, cookies.other)).status).toBe(404);
    expect((await postSpeed(2, cookies.admin)).status).toBe(404);
    for (const bad of [3, 0, "1.5", null]) expect((await postSpeed(bad, cookies.owner)).status).toBe(400);
    const rows = await db().select().from(playbackSettings);
    expect(rows.map((r) => [r.userId, r.productId, r.speed])).toEqual([[ownerId, book.id, 1.5]]);
  });

  it("the product page opens at the kept speed and gives the browser a device cookie", async () => {
    const response = await server.request(`/product/${book.id}`, { cookie: cookies.owner });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(
      /^rerouted_device=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
  });

  it("records each device's session and tells this device's positions from another's", async () => {
    const phone = `rerouted_device=${randomUUID()}`;
    const laptop = `rerouted_device=${randomUUID()}`;
    const save = (device: string, ua: string, sessionId: string, progressSeconds: number) =>
      server.request(`/api/products/${book.id}/progress`, {
        method: "POST",
        cookie: `${cookies.owner}; ${device}`,
        headers: { "content-type": "application/json", "user-agent": ua },
        body: JSON.stringify({ chapterId, progressSeconds, sessionId }),
      });
    const phoneSession = randomUUID();
    const laptopSession = randomUUID();
    expect((await save(phone, PHONE_UA, phoneSession, 4)).status).toBe(200);
    expect((await save(phone, PHONE_UA, phoneSession, 9.5)).status).toBe(200);
    expect((await save(laptop, BROWSER_UA, laptopSession, 2)).status).toBe(200);
    // The same place saved again (a page being left) leaves the session's time alone.
    const timeOf = async (sessionId: string) =>
      (await db().select().from(listeningSessions).where(eq(listeningSessions.sessionId, sessionId)))[0]!.updatedAt;
    const phoneTime = await timeOf(phoneSession);
    expect((await save(phone, PHONE_UA, phoneSession, 9.5)).status).toBe(200);
    expect(await timeOf(phoneSession)).toEqual(phoneTime);
    // A session id is the device's own: another device cannot move it.
    expect((await save(laptop, BROWSER_UA, phoneSession, 1)).status).toBe(200);
    expect(await timeOf(phoneSession)).toEqual(phoneTime);

    const history = async (device: string) =>
      (
        (await (
          await server.request(`/api/products/${book.id}/history`, { cookie: `${cookies.owner}; ${device}` })
        ).json()) as { sessions: { positionSeconds: number; deviceLabel: string; thisDevice: boolean }[] }
      ).sessions.map((s) => [s.positionSeconds, s.deviceLabel, s.thisDevice]);
    expect(await history(laptop)).toEqual([
      [2, "computer", true],
      [9.5, "phone", false],
    ]);
    expect(await history(phone)).toEqual([
      [2, "computer", false],
      [9.5, "phone", true],
    ]);
    // Another user's history and saves never mix with this one's.
    expect((await server.request(`/api/products/${book.id}/history`, { cookie: cookies.other })).status).toBe(404);
    expect((await server.request(`/api/products/${book.id}/history`)).status).toBe(401);
    expect(await db().select().from(listeningSessions).where(eq(listeningSessions.userId, ownerId))).toHaveLength(2);
  });

  it("answers a malformed session id with 400 and writes nothing", async () => {
    const before = await db().select().from(userProgress);
    const response = await server.request(`/api/products/${book.id}/progress`, {
      method: "POST",
      cookie: cookies.owner,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ chapterId, progressSeconds: 3, sessionId: "nope" }),
    });
    expect(response.status).toBe(400);
    expect(await db().select().from(userProgress)).toEqual(before);
  });
});

describe("Analytics tab", () => {
  it("lists a chapter nobody played with 0 %", async () => {
    const book = await createProduct("Quiet book", "audiobook");
    await addChapter(book.id, (await uploadOk("audio", MP3_TWO, book.id, "q.mp3")).key, "Never Played Chapter", 1);
    const html = await (await server.request("/admin?tab=analytics", { cookie: cookies.admin })).text();
    // The row: chapter, product, 0 listens, 0 % completed.
    expect(pageText(html)).toContain("Never Played Chapter Quiet book 0 0%");
  });
});
