import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminAction, resetRateLimits, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";

/**
 * The Site tab's images and files through real HTTP on the built server:
 * the free chapter's PDF (uploaded by the admin only, checked by its header
 * and size, served by the site), the share card (a 1200 x 630 JPEG), the
 * video posters and the review screenshots, with the alt text each needs.
 */
let server: TestServer;
let customer: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com" });
  customer = (await signUp(server, { email: "reader@example.com" })).cookie;
  admin = await signUpAdmin(server, "owner@example.com");
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

/** Every field of the Site tab as a fresh install shows it (no review, no PDF). */
const SITE_FORM: Record<string, string> = {
  intent: "site.save",
  authorName: "Your Name",
  authorBio: "",
  authorPhoto: "/images/marketing/author.svg",
  bookCover: "/images/marketing/book-cover.svg",
  supportEmail: "support@example.com",
  siteUrl: "https://www.grace-author.org",
  "social.facebook": "",
  "social.instagram": "",
  "social.youtube": "",
  "social.linkedin": "",
  "journeyLinks.foundations": "https://courses.example.com/rerouted-foundations",
  "journeyLinks.community": "https://community.example.com/rerouted",
  "journeyLinks.coaching": "https://booking.example.com/rerouted-coaching",
  "videos.bookTrailer": "VIDEO_ID_BOOK_TRAILER",
  "videos.program": "VIDEO_ID_PROGRAM",
  "videos.thankYou": "VIDEO_ID_SERIES_PREVIEW",
  "videos.orderComplete": "VIDEO_ID_WELCOME",
  "posters.bookTrailer": "/images/marketing/book-trailer.svg",
  "posters.program": "/images/funnel/program-video.svg",
  "posters.thankYou": "/images/funnel/series-video.svg",
  "posters.orderComplete": "/images/funnel/welcome-video.svg",
  shareCard: "/images/marketing/share-card.jpg",
  shareCardAlt: "",
  leadMagnetPdf: "",
};

const save = (fields: Record<string, string>) => adminAction(server, { ...SITE_FORM, ...fields }, admin);

const post = (path: string, body: BodyInit, cookie?: string) =>
  server.request(path, { method: "POST", cookie, headers: { "content-type": "application/octet-stream" }, body });

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 70, b: 120 } } })
    .png()
    .toBuffer();

describe("the free chapter's PDF", () => {
  const upload = (body: BodyInit, cookie?: string) =>
    post("/admin/uploads/lead-magnet?name=Chapter%20one.pdf", body, cookie);

  it("is uploaded by the admin only: anonymous visitors and customers are sent to sign in", async () => {
    for (const cookie of [undefined, customer]) {
      const response = await upload(new Uint8Array(PDF), cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    }
  });

  it("refuses a file that is not a PDF, an empty one and one past 20 MB, with the reason", async () => {
    for (const body of ["<html>%PDF-1.7</html>", "PK\u0003\u0004 chapter.docx", "%PDF"]) {
      const response = await upload(body, admin);
      expect(response.status, body).toBe(415);
      expect(await response.json()).toEqual({ error: "The file is not a PDF" });
    }
    const empty = await upload(new Uint8Array(), admin);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: "The file is empty" });

    const huge = Buffer.alloc(20 * 1024 * 1024 + 1, 0x20);
    PDF.copy(huge);
    const tooLarge = await upload(new Uint8Array(huge), admin);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: "The file is larger than 20 MB" });
    // Without a declared length the stream is counted as it arrives.
    const streamed = await server.request("/admin/uploads/lead-magnet?name=big.pdf", {
      method: "POST",
      cookie: admin,
      body: new ReadableStream({
        start(controller) {
          for (let sent = 0; sent <= 20 * 1024 * 1024; sent += 1024 * 1024)
            controller.enqueue(huge.subarray(0, 1024 * 1024));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("is stored, served by the site to anyone, offered by the assessment once saved, and leaves the checklist", async () => {
    const before = await (await server.request("/admin", { cookie: admin })).text();
    expect(before).toContain('href="/admin?tab=site#leadMagnetPdf"');
    expect(before).toContain("No free chapter PDF uploaded");
    expect(await (await server.request("/assessment")).text()).not.toContain(".pdf");

    const response = await upload(new Uint8Array(PDF), admin);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/media\/site\/\d+-Chapter-one\.pdf$/);

    const served = await server.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toMatch(/^attachment; filename="\d+-Chapter-one\.pdf"$/);
    expect(served.headers.get("x-content-type-options")).toContain("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await server.request("/media/site/1-missing.pdf")).status).toBe(404);
    expect((await server.request("/media/site/..%2Fsecret.pdf")).status).toBe(404);

    // A PDF named anywhere else is refused on save, writing nothing.
    const elsewhere = await save({ leadMagnetPdf: "https://files.example.com/rerouted-chapter-1.pdf" });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain("Upload the free chapter PDF again");

    expect((await save({ leadMagnetPdf: url })).status).toBe(200);
    expect(await (await server.request("/assessment")).text()).toContain(url);
    const after = await (await server.request("/admin", { cookie: admin })).text();
    expect(after).not.toContain('href="/admin?tab=site#leadMagnetPdf"');
  });
});

describe("the share card", () => {
  it("is cropped to a 1200 x 630 JPEG, needs its alt text, and becomes every page's og:image", async () => {
    expect(
      (await post("/admin/uploads/share-card?name=card.png", new Uint8Array(await picture(100, 100)))).status,
    ).toBe(302);
    const response = await post(
      "/admin/uploads/share-card?name=Launch%20card.png",
      new Uint8Array(await picture(3000, 1000)),
      admin,
    );
    expect(response.status).toBe(201);
    const card = (await response.json()) as { url: string; width: number; height: number };
    expect(card).toMatchObject({ width: 1200, height: 630 });
    expect(card.url).toMatch(/^\/media\/site\/\d+-Launch-card-1200x630\.jpg$/);
    const served = await server.request(card.url);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 630,
    });

    const undescribed = await save({ shareCard: card.url });
    expect(undescribed.status).toBe(400);
    expect(await undescribed.text()).toContain(
      "Share card alt text is required: describe the image for readers who cannot see it",
    );
    expect(await (await server.request("/book")).text()).not.toContain(card.url);

    expect((await save({ shareCard: card.url, shareCardAlt: "Grace Mensah holding Rerouted" })).status).toBe(200);
    for (const path of ["/", "/book"]) {
      const html = await (await server.request(path)).text();
      expect(html).toContain(`property="og:image" content="https://www.grace-author.org${card.url}"`);
      expect(html).toContain('property="og:image:alt" content="Grace Mensah holding Rerouted"');
    }
  });
});

describe("posters, the cover's alt text and review screenshots", () => {
  it("shows the owner's poster, cover description and reviews, and no reviews section until there is one", async () => {
    const book = await (await server.request("/book")).text();
    expect(book).not.toContain('id="reviews-title"');
    expect(book).not.toContain("review-1.svg");

    const poster = (await (
      await post(
        "/admin/uploads/site-image?name=still.png&shape=poster",
        new Uint8Array(await picture(1920, 1080)),
        admin,
      )
    ).json()) as { url: string; width: number; height: number };
    expect(poster).toMatchObject({ width: 1280, height: 720 });
    const photo = async () =>
      (
        (await (
          await post("/admin/uploads/site-image?name=shot.png", new Uint8Array(await picture(600, 420)), admin)
        ).json()) as {
          url: string;
        }
      ).url;
    const cover = await photo();
    const review = await photo();

    const noAlt = await save({ bookCover: cover, "reviews.0.image": review });
    expect(noAlt.status).toBe(400);
    const refusal = await noAlt.text();
    expect(refusal).toContain("Book cover alt text is required");
    expect(refusal).toContain("Review caption 1 is required");

    const saved = await save({
      bookCover: cover,
      bookCoverAlt: "Rerouted's cover: a road bending toward sunrise",
      "posters.bookTrailer": poster.url,
      "reviews.0.image": review,
      "reviews.0.caption": "Ruth, five stars: I read it twice in one week.",
    });
    expect(saved.status).toBe(200);
    const after = await (await server.request("/book")).text();
    expect(after).toContain(`src="${poster.url}"`);
    expect(after).toContain('alt="Rerouted&#x27;s cover: a road bending toward sunrise"');
    expect(after).toContain('id="reviews-title"');
    expect(after).toContain('alt="Ruth, five stars: I read it twice in one week."');
    expect(after).not.toContain("The cover of Rerouted, a winding gold road under a night sky");
  });
});
