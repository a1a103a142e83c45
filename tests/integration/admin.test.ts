import { existsSync, readdirSync, readFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { assessmentLeads, audioChapters, authUsers, emailOutbox, productAccess, products } from "../../app/db/schema";
import { ADMIN_TABS } from "../../app/features/admin/tabs";
import { adminAction, resetRateLimits, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";

/** A 1x1 PNG: real image bytes. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const MP3 = readFileSync("seed/media/chapter-01.mp3");

/**
 * A valid one-colour PNG of any size, written directly as 1-bit grey: a
 * 20000 x 20000 image is about 50 KB and takes a fraction of a second,
 * where encoding one with sharp takes many seconds.
 */
function blankPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), default compression, filter and interlace
  // Each row: its filter byte (0, none) and the pixels, all black.
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 1 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", rows), chunk("IEND", Buffer.alloc(0))]),
  );
}

const storedProductImages = () => {
  const dir = `${process.env.DATA_DIR}/uploads/products`;
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

let server: TestServer;
let customer: string;
let admin: string;
let customerId: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com" });
  customer = (await signUp(server, { email: "reader@example.com", firstName: "Ruth" })).cookie;
  admin = await signUpAdmin(server, "owner@example.com");
  const [row] = await server.services.db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, "reader@example.com"));
  customerId = row!.id;
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

const db = () => server.services.db;

const act = (fields: Record<string, string>, cookie?: string) => adminAction(server, fields, cookie);

function upload(kind: "image" | "audio", body: BodyInit, query: Record<string, string>, cookie?: string) {
  return server.request(`/admin/uploads/${kind}?${new URLSearchParams(query)}`, {
    method: "POST",
    cookie,
    headers: { "content-type": "application/octet-stream" },
    body,
  });
}

async function createProduct(fields: Partial<Record<string, string>> = {}) {
  const response = await act(
    {
      intent: "product.save",
      name: "Audiobook",
      productType: "audiobook",
      price: "10.00",
      isActive: "true",
      ...fields,
    },
    admin,
  );
  expect(response.status).toBe(200);
  const [row] = await db()
    .select()
    .from(products)
    .where(eq(products.name, fields.name ?? "Audiobook"));
  return row!;
}

async function tableCounts() {
  const n = async (table: typeof products | typeof audioChapters | typeof productAccess | typeof emailOutbox) =>
    (await db().select({ n: count() }).from(table))[0]!.n;
  return {
    products: await n(products),
    chapters: await n(audioChapters),
    access: await n(productAccess),
    emails: await n(emailOutbox),
  };
}

function expectLoginRedirect(response: Response) {
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
}

describe("admin guard", () => {
  const tabs = ADMIN_TABS.map((tab) => tab.id);

  it("redirects anonymous and customer requests for every tab to /login, with no data", async () => {
    for (const cookie of [undefined, customer]) {
      for (const tab of tabs) {
        const page = await server.request(`/admin?tab=${tab}`, { cookie });
        expectLoginRedirect(page);
        // Client-side navigations fetch the loader's data directly.
        const data = await server.request(`/admin.data?tab=${tab}`, { cookie });
        const body = await data.text();
        expect(body).not.toContain("reader@example.com");
        expect(body).toContain("/login");
      }
    }
  });

  it("shows every tab to an admin", async () => {
    for (const tab of tabs) {
      const response = await server.request(`/admin?tab=${tab}`, { cookie: admin });
      expect(response.status, tab).toBe(200);
      const html = await response.text();
      expect(html).toContain("Admin Dashboard");
      expect(html).toContain("Manage products, users, and analytics");
    }
  });

  it("answers a malformed Funnel range with the default range and the reason, never an error", async () => {
    for (const query of ["from=2026-02-30&to=2026-03-01", "days=abc", "from=x&to=y", "from=2026-06-02&to=2026-06-01"]) {
      const response = await server.request(`/admin?tab=funnel&${query}`, { cookie: admin });
      expect(response.status, query).toBe(200);
      expect(await response.text()).toContain("Showing the last 30 days.");
    }
  });

  it("refuses every action, upload and export to anonymous and customer requests and writes nothing", async () => {
    const product = await createProduct({ name: "Guarded" });
    const before = await tableCounts();
    const actions: Record<string, string>[] = [
      { intent: "product.save", name: "Hack", productType: "other", price: "1" },
      { intent: "product.toggle", id: product.id, isActive: "false" },
      { intent: "product.delete", id: product.id },
      { intent: "chapter.create", productId: product.id, title: "x", chapterNumber: "1", duration: "1", filePath: "x" },
      { intent: "chapter.delete", id: product.id },
      { intent: "access.grant", email: "reader@example.com", productId: product.id },
      { intent: "access.revoke", id: product.id },
      { intent: "email.retry", id: product.id },
    ];
    for (const cookie of [undefined, customer]) {
      for (const fields of actions) expectLoginRedirect(await act(fields, cookie));
      expectLoginRedirect(await upload("image", PNG, { name: "a.png" }, cookie));
      expectLoginRedirect(await upload("audio", MP3, { name: "a.mp3", productId: product.id }, cookie));
      expectLoginRedirect(await server.request("/admin/leads.csv?list=readiness", { cookie }));
      expectLoginRedirect(await server.request("/admin/user-suggestions?q=reader", { cookie }));
    }
    expect(await tableCounts()).toEqual(before);
    const [still] = await db().select().from(products).where(eq(products.id, product.id));
    expect(still?.isActive).toBe(true);
  });
});

describe("products", () => {
  it("creates, edits, deactivates and deletes a product with an uploaded image", async () => {
    const uploaded = await upload("image", PNG, { name: "cover.png" }, admin);
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    expect(url).toMatch(/^\/media\/products\/\d+-cover\.png$/);
    const image = await server.request(url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // Re-encoded on the way in (upright, no metadata), at its own size: a 1x1 PNG still.
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      format: "png",
      width: 1,
      height: 1,
    });

    const created = await createProduct({ name: "Workbook", productType: "workbook", price: "9.99", imageUrl: url });
    expect(created).toMatchObject({
      description: "",
      productType: "workbook",
      price: "9.99",
      isActive: true,
      imageUrl: url,
    });

    const edit = await act(
      {
        intent: "product.save",
        id: created.id,
        name: "Workbook 2",
        description: "New",
        productType: "workbook",
        price: "12.5",
        imageUrl: url,
      },
      admin,
    );
    expect(await edit.json()).toEqual({ ok: true, message: "Product updated successfully" });
    const [edited] = await db().select().from(products).where(eq(products.id, created.id));
    // An unticked active flag saves the product as inactive.
    expect(edited).toMatchObject({ name: "Workbook 2", description: "New", price: "12.50", isActive: false });

    const toggle = await act({ intent: "product.toggle", id: created.id, isActive: "true" }, admin);
    expect(await toggle.json()).toMatchObject({ ok: true });
    expect((await db().select().from(products).where(eq(products.id, created.id)))[0]?.isActive).toBe(true);

    // Replacing the image removes the old file.
    const replacement = (await (await upload("image", PNG, { name: "cover-2.png" }, admin)).json()) as { url: string };
    await act(
      {
        intent: "product.save",
        id: created.id,
        name: "Workbook 2",
        productType: "workbook",
        price: "12.5",
        isActive: "true",
        imageUrl: replacement.url,
      },
      admin,
    );
    expect((await server.request(url)).status).toBe(404);
    const currentUrl = replacement.url;

    const removed = await act({ intent: "product.delete", id: created.id }, admin);
    expect(await removed.json()).toEqual({ ok: true, message: "Product deleted" });
    expect(await db().select().from(products).where(eq(products.id, created.id))).toHaveLength(0);
    // Its uploaded image went with it.
    expect((await server.request(currentUrl)).status).toBe(404);
  });

  it("answers bad product input with 400 and writes nothing", async () => {
    const before = await tableCounts();
    const invalid: Record<string, string>[] = [
      { name: "", price: "1" },
      { name: "No price", price: "" },
      { name: "Three decimals", price: "1.999" },
      { name: "Negative", price: "-1" },
      { name: "Bad type", price: "1", productType: "course" },
      { name: "Foreign image", price: "1", imageUrl: "https://evil.example/x.png" },
    ];
    for (const fields of invalid) {
      const response = await act({ intent: "product.save", productType: "other", ...fields }, admin);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(((await response.json()) as { ok: boolean }).ok).toBe(false);
    }
    expect((await act({ intent: "nope" }, admin)).status).toBe(400);
    expect(await tableCounts()).toEqual(before);
  });

  it("refuses a file that is not an image, whatever its name", async () => {
    const response = await upload("image", MP3, { name: "cover.png" }, admin);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "The file is not a supported image" });
    const svg = await upload(
      "image",
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      { name: "x.svg" },
      admin,
    );
    expect(svg.status).toBe(415);
  });
});

describe("product images", () => {
  it("refuses an image past 50 megapixels and stores nothing", async () => {
    const huge = blankPng(20000, 20000);
    expect(await sharp(huge, { limitInputPixels: false }).metadata()).toMatchObject({
      format: "png",
      width: 20000,
      height: 20000,
    });
    const before = storedProductImages();
    const response = await upload("image", huge, { name: "huge.png" }, admin);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: "The image is 20000 × 20000 pixels, more than 50 megapixels: scale it down and upload it again",
    });
    expect(storedProductImages()).toEqual(before);
  });

  it("scales a large image down to 1600 pixels in its own format", async () => {
    const large = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const response = await upload("image", large, { name: "large.png" }, admin);
    expect(response.status).toBe(201);
    const { url, mime } = (await response.json()) as { url: string; mime: string };
    expect(url).toMatch(/^\/media\/products\/\d+-large\.png$/);
    expect(mime).toBe("image/png");
    const served = await server.request(url);
    expect(served.headers.get("content-type")).toBe("image/png");
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: "png", width: 1600, height: 900 });
  });
});

describe("chapters", () => {
  it("streams an audio upload under {productId}/ and adds the chapter, notifying users with active access", async () => {
    const product = await createProduct({ name: "Chaptered" });
    await db().insert(productAccess).values({ userId: customerId, productId: product.id });
    const response = await upload("audio", MP3, { name: "Chapter One.mp3", productId: product.id }, admin);
    expect(response.status).toBe(201);
    const { key, size } = (await response.json()) as { key: string; size: number };
    expect(key).toMatch(new RegExp(`^audio/${product.id}/\\d+-Chapter-One\\.mp3$`));
    expect(size).toBe(MP3.length);
    expect(await server.services.storage.size(key)).toBe(MP3.length);

    const created = await act(
      {
        intent: "chapter.create",
        productId: product.id,
        title: "Opening",
        chapterNumber: "1",
        duration: "13",
        filePath: key,
      },
      admin,
    );
    expect(await created.json()).toEqual({ ok: true, message: "Chapter added and users notified!" });
    const [chapter] = await db().select().from(audioChapters).where(eq(audioChapters.productId, product.id));
    // The length comes from the file (12.7 s, rounded down), not from the form's 13.
    expect(chapter).toMatchObject({ title: "Opening", chapterNumber: 1, duration: 12, filePath: key });
    const emails = await db().select().from(emailOutbox).where(eq(emailOutbox.subject, "New Chapter: Opening"));
    expect(emails.map((e) => e.to)).toEqual(["reader@example.com"]);
    expect(emails[0]?.text).toContain("Hi Ruth,");

    const deleted = await act({ intent: "chapter.delete", id: chapter!.id }, admin);
    expect(await deleted.json()).toMatchObject({ ok: true });
    expect(await server.services.storage.size(key)).toBeNull();
  });

  it("says 'Chapter added successfully' when nobody has access", async () => {
    const product = await createProduct({ name: "Unsold" });
    const { key } = (await (await upload("audio", MP3, { name: "a.mp3", productId: product.id }, admin)).json()) as {
      key: string;
    };
    const created = await act(
      {
        intent: "chapter.create",
        productId: product.id,
        title: "Lonely",
        chapterNumber: "2",
        duration: "5",
        filePath: key,
      },
      admin,
    );
    expect(await created.json()).toEqual({ ok: true, message: "Chapter added successfully" });
  });

  it("refuses non-audio content, non-audiobook products, foreign files and bad numbers", async () => {
    const product = await createProduct({ name: "Strict" });
    const video = await createProduct({ name: "Video thing", productType: "video" });
    const before = await tableCounts();
    expect((await upload("audio", PNG, { name: "song.mp3", productId: product.id }, admin)).status).toBe(415);
    expect((await upload("audio", MP3, { name: "a.mp3", productId: video.id }, admin)).status).toBe(400);
    expect((await upload("audio", MP3, { name: "a.mp3", productId: "nope" }, admin)).status).toBe(400);
    const base = { intent: "chapter.create", productId: product.id, title: "T", chapterNumber: "1", duration: "1" };
    expect((await act({ ...base, filePath: `audio/${video.id}/1-a.mp3` }, admin)).status).toBe(409);
    expect((await act({ ...base, filePath: `audio/${product.id}/1-missing.mp3` }, admin)).status).toBe(409);
    expect((await act({ ...base, chapterNumber: "1.5", filePath: "x" }, admin)).status).toBe(400);
    expect((await act({ ...base, duration: "-3", filePath: "x" }, admin)).status).toBe(400);
    expect(await tableCounts()).toEqual(before);
  });

  it("answers 413 past the size limit, streamed or declared, and leaves no file behind", async () => {
    const product = await createProduct({ name: "Huge" });
    const limit = 500 * 1024 * 1024;
    // Declared too large: refused before reading.
    const declared = await server
      .request(`/admin/uploads/image?name=big.png`, {
        method: "POST",
        cookie: admin,
        headers: { "content-type": "application/octet-stream", "content-length": String(limit + 1) },
        body: PNG,
      })
      .catch(() => null);
    if (declared) expect(declared.status).toBe(413);

    // Streamed without a length: the image limit (10 MB) is passed mid-stream.
    const chunk = Buffer.alloc(1024 * 1024, 1);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(PNG);
        if (sent > 12) controller.close();
        else controller.enqueue(chunk);
        sent++;
      },
    });
    const response = await server.request(`/admin/uploads/image?name=big.png`, {
      method: "POST",
      cookie: admin,
      headers: { "content-type": "application/octet-stream" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    const { readdirSync, existsSync } = await import("node:fs");
    const dir = `${process.env.DATA_DIR}/uploads/products`;
    const left = existsSync(dir) ? readdirSync(dir).filter((f) => f.includes("big")) : [];
    expect(left).toEqual([]);
    expect(product.id).toBeTruthy();
  });
});

describe("discarding unsaved uploads", () => {
  async function uploadedImage() {
    const response = await upload("image", PNG, { name: "draft.png" }, admin);
    const { key, url, size } = (await response.json()) as { key: string; url: string; size: number };
    return { key, url, size };
  }

  it("removes an image nobody saved, and only for an admin", async () => {
    const { key, url, size } = await uploadedImage();
    for (const cookie of [undefined, customer]) {
      expectLoginRedirect(await act({ intent: "upload.discard", upload: url }, cookie));
    }
    expect(await server.services.storage.size(key)).toBe(size);
    const response = await act({ intent: "upload.discard", upload: url }, admin);
    expect(await response.json()).toEqual({ ok: true, message: "Upload discarded" });
    expect(await server.services.storage.size(key)).toBeNull();
  });

  it("keeps an image or audio file that a product or chapter uses", async () => {
    const { key, url, size } = await uploadedImage();
    await createProduct({ name: "Kept cover", imageUrl: url });
    const image = await act({ intent: "upload.discard", upload: url }, admin);
    expect(image.status).toBe(409);
    expect(await image.json()).toEqual({ ok: false, message: "This file is in use" });
    expect(await server.services.storage.size(key)).toBe(size);

    const product = await createProduct({ name: "Kept audio" });
    const audio = (await (await upload("audio", MP3, { name: "a.mp3", productId: product.id }, admin)).json()) as {
      key: string;
    };
    const unsaved = (await (await upload("audio", MP3, { name: "b.mp3", productId: product.id }, admin)).json()) as {
      key: string;
    };
    await act(
      {
        intent: "chapter.create",
        productId: product.id,
        title: "One",
        chapterNumber: "1",
        duration: "13",
        filePath: audio.key,
      },
      admin,
    );
    expect((await act({ intent: "upload.discard", upload: audio.key }, admin)).status).toBe(409);
    expect(await server.services.storage.size(audio.key)).toBe(MP3.length);
    expect((await act({ intent: "upload.discard", upload: unsaved.key }, admin)).status).toBe(200);
    expect(await server.services.storage.size(unsaved.key)).toBeNull();
  });

  it("refuses anything that is not an uploaded file", async () => {
    for (const upload of [
      "auth-secret",
      "/images/products/audiobook.svg",
      "products/../auth-secret",
      "/media/products/..",
      "",
    ]) {
      const response = await act({ intent: "upload.discard", upload }, admin);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, message: "Not an uploaded file" });
    }
  });
});

describe("access", () => {
  it("grants with an 'Access Granted' email, lists it, and revokes it", async () => {
    const product = await createProduct({ name: "Granted Thing" });
    const granted = await act({ intent: "access.grant", email: "Reader@Example.com", productId: product.id }, admin);
    expect(await granted.json()).toEqual({ ok: true, message: "Access granted and user notified!" });
    const [grant] = await db()
      .select()
      .from(productAccess)
      .where(and(eq(productAccess.productId, product.id), eq(productAccess.userId, customerId)));
    expect(grant?.isActive).toBe(true);
    const [email] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, "Access Granted: Granted Thing"));
    expect(email).toMatchObject({ to: "reader@example.com", status: "queued" });
    expect(email?.html).toContain("<");
    expect(email?.text).toContain("/dashboard");

    const library = await server.request("/dashboard", { cookie: customer });
    expect(await library.text()).toContain("Granted Thing");

    const again = await act({ intent: "access.grant", email: "reader@example.com", productId: product.id }, admin);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ ok: false, title: "Error granting access" });

    const list = await server.request("/admin?tab=access", { cookie: admin });
    expect(await list.text()).toContain("Granted Thing");

    const revoked = await act({ intent: "access.revoke", id: grant!.id }, admin);
    expect(await revoked.json()).toEqual({ ok: true, message: "Access revoked" });
    expect((await db().select().from(productAccess).where(eq(productAccess.id, grant!.id)))[0]?.isActive).toBe(false);
    expect(await (await server.request("/dashboard", { cookie: customer })).text()).not.toContain("Granted Thing");
    // One way: a revoked grant stays revoked.
    expect((await act({ intent: "access.revoke", id: grant!.id }, admin)).status).toBe(409);
  });

  it("answers 'Error granting access' for an unknown user and writes nothing", async () => {
    const product = await createProduct({ name: "Nobody's" });
    const before = await tableCounts();
    const response = await act({ intent: "access.grant", email: "ghost@example.com", productId: product.id }, admin);
    expect(await response.json()).toMatchObject({ ok: false, title: "Error granting access" });
    expect(await tableCounts()).toEqual(before);
  });
});

describe("users and leads", () => {
  it("suggests accounts by email or name for the grant form, with typed wildcards taken literally", async () => {
    const suggest = async (q: string) =>
      (
        (await (
          await server.request(`/admin/user-suggestions?${new URLSearchParams({ q })}`, { cookie: admin })
        ).json()) as {
          users: { email: string; name: string }[];
        }
      ).users;
    expect(await suggest("READER@")).toEqual([{ email: "reader@example.com", name: "Ruth User" }]);
    expect((await suggest("ruth")).map((u) => u.email)).toContain("reader@example.com");
    expect(await suggest("%")).toEqual([]);
    expect(await suggest("_")).toEqual([]);
    expect(await suggest("")).toEqual([]);
    expect(await suggest("nobody-here")).toEqual([]);
  });

  it("lists users with their access count and admin flag", async () => {
    const html = await (await server.request("/admin?tab=users", { cookie: admin })).text();
    expect(html).toContain("reader@example.com");
    expect(html).toContain("owner@example.com");
    expect(html).toContain("Admin");
  });

  it("searches the lead lists and exports the matching rows as formula-safe CSV", async () => {
    await db()
      .insert(assessmentLeads)
      .values([
        {
          name: "Grace Hope",
          email: "grace@example.com",
          answers: {},
          stage: "Thriving",
          idempotencyKey: "lead-key-0001",
          createdAt: new Date("2026-01-01T00:00:00Z"),
        },
        { name: "=HYPERLINK(1)", email: "mallory@example.com", answers: {}, idempotencyKey: "lead-key-0002" },
      ]);
    const page = await (await server.request("/admin?tab=leads&q=grace", { cookie: admin })).text();
    expect(page).toContain("grace@example.com");
    expect(page).not.toContain("mallory@example.com");
    const csv = await (await server.request("/admin/leads.csv?list=readiness&q=example", { cookie: admin })).text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("Name,Email,Stage,Submitted,Result email,Marketing consent,Unsubscribed,Sync");
    // Newest first.
    expect(lines[1]).toMatch(/^'=HYPERLINK\(1\),mallory@example\.com,,/);
    expect(lines[2]).toMatch(/^Grace Hope,grace@example\.com,Thriving,/);
  });

  it("exports a lead list as CSV and refuses an unknown list", async () => {
    const csv = await server.request("/admin/leads.csv?list=applications", { cookie: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(await csv.text()).toMatch(
      /^Name,Email,Phone,Qualified,Disqualified by,Submitted,Result email,Marketing consent,Unsubscribed,Sync\r\n/,
    );
    expect((await server.request("/admin/leads.csv?list=users", { cookie: admin })).status).toBe(400);
  });
});

describe("emails", () => {
  it("retries a failed email", async () => {
    const [row] = await db()
      .insert(emailOutbox)
      .values({
        to: "x@example.com",
        subject: "Failed one",
        html: "<p>x</p>",
        text: "x",
        status: "failed",
        attempts: 8,
        lastError: "boom",
      })
      .returning();
    const html = await (await server.request("/admin?tab=emails", { cookie: admin })).text();
    expect(html).toContain("Failed one");
    expect(html).toContain("boom");
    const response = await act({ intent: "email.retry", id: row!.id }, admin);
    expect(await response.json()).toMatchObject({ ok: true });
    const [after] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
    expect(after).toMatchObject({ status: "queued", attempts: 0 });
  });
});
