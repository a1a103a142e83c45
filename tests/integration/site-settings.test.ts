import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { THRIVECART_SCRIPT_SRC } from "../../app/content/offers";
import { siteSettings } from "../../app/db/schema";
import {
  adminAction,
  BROWSER_UA,
  pageText,
  resetRateLimits,
  signUp,
  signUpAdmin,
  startTestServer,
  type TestServer,
  visitAndReload,
} from "./harness";
import { parseHtml } from "./html";

/**
 * The admin's Site and Offers tabs through real HTTP on the built server:
 * validation, storage, who may read and write them, and every page that
 * reads the values (cached marketing pages included) changing without a
 * restart, on this instance and on a second one sharing the database.
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

const act = (fields: Record<string, string>, cookie?: string) => adminAction(server, fields, cookie);

const storedRows = () =>
  server.services.db
    .select({ key: siteSettings.key, value: siteSettings.value, version: siteSettings.version })
    .from(siteSettings)
    .orderBy(siteSettings.key);

const page = async (path: string, cookie?: string) => {
  const response = await server.request(path, { cookie, headers: { "accept-encoding": "br" } });
  expect(response.status).toBe(200);
  return { response, html: await response.text() };
};

/** Every field of the Site tab, as the form posts it, with the shipped placeholders. */
const SITE_FORM: Record<string, string> = {
  intent: "site.save",
  authorName: "Your Name",
  authorBio: "A first paragraph.\n\nA second paragraph.",
  authorPhoto: "/images/marketing/author.svg",
  bookCover: "/images/marketing/book-cover.svg",
  supportEmail: "support@example.com",
  siteUrl: "https://www.example.com",
  "social.facebook": "https://www.facebook.com/",
  "social.instagram": "https://www.instagram.com/",
  "social.youtube": "https://www.youtube.com/",
  "social.linkedin": "https://www.linkedin.com/",
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
};

const BUNDLE_FORM: Record<string, string> = {
  intent: "offer.save",
  offerId: "book-bundle",
  price: "24.99",
  compareAt: "",
  cartUrl: "https://cart.example.com/rerouted/bundle",
  provider: "link",
  stripePriceId: "",
  thrivecartProductId: "",
  grants: "",
  // As the Offers tab posts the bundle: it ships (a paperback inside).
  ships: "on",
  shipsTo: "US, CA",
};

describe("who may use the Site and Offers tabs", () => {
  for (const tab of ["site", "offers"]) {
    it(`?tab=${tab}: anonymous and customers are sent to sign in, the admin sees the tab`, async () => {
      for (const cookie of [undefined, customer]) {
        const response = await server.request(`/admin?tab=${tab}`, { cookie });
        expect(response.status).toBe(302);
        expect(response.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
        const data = await server.request(`/admin.data?tab=${tab}`, { cookie });
        expect(await data.text()).not.toContain("support@example.com");
      }
      const { html } = await page(`/admin?tab=${tab}`, admin);
      expect(html).toContain(tab === "site" ? "Author name" : "Checkout provider");
    });
  }

  it("refuses writes from anonymous visitors and customers and changes nothing", async () => {
    const before = await storedRows();
    for (const cookie of [undefined, customer]) {
      for (const fields of [
        { ...SITE_FORM, authorName: "Intruder" },
        { ...BUNDLE_FORM, price: "1.00" },
      ]) {
        const response = await act(fields, cookie);
        expect(response.status).toBe(302);
        expect(response.headers.get("location")).toMatch(/^\/login/);
      }
    }
    expect(await storedRows()).toEqual(before);
  });
});

describe("Site tab", () => {
  it("refuses a non-https link with the field's message and saves nothing", async () => {
    const before = await storedRows();
    for (const [field, value, message] of [
      ["siteUrl", "http://www.grace-author.org", "Site URL must be an https:// address"],
      ["social.instagram", "javascript:alert(1)", "Instagram must be an https:// address"],
      ["journeyLinks.coaching", "ftp://booking.example.org", "Coaching link must be an https:// address"],
      ["supportEmail", "not-an-email", "Support email must be an email address"],
      [
        "videos.program",
        "https://evil.example.org/video",
        "Program video must be a YouTube, Vimeo or Loom link, or a video uploaded here",
      ],
      ["authorPhoto", "https://evil.example.org/a.png", "Upload the author photo again"],
      ["authorName", "  ", "Author name is required"],
      ["consentRegion", "nobody", "Ask for consent must be one of the choices offered"],
    ] as const) {
      const response = await act({ ...SITE_FORM, [field]: value }, admin);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { ok: boolean; message: string; fieldErrors: Record<string, string> };
      expect(body.ok).toBe(false);
      expect(body.fieldErrors[field]).toBe(message);
      expect(body.message).toBe(message);
    }
    expect(await act({ intent: "site.save" }, admin).then((r) => r.status)).toBe(400);
    expect(await storedRows()).toEqual(before);
  });

  it("keeps who the consent banner asks: everyone until the owner limits it to Europe", async () => {
    const response = await act({ ...SITE_FORM, consentRegion: "europe" }, admin);
    expect(response.status).toBe(200);
    const [row] = (await storedRows()).filter((r) => r.key === "site");
    expect(row?.value).toMatchObject({ consentRegion: "europe" });
    // A form without the field (saved before it existed) asks everyone.
    expect((await act(SITE_FORM, admin)).status).toBe(200);
    const [again] = (await storedRows()).filter((r) => r.key === "site");
    expect(again?.value).toMatchObject({ consentRegion: "everyone" });
  });

  it("completes a site URL typed without https:// instead of failing the save", async () => {
    const response = await act({ ...SITE_FORM, siteUrl: "rerouted-book.com" }, admin);
    expect(response.status).toBe(200);
    const [row] = (await storedRows()).filter((r) => r.key === "site");
    expect(row?.value).toMatchObject({ siteUrl: "https://rerouted-book.com" });
  });

  it("stores the settings; the next visitor of every page sees them without a restart", async () => {
    // Served (and cached) before the change.
    expect((await page("/")).html).toContain("Your Name");
    const response = await act(
      {
        ...SITE_FORM,
        authorName: "Grace Mensah",
        supportEmail: "Hello@Grace-Author.org",
        siteUrl: "https://www.grace-author.org/",
        "social.instagram": "https://www.instagram.com/graceauthor",
        "journeyLinks.community": "https://community.grace-author.org/join",
        "videos.bookTrailer": "https://youtu.be/dQw4w9WgXcQ",
        "videos.program": "https://vimeo.com/76979871",
      },
      admin,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: "Site settings saved" });

    const [row] = (await storedRows()).filter((r) => r.key === "site");
    expect(row?.value).toMatchObject({
      authorName: "Grace Mensah",
      supportEmail: "hello@grace-author.org",
      siteUrl: "https://www.grace-author.org",
      social: { instagram: "https://www.instagram.com/graceauthor" },
    });

    const home = (await page("/")).html;
    expect(pageText(home)).toContain("Meet Grace Mensah");
    expect(home).not.toContain("Your Name");
    expect(home).toContain('href="https://community.grace-author.org/join"');
    expect(home).toContain("mailto:hello@grace-author.org");
    expect(home).toContain('href="https://www.instagram.com/graceauthor"');
    expect(home).toContain('<link rel="canonical" href="https://www.grace-author.org/"');
    expect(home).toContain('"author":{"@type":"Person","name":"Grace Mensah"}');

    const book = (await page("/book")).html;
    expect(book).toContain("A first paragraph.");
    expect(book).toContain('property="og:url" content="https://www.grace-author.org/book"');
    // The trailer's player loads on click (tests/e2e/site-settings.spec.ts); the page carries its URL.
    expect(book).toContain("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");

    // Server-rendered pages read the same values.
    const program = await server.request("/rerouted");
    expect(await program.text()).toContain("Grace Mensah");

    const sitemap = await server.request("/sitemap.xml");
    expect(await sitemap.text()).toContain("<loc>https://www.grace-author.org/book</loc>");
    const robots = await server.request("/robots.txt");
    expect(await robots.text()).toContain("Sitemap: https://www.grace-author.org/sitemap.xml");

    // The admin form shows what was saved.
    expect((await page("/admin?tab=site", admin)).html).toContain('value="Grace Mensah"');
  });

  it("resizes an uploaded photo into WebP and AVIF of the size the pages use, keeping its true size", async () => {
    const photo = await sharp({
      create: { width: 1600, height: 2000, channels: 3, background: { r: 180, g: 120, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const upload = (cookie?: string, body: BodyInit = new Uint8Array(photo)) =>
      server.request("/admin/uploads/site-image?name=Grace%20portrait.jpg", {
        method: "POST",
        cookie,
        headers: { "content-type": "application/octet-stream" },
        body,
      });
    expect((await upload(undefined)).status).toBe(302);
    expect((await upload(customer)).status).toBe(302);
    expect((await upload(admin, "not an image at all")).status).toBe(415);

    const response = await upload(admin);
    expect(response.status).toBe(201);
    const saved = (await response.json()) as { url: string; width: number; height: number };
    expect(saved).toMatchObject({ width: 800, height: 1000 });
    expect(saved.url).toMatch(/^\/media\/site\/\d+-Grace-portrait-800x1000\.webp$/);

    const webp = await server.request(saved.url);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).toMatchObject({ width: 800, height: 1000 });
    const avif = await server.request(saved.url.replace(/\.webp$/, ".avif"));
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(Number(avif.headers.get("content-length"))).toBeLessThan(photo.length);

    expect(
      (
        await act(
          {
            ...SITE_FORM,
            authorName: "Grace Mensah",
            authorPhoto: saved.url,
            authorPhotoAlt: "Portrait of Grace Mensah",
          },
          admin,
        )
      ).status,
    ).toBe(200);
    const home = (await page("/")).html;
    expect(home).toContain(`<source type="image/avif" srcSet="${saved.url.replace(/\.webp$/, ".avif")}"/>`);
    expect(home).toContain(`src="${saved.url}" width="800" height="1000" alt="Portrait of Grace Mensah"`);
  });
});

describe("Offers tab", () => {
  it("refuses a bad price, a compare-at below the price and a non-https link, saving nothing", async () => {
    const before = await storedRows();
    for (const [field, value, message] of [
      ["price", "24.999", "Price must be a positive amount with at most 2 decimals"],
      ["price", "0", "Price must be a positive amount with at most 2 decimals"],
      ["price", "-5", "Price must be a positive amount with at most 2 decimals"],
      ["price", "", "Price must be a positive amount with at most 2 decimals"],
      ["compareAt", "20", "Compare-at price must be above the price"],
      ["cartUrl", "http://pay.grace-author.org/bundle", "Checkout link must be an https:// address"],
      ["grants", "not-a-product", "Choose products from the list for grants access to"],
      ["grants", "00000000-0000-4000-8000-000000000000", "A chosen product no longer exists"],
    ] as const) {
      const response = await act({ ...BUNDLE_FORM, [field]: value }, admin);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fieldErrors: Record<string, string> };
      expect(body.fieldErrors[field]).toBe(message);
    }
    const stripe = await act({ ...BUNDLE_FORM, provider: "stripe" }, admin);
    expect(((await stripe.json()) as { fieldErrors: Record<string, string> }).fieldErrors.stripePriceId).toBe(
      "Stripe price ID is required for Stripe",
    );
    expect((await act({ ...BUNDLE_FORM, offerId: "book-deluxe" }, admin)).status).toBe(400);
    expect(await storedRows()).toEqual(before);
  });

  it("stores price, links, provider and grants; /book sells at the new price through the new link", async () => {
    const before = (await page("/book")).response.headers.get("content-security-policy") ?? "";
    expect(before).not.toContain("https://pay.grace-author.org");

    const productResponse = await act(
      {
        intent: "product.save",
        name: "Rerouted Audiobook",
        productType: "audiobook",
        price: "14.99",
        isActive: "true",
      },
      admin,
    );
    expect(productResponse.status).toBe(200);
    const { products } = await import("../../app/db/schema");
    const [product] = await server.services.db.select({ id: products.id }).from(products);

    const response = await act(
      {
        ...BUNDLE_FORM,
        price: "29.50",
        compareAt: "39",
        cartUrl: "https://pay.grace-author.org/bundle",
        provider: "stripe",
        stripePriceId: "price_1Pabc",
        grants: product!.id,
      },
      admin,
    );
    expect(response.status).toBe(200);
    const [row] = (await storedRows()).filter((r) => r.key === "offer:book-bundle");
    expect(row?.value).toEqual({
      price: 29.5,
      compareAt: 39,
      cartUrl: "https://pay.grace-author.org/bundle",
      provider: "stripe",
      stripePriceId: "price_1Pabc",
      thrivecartProductId: "",
      grants: [product!.id],
      ships: true,
      shipsTo: ["US", "CA"],
    });

    const { response: book, html } = await page("/book");
    expect(html).toContain("$29.50");
    expect(html).not.toContain("$24.99");
    expect(html).toContain('href="https://pay.grace-author.org/bundle"');
    expect(html).toContain('"price":"29.50"');
    // A Stripe checkout is a page the browser navigates to: the CSP names no cart.
    const csp = book.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("pay.grace-author.org");
    expect(csp).not.toContain("thrivecart");
    expect(book.headers.get("permissions-policy")).toContain("payment=()");

    const offers = (await page("/admin?tab=offers", admin)).html;
    expect(offers).toContain('value="price_1Pabc"');
    // Without a Stripe key nothing was asked of Stripe, and the checklist claims nothing of the price.
    expect(pageText(offers)).toContain("Stripe prices are not checked: Stripe is not configured (STRIPE_SECRET_KEY).");
    expect(offers).not.toContain("Checked with Stripe when saved");
  });

  it("names ThriveCart's popup in the CSP of the cached and rendered pages once an offer is sold through it", async () => {
    const thriveCart = { ...BUNDLE_FORM, cartUrl: "https://grace.thrivecart.com/bundle/", provider: "thrivecart" };
    const saved = await act({ ...thriveCart, thrivecartProductId: "7" }, admin);
    expect(saved.status).toBe(200);
    // Saved, with a warning: this server has no THRIVECART_SECRET to verify ThriveCart's orders with.
    expect(((await saved.json()) as { warnings: string[] }).warnings).toContain(
      "THRIVECART_SECRET is not set: a paid ThriveCart order of this offer will not unlock anything",
    );
    // /book is a cached marketing page, /rerouted/book-creation one rendered per request.
    for (const path of ["/book", "/rerouted/book-creation"]) {
      const { response } = await page(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(/script-src ([^;]+)/.exec(csp)?.[1]?.split(" "), path).toContain(new URL(THRIVECART_SCRIPT_SRC).origin);
      expect(csp, path).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/grace\.thrivecart\.com(;|$)/);
      expect(response.headers.get("permissions-policy"), path).toContain('payment=("https://grace.thrivecart.com")');
    }
  });
});

describe("launch checklist and noindex", () => {
  it("lists the placeholders with a count, and public pages say noindex until none remain", async () => {
    const admin1 = (await page("/admin", admin)).html;
    expect(admin1).toContain("Launch checklist");
    expect(pageText(admin1)).toMatch(/\d+ placeholders left/);
    expect(admin1).toContain('href="/admin?tab=site#supportEmail"');
    expect(admin1).toContain('href="/admin?tab=offers#book-digital.cartUrl"');
    expect(admin1).not.toContain('href="/admin?tab=offers#book-bundle.cartUrl"');
    const home = await page("/");
    expect(home.response.headers.get("x-robots-tag")).toBe("noindex");
    expect(home.html).toContain('<meta name="robots" content="noindex"/>');

    // Replace every placeholder: real images, addresses, links and videos.
    const image = async (kind = "site-image") => {
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#335" } })
        .png()
        .toBuffer();
      const response = await server.request(`/admin/uploads/${kind}?name=real.png`, {
        method: "POST",
        cookie: admin,
        body: new Uint8Array(png),
      });
      return ((await response.json()) as { url: string }).url;
    };
    const pdf = async () => {
      const response = await server.request("/admin/uploads/lead-magnet?name=chapter-1.pdf", {
        method: "POST",
        cookie: admin,
        body: new TextEncoder().encode("%PDF-1.7\n%%EOF\n"),
      });
      return ((await response.json()) as { url: string }).url;
    };
    const real: Record<string, string> = {
      ...SITE_FORM,
      authorName: "Grace Mensah",
      authorPhoto: await image(),
      authorPhotoAlt: "Grace Mensah on her porch",
      bookCover: await image(),
      bookCoverAlt: "The cover of Rerouted",
      supportEmail: "hello@grace-author.org",
      siteUrl: "https://www.grace-author.org",
      "social.facebook": "https://www.facebook.com/graceauthor",
      "social.instagram": "https://www.instagram.com/graceauthor",
      "social.youtube": "https://www.youtube.com/@graceauthor",
      "social.linkedin": "https://www.linkedin.com/in/graceauthor",
      "journeyLinks.foundations": "https://learn.grace-author.org/foundations",
      "journeyLinks.community": "https://community.grace-author.org",
      "journeyLinks.coaching": "https://cal.grace-author.org/coaching",
      "videos.bookTrailer": "dQw4w9WgXcQ",
      "videos.program": "76979871",
      "videos.thankYou": "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      "videos.orderComplete": "https://player.vimeo.com/video/22439234",
      "posters.bookTrailer": await image(),
      "posters.program": await image(),
      "posters.thankYou": await image(),
      "posters.orderComplete": await image(),
      shareCard: await image("share-card"),
      shareCardAlt: "Rerouted by Grace Mensah",
      leadMagnetPdf: await pdf(),
      businessName: "Grace Mensah Books LLC",
      postalAddress: "PO Box 12\nNashville, TN 37201",
    };
    expect((await act(real, admin)).status).toBe(200);
    // The four legal pages, each reviewed by saving it (Legal tab).
    for (const legalPage of ["privacy", "terms", "refund", "sms"]) {
      const saved = await act({ intent: "legal.save", page: legalPage, text: `Our ${legalPage} text.` }, admin);
      expect(saved.status).toBe(200);
    }
    const { DEFAULT_OFFERS, OFFER_IDS } = await import("../../app/content/offers");
    for (const id of OFFER_IDS) {
      const offer = DEFAULT_OFFERS[id];
      if (id === "book-bundle") continue;
      const saved = await act(
        {
          ...BUNDLE_FORM,
          offerId: id,
          price: String(offer.price),
          compareAt: offer.compareAt ? String(offer.compareAt) : "",
          cartUrl: `https://pay.grace-author.org/${id}`,
        },
        admin,
      );
      expect(saved.status).toBe(200);
    }
    const done = (await page("/admin", admin)).html;
    expect(done).toContain("Every placeholder is replaced");
    const indexable = await page("/");
    expect(indexable.response.headers.get("x-robots-tag")).toBeNull();
    expect(indexable.html).not.toContain('<meta name="robots"');
  });
});

describe("the header in the first paint", () => {
  it("shows Login to visitors, Dashboard to members and Admin to admins, in the HTML itself", async () => {
    /** The names of the banner's links to `href`. */
    const headerLinks = (html: string, href: string) =>
      parseHtml(html)
        .banner()
        .within.links()
        .filter((link) => link.attributes.href === href)
        .map((link) => link.name);
    // The island hydrates the header from the root's data in the page: the same account, the same header.
    const islandUser = (html: string) =>
      (
        JSON.parse(parseHtml(html).byId("island-data").inner) as { matches: { id: string; data: { user: unknown } }[] }
      ).matches.find((match) => match.id === "root")?.data.user;
    for (const path of ["/", "/book"]) {
      const anonymous = await page(path);
      expect(anonymous.html).toContain('href="/login"');
      expect(headerLinks(anonymous.html, "/login")).toEqual(["Login"]);
      expect(islandUser(anonymous.html)).toBeNull();
      expect(anonymous.html).not.toContain('href="/dashboard"');
      expect(anonymous.response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");

      const member = await page(path, customer);
      expect(member.html).toContain('href="/dashboard"');
      expect(headerLinks(member.html, "/dashboard")).toEqual(["Dashboard"]);
      expect(islandUser(member.html)).toEqual({ isAdmin: false });
      expect(member.html).not.toContain('href="/login"');
      expect(member.html).not.toContain('href="/admin"');
      expect(member.response.headers.get("cache-control")).toBe("private, no-store");
      expect(member.response.headers.get("vary")).toContain("Cookie");

      const owner = await page(path, admin);
      expect(owner.html).toContain('href="/admin"');

      // A forged or expired cookie is just a visitor.
      const forged = await page(path, "rerouted.session_token=forged.value");
      expect(forged.html).toContain('href="/login"');
      // Still someone's cookie: no shared cache keeps the answer.
      expect(forged.response.headers.get("cache-control")).toBe("private, no-store");
    }
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// Two instances need a shared database: the embedded one belongs to one process.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("a second instance on the same PostgreSQL", () => {
  let other: ChildProcess | undefined;
  let otherUrl = "";
  let dataDir = "";

  beforeAll(async () => {
    const port = await freePort();
    otherUrl = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), "rerouted-second-"));
    other = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        BASE_URL: otherUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.DATABASE_URL,
        LOG_LEVEL: "silent",
      },
      stdio: "ignore",
    });
    const started = Date.now();
    while (
      (await fetch(`${otherUrl}/healthz`).then(
        (r) => r.status,
        () => 0,
      )) !== 200
    ) {
      if (Date.now() - started > 30_000) throw new Error("the second instance did not start");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 40_000);
  afterAll(() => {
    other?.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows a change saved on the first instance within seconds, with no restart", async () => {
    const get = async (path: string) =>
      (await fetch(`${otherUrl}${path}`, { headers: { "user-agent": BROWSER_UA } })).text();
    expect(pageText(await get("/"))).toContain("Meet Grace Mensah");
    const saved = await act({ ...SITE_FORM, authorName: "Grace Mensah-Owusu" }, admin);
    expect(saved.status).toBe(200);
    await expect
      .poll(async () => pageText(await get("/")), { timeout: 10_000, interval: 250 })
      .toContain("Meet Grace Mensah-Owusu");
    const bundle = await act({ ...BUNDLE_FORM, price: "31", cartUrl: "https://pay.grace-author.org/bundle-2" }, admin);
    expect(bundle.status).toBe(200);
    await expect.poll(() => get("/book"), { timeout: 10_000, interval: 250 }).toContain("$31");
    expect(await get("/book")).toContain('href="https://pay.grace-author.org/bundle-2"');
  });
});

describe("the admin's forms without JavaScript", () => {
  /** A post as the browser itself sends a form: asking for a page, from the tab's page. */
  const postAsDocument = (fields: [string, string][], referer: string) =>
    server.request("/admin/actions", {
      method: "POST",
      cookie: admin,
      body: new URLSearchParams(fields),
      headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8", referer: `${server.baseUrl}${referer}` },
    });

  it("saves an offer with two products ticked and returns to the tab with the result shown once", async () => {
    const ids: string[] = [];
    for (const name of ["Workbook A", "Workbook B"]) {
      const created = await act(
        { intent: "product.save", name, productType: "workbook", price: "9", isActive: "true" },
        admin,
      );
      expect(created.status).toBe(200);
    }
    const { products } = await import("../../app/db/schema");
    const { inArray } = await import("drizzle-orm");
    for (const row of await server.services.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.name, ["Workbook A", "Workbook B"]))) {
      ids.push(row.id);
    }
    const fields = Object.entries({ ...BUNDLE_FORM, grants: ids[0]! });
    fields.push(["grants", ids[1]!]);

    const redirect = await postAsDocument(fields, "/admin?tab=offers");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/admin?tab=offers");
    const [row] = (await storedRows()).filter((r) => r.key === "offer:book-bundle");
    expect((row?.value as { grants: string[] }).grants.toSorted()).toEqual(ids.toSorted());

    const [first, reload] = await visitAndReload(server, redirect, admin);
    expect(first).toContain("Bundle saved");
    expect(reload).not.toContain("Bundle saved");
  });

  it("comes back with the first invalid field's message and saves nothing", async () => {
    const before = await storedRows();
    const redirect = await postAsDocument(Object.entries({ ...BUNDLE_FORM, price: "-3" }), "/admin?tab=offers");
    expect(redirect.headers.get("location")).toBe("/admin?tab=offers");
    expect(await storedRows()).toEqual(before);
    const [first] = await visitAndReload(server, redirect, admin);
    expect(first).toContain("Price must be a positive amount with at most 2 decimals");
  });

  it("returns to the dashboard when the form came from another page", async () => {
    const redirect = await postAsDocument(
      [
        ["intent", "email.retry"],
        ["id", "00000000-0000-4000-8000-000000000000"],
      ],
      "/library",
    );
    expect(redirect.headers.get("location")).toBe("/admin");
  });
});
