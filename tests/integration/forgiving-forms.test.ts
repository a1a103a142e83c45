import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteSettings } from "../../app/db/schema";
import {
  adminAction,
  loadPage,
  pageText,
  resetRateLimits,
  signUp,
  signUpAdmin,
  startTestServer,
  submitForm,
  type TestServer,
  visitAndReloadHtml,
} from "./harness";
import { parseHtml } from "./html";

/**
 * The admin's Site and Offers forms read what the owner types the way it
 * was meant (an address without https://, a price with its dollar sign, a
 * Loom link, an uploaded video), explain what they cannot read, warn of
 * what a saved offer will not do, and never lose an edit to a refusal:
 * through real HTTP on the built server, with a fetcher's JSON and with
 * the browser's own form post (no JavaScript).
 */
let server: TestServer;
let customer: string;
let admin: string;

// ThriveCart's secret is set and Stripe is not: the warnings name only what is missing.
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com", THRIVECART_SECRET: "a-secret-word" });
  customer = (await signUp(server, { email: "reader@example.com" })).cookie;
  admin = await signUpAdmin(server, "owner@example.com");
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

const act = (fields: Record<string, string>, cookie = admin) => adminAction(server, fields, cookie);

const storedRows = () =>
  server.services.db
    .select({ key: siteSettings.key, value: siteSettings.value, version: siteSettings.version })
    .from(siteSettings)
    .orderBy(siteSettings.key);
const stored = async (key: string) => (await storedRows()).find((row) => row.key === key)?.value;

/** The Site tab's fields as its form posts them, from the page itself. */
async function siteForm(): Promise<Record<string, string>> {
  const page = await loadPage(server, "/admin?tab=site", admin);
  return Object.fromEntries(parseHtml(page.html).submission("Save site settings").body);
}

const BUNDLE: Record<string, string> = {
  intent: "offer.save",
  offerId: "book-bundle",
  price: "24.99",
  compareAt: "",
  cartUrl: "https://pay.grace-author.org/bundle",
  provider: "link",
  stripePriceId: "",
  thrivecartProductId: "",
  grants: "",
};

async function saveResult(response: Response) {
  return (await response.json()) as {
    ok: boolean;
    message: string;
    warnings?: string[];
    fieldErrors?: Record<string, string>;
    values?: Record<string, string>;
  };
}

describe("addresses typed without https://", () => {
  it("are completed in every address field of the Site and Offers tabs", async () => {
    const saved = await act({
      ...(await siteForm()),
      siteUrl: "rerouted-book.com",
      "social.instagram": "instagram.com/graceauthor",
      "journeyLinks.community": "community.grace-author.org/join",
    });
    expect(saved.status).toBe(200);
    expect(await stored("site")).toMatchObject({
      siteUrl: "https://rerouted-book.com",
      social: { instagram: "https://instagram.com/graceauthor" },
      journeyLinks: { community: "https://community.grace-author.org/join" },
    });
    expect((await act({ ...BUNDLE, cartUrl: "pay.grace-author.org/bundle" })).status).toBe(200);
    expect(await stored("offer:book-bundle")).toMatchObject({ cartUrl: "https://pay.grace-author.org/bundle" });
  });
});

describe("prices", () => {
  it("read $14.99 and 14,99 as 14.99, and refuse another currency by its sign", async () => {
    for (const price of ["$14.99", "14,99"]) {
      expect((await act({ ...BUNDLE, price })).status, price).toBe(200);
      expect(await stored("offer:book-bundle")).toMatchObject({ price: 14.99 });
    }
    const before = await storedRows();
    const refused = await act({ ...BUNDLE, price: "£14.99" });
    expect(refused.status).toBe(400);
    expect((await saveResult(refused)).fieldErrors).toEqual({
      price: 'Price is in US dollars: type the amount without "£"',
    });
    expect(await storedRows()).toEqual(before);
  });
});

describe("social links", () => {
  it("are optional: an empty one has no link on the site and is not a placeholder", async () => {
    const footerLinks = async () =>
      parseHtml(await (await server.request("/")).text())
        .contentinfo()
        .within.links()
        .map((link) => link.name);
    expect(await footerLinks()).toContain("Facebook");
    const saved = await act({ ...(await siteForm()), "social.facebook": "", "social.linkedin": "" });
    expect(saved.status).toBe(200);
    expect(await stored("site")).toMatchObject({ social: { facebook: "", linkedin: "" } });
    const links = await footerLinks();
    expect(links).not.toContain("Facebook");
    expect(links).not.toContain("LinkedIn");
    expect(links).toContain("Instagram");

    const dashboard = (await loadPage(server, "/admin", admin)).html;
    expect(dashboard).not.toContain('href="/admin?tab=site#social.facebook"');
    // A network's bare home page is still the template's.
    expect(dashboard).toContain('href="/admin?tab=site#social.youtube"');
  });
});

describe("videos", () => {
  const LOOM = "https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184";
  const upload = (cookie: string | undefined, body: BodyInit) =>
    server.request("/admin/uploads/site-video?name=Program%20intro.mp4", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/octet-stream" },
      body,
    });
  const lesson = new Uint8Array(readFileSync("seed/media/lesson-01.mp4"));

  it("refuse a word that is no video id, saying so", async () => {
    const refused = await act({ ...(await siteForm()), "videos.program": "trailer" });
    expect(refused.status).toBe(400);
    expect((await saveResult(refused)).fieldErrors).toEqual({
      "videos.program":
        'Program video: "trailer" is not a YouTube, Vimeo or Loom video id. Paste the video\'s link, or upload the file',
    });
  });

  it("take an uploaded file, which the site serves to anyone and plays itself", async () => {
    for (const cookie of [undefined, customer]) {
      const response = await upload(cookie, lesson);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
    }
    expect((await upload(admin, "not a video at all")).status).toBe(415);
    const uploaded = await upload(admin, lesson);
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    expect(url).toMatch(/^\/media\/site-videos\/\d+-Program-intro\.mp4$/);

    const whole = await server.request(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Number(whole.headers.get("content-length"))).toBe(lesson.length);
    const part = await server.request(url, { headers: { range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await server.request("/media/site-videos/1-missing.mp4")).status).toBe(404);
    expect((await server.request("/media/site-videos/..%2Fauth-secret")).status).toBe(404);

    const saved = await act({ ...(await siteForm()), "videos.program": url, "videos.bookTrailer": LOOM });
    expect(saved.status).toBe(200);
    const program = await server.request("/rerouted");
    expect(await program.text()).toContain(url);
    // Loom's player is named in the frames the pages may load; the uploaded file needs no origin.
    const book = await server.request("/book");
    const frames = /frame-src ([^;]+)/.exec(book.headers.get("content-security-policy") ?? "")?.[1]?.split(" ");
    expect(frames).toContain("https://www.loom.com");
    expect(await book.text()).toContain("https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184");
  });
});

describe("saving an offer", () => {
  it("warns when its provider is not configured or it grants nothing, and saves it all the same", async () => {
    const stripe = await act({ ...BUNDLE, provider: "stripe", stripePriceId: "price_1Pabc" });
    expect(stripe.status).toBe(200);
    expect(await saveResult(stripe)).toEqual({
      ok: true,
      message: "Bundle saved",
      warnings: [
        "Stripe is not configured (STRIPE_SECRET_KEY is not set): buyers cannot pay for this offer yet",
        "This offer grants no library product: a buyer's library stays as it was",
      ],
    });
    expect(await stored("offer:book-bundle")).toMatchObject({ provider: "stripe", stripePriceId: "price_1Pabc" });

    // THRIVECART_SECRET is set on this server.
    const thriveCart = await act({
      ...BUNDLE,
      provider: "thrivecart",
      thrivecartProductId: "7",
      cartUrl: "https://grace.thrivecart.com/bundle/",
    });
    expect((await saveResult(thriveCart)).warnings).toEqual([
      "This offer grants no library product: a buyer's library stays as it was",
    ]);
  });
});

describe("the forms with JavaScript", () => {
  /** What the Site tab's fetcher sends: the form to the page's own action, as React Router's single fetch. */
  const fetcherPost = (fields: Record<string, string>) =>
    server.request("/admin.data?tab=site", { method: "POST", cookie: admin, body: new URLSearchParams(fields) });

  it("save a site URL typed without https://, which once answered 500 and lost every edit", async () => {
    const saved = await fetcherPost({ ...(await siteForm()), siteUrl: "rerouted-book.com" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Site settings saved");
    expect(await stored("site")).toMatchObject({ siteUrl: "https://rerouted-book.com" });
  });

  it("answer a refused save with its reasons and every typed value, and save nothing", async () => {
    const before = await storedRows();
    const typed = { ...(await siteForm()), authorName: "Grace Mensah", "videos.program": "trailer" };
    const refused = await fetcherPost(typed);
    expect(refused.status).toBe(400);
    const answer = await refused.text();
    expect(answer).toContain("is not a YouTube, Vimeo or Loom video id");
    expect(answer).toContain("Grace Mensah");
    expect(await storedRows()).toEqual(before);
    // /admin/actions, the other admin forms' endpoint, answers the same in JSON.
    expect((await saveResult(await act(typed))).values).toEqual(typed);
  });
});

describe("the forms without JavaScript", () => {
  it("post to the tab's own page; anonymous visitors and customers are sent to sign in and change nothing", async () => {
    const sitePage = await loadPage(server, "/admin?tab=site", admin);
    expect(parseHtml(sitePage.html).submission("Save site settings").action).toBe("/admin?tab=site");
    const before = await storedRows();
    for (const cookie of [undefined, customer]) {
      const response = await submitForm(server, sitePage, "Save site settings", { "Author name": "Intruder" }, cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
    }
    expect(await storedRows()).toEqual(before);
  });

  it("complete the site URL and come back to the tab with the result shown once", async () => {
    const page = await loadPage(server, "/admin?tab=site", admin);
    const saved = await submitForm(server, page, "Save site settings", { "Site URL": "grace-author.org" }, admin);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin?tab=site");
    expect(await stored("site")).toMatchObject({ siteUrl: "https://grace-author.org" });
    const [shown, reloaded] = await visitAndReloadHtml(server, saved, admin);
    expect(pageText(shown)).toContain("Site settings saved");
    expect(pageText(reloaded)).not.toContain("Site settings saved");
  });

  it("show a refused Site tab again with every edit as typed and the message next to its field", async () => {
    const before = await storedRows();
    const page = await loadPage(server, "/admin?tab=site", admin);
    const response = await submitForm(
      server,
      page,
      "Save site settings",
      { "Author name": "Grace Mensah", "Author bio": "A new first paragraph.", "Program video": "trailer" },
      admin,
    );
    expect(response.status).toBe(400);
    expect(await storedRows()).toEqual(before);
    const shown = parseHtml(await response.text());
    const message =
      'Program video: "trailer" is not a YouTube, Vimeo or Loom video id. Paste the video\'s link, or upload the file';
    expect(shown.field("Author name").attributes.value).toBe("Grace Mensah");
    expect(shown.field("Author bio").text).toBe("A new first paragraph.");
    const video = shown.field("Program video");
    expect(video.attributes.value).toBe("trailer");
    expect(video.attributes["aria-invalid"]).toBe("true");
    expect(video.description).toContain(message);
    expect(shown.all((e) => e.attributes.role === "alert").map((e) => e.text)).toEqual([message]);
  });

  it("show a refused offer again as typed in its own card, the other cards as saved", async () => {
    const page = await loadPage(server, "/admin?tab=offers", admin);
    const before = await storedRows();
    const response = await submitForm(
      server,
      page,
      "Save Paperback",
      { Price: "€19", "Checkout link": "pay.grace-author.org/paperback" },
      admin,
    );
    expect(response.status).toBe(400);
    expect(await storedRows()).toEqual(before);
    const shown = parseHtml(await response.text());
    const paperback = shown.region("Paperback").within;
    expect(paperback.field("Price").attributes.value).toBe("€19");
    expect(paperback.field("Price").description).toBe('Price is in US dollars: type the amount without "€"');
    expect(paperback.field("Checkout link").attributes.value).toBe("pay.grace-author.org/paperback");
    expect(shown.region("Digital edition").within.field("Price").attributes.value).toBe("14.99");
  });

  it("show an offer's warnings with the saved notice", async () => {
    const page = await loadPage(server, "/admin?tab=offers", admin);
    const saved = await submitForm(server, page, "Save Digital edition", { Price: "$15" }, admin);
    expect(saved.status).toBe(302);
    const [shown] = await visitAndReloadHtml(server, saved, admin);
    expect(
      parseHtml(shown)
        .statuses()
        .map((s) => s.text),
    ).toContain("Digital edition saved. This offer grants no library product: a buyer's library stays as it was.");
  });
});
