import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEGAL_PAGES } from "../../app/content/legal";
import { OFFER_IDS } from "../../app/content/offers";
import { SITE_VIDEOS } from "../../app/content/site";
import { siteFormValues } from "../../app/lib/site-forms";
import { adminAction, signUpAdmin, startTestServer, type TestServer } from "./harness";
import { pageText } from "./html";

/**
 * Launch day, as the owner lives it: starting from a fresh install, the
 * owner fills the admin (the Site tab's every field and upload, each
 * offer's checkout link, a testimonial with permission for each page), and
 * the launch checklist then reads every public page, browser-only state
 * and email and finds nothing of the template left.
 */
let server: TestServer;
let admin = "";

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@grace-author.org" });
  admin = await signUpAdmin(server, "owner@grace-author.org");
});
afterAll(() => server?.close());

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .png()
    .toBuffer();

/** An upload through the Site tab's upload route: the stored file's address. */
async function upload(path: string, body: BodyInit): Promise<string> {
  const response = await server.request(path, {
    method: "POST",
    cookie: admin,
    headers: { "content-type": "application/octet-stream" },
    body,
  });
  expect(response.status, path).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

const photo = async (name: string, width = 600, height = 900) =>
  upload(`/admin/uploads/site-image?name=${name}.png`, new Uint8Array(await picture(width, height)));

const decodeEntities = (html: string) =>
  html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");

async function saved(response: Response) {
  expect(response.status).toBe(200);
  const result = (await response.json()) as { ok: boolean };
  expect(result).toMatchObject({ ok: true });
}

describe("launch day", () => {
  it("after the owner fills the admin, no public page, state or email shows anything of the template", async () => {
    const before = pageText(await (await server.request("/admin", { cookie: admin })).text());
    expect(before).toMatch(/\d+ placeholders left/);
    expect(before).toContain("Sections the pages hide until you fill them");
    expect((await server.request("/")).headers.get("x-robots-tag")).toBe("noindex");

    const posters = Object.fromEntries(
      await Promise.all(
        SITE_VIDEOS.map(async (video) => [
          `posters.${video}`,
          await upload(
            `/admin/uploads/site-image?name=${video}.png&shape=poster`,
            new Uint8Array(await picture(1280, 720)),
          ),
        ]),
      ),
    );
    const pdf = new Uint8Array(Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"));
    const current = server.services.siteContent.current().content;
    await saved(
      await adminAction(
        server,
        {
          intent: "site.save",
          ...siteFormValues(current.settings),
          authorName: "Grace Whitfield",
          authorBio: "Grace has coached leaders for twenty-five years.\n\nShe lives in Nashville.",
          authorPhoto: await photo("grace", 640, 800),
          authorPhotoAlt: "Grace Whitfield smiling in her study",
          bookCover: await photo("cover"),
          bookCoverAlt: "The cover of Rerouted: a gold road under a night sky",
          supportEmail: "hello@grace-author.org",
          businessName: "Grace Whitfield Books LLC",
          postalAddress: "PO Box 12\nNashville, TN 37201",
          siteUrl: "grace-author.org",
          "social.facebook": "https://www.facebook.com/gracewhitfield",
          "social.instagram": "",
          "social.youtube": "https://www.youtube.com/@gracewhitfield",
          "social.linkedin": "",
          "journeyLinks.foundations": "https://learn.grace-author.org/foundations",
          "journeyLinks.community": "https://community.grace-author.org",
          "journeyLinks.coaching": "https://cal.com/grace-whitfield/coaching",
          "videos.bookTrailer": "https://youtu.be/dQw4w9WgXcQ",
          "videos.program": "https://vimeo.com/76979871",
          "videos.thankYou": "https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184",
          "videos.orderComplete": "https://youtu.be/aqz-KE-bpKQ",
          ...posters,
          shareCard: await upload("/admin/uploads/share-card?name=card.png", new Uint8Array(await picture(1200, 630))),
          shareCardAlt: "Rerouted by Grace Whitfield",
          leadMagnetPdf: await upload("/admin/uploads/lead-magnet?name=chapter-1.pdf", pdf),
        },
        admin,
      ),
    );
    for (const id of OFFER_IDS) {
      const offer = current.offers[id];
      await saved(
        await adminAction(
          server,
          {
            intent: "offer.save",
            offerId: id,
            price: String(offer.price),
            compareAt: offer.compareAt === undefined ? "" : String(offer.compareAt),
            cartUrl: `https://pay.grace-author.org/${id}`,
            provider: "link",
            stripePriceId: "",
            thrivecartProductId: "",
            grants: "",
          },
          admin,
        ),
      );
    }
    await saved(
      await adminAction(
        server,
        {
          intent: "proof.save",
          "recentOrders.enabled": "on",
          "recentOrders.threshold": "5",
          trialCapacity: "",
          "testimonials.book.0.quote": "It carried me through the hardest year of my ministry.",
          "testimonials.book.0.name": "Ann Lee",
          "testimonials.book.0.role": "Pastor, Ohio",
          "testimonials.book.0.rating": "5",
          "testimonials.book.0.permission": "on",
          "testimonials.program.0.quote": "My book came out in the spring.",
          "testimonials.program.0.name": "Cara Mills",
          "testimonials.program.0.role": "Author",
          "testimonials.program.0.rating": "",
          "testimonials.program.0.permission": "on",
        },
        admin,
      ),
    );

    // The owner reads each legal page's template, now naming the business, and saves it as reviewed.
    for (const page of LEGAL_PAGES) {
      const tab = await server.request(`/admin?tab=legal&page=${page.id}`, { cookie: admin });
      const template = /<textarea[^>]*>([\s\S]*?)<\/textarea>/.exec(await tab.text())?.[1] ?? "";
      expect(template).toContain("Grace Whitfield Books LLC");
      await saved(
        await adminAction(server, { intent: "legal.save", page: page.id, text: decodeEntities(template) }, admin),
      );
    }

    const adminPage = await server.request("/admin", { cookie: admin });
    expect(adminPage.status).toBe(200);
    const text = pageText(await adminPage.text());
    expect(text).toContain("Every placeholder is replaced: search engines may index the site.");
    expect(text).not.toContain("Sections the pages hide until you fill them");

    const reading = await server.request("/admin/visitor-view", { cookie: admin });
    expect(reading.status).toBe(200);
    expect(await reading.json()).toEqual({ items: [] });

    // And the pages a search engine reads say so too.
    const home = await server.request("/");
    expect(home.headers.get("x-robots-tag")).toBeNull();
  });
});
