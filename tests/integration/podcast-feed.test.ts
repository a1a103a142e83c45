import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { and, eq, isNull } from "drizzle-orm";
import Parser from "rss-parser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  audioChapters,
  authUsers,
  podcastFeedFetches,
  podcastFeeds,
  productAccess,
  products,
} from "../../app/db/schema";
import { adminAction, form, resetRateLimits, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";

const run = promisify(execFile);
let server: TestServer;
const cookies = { owner: "", other: "", admin: "" };
const ids = { owner: "", other: "" };
// Every byte differs from its neighbours, so a wrong offset cannot pass.
const MEDIA = Buffer.from(Array.from({ length: 10_000 }, (_, i) => (i * 7 + (i >> 8)) & 255));
const TOKEN_URL = /(http:\/\/127\.0\.0\.1:\d+\/feeds\/([A-Za-z0-9_-]{43})\.xml)/;

async function userId(email: string) {
  const [user] = await server.services.db.select().from(authUsers).where(eq(authUsers.email, email));
  return user!.id;
}

async function createProduct(name: string, productType: string, files: string[], grantTo: string[]) {
  const { db, storage } = server.services;
  const [product] = await db
    .insert(products)
    .values({ name, description: `${name}, read by the author`, productType, imageUrl: "/media/products/cover.jpg" })
    .returning();
  const chapters: string[] = [];
  for (const [index, file] of files.entries()) {
    const key = `audio/${product!.id}/${index}-${file}`;
    await storage.put(key, Readable.from([MEDIA]));
    const [chapter] = await db
      .insert(audioChapters)
      .values({
        productId: product!.id,
        chapterNumber: index + 1,
        title: `Chapter ${index + 1}`,
        duration: 61,
        filePath: key,
      })
      .returning();
    chapters.push(chapter!.id);
  }
  const grants: string[] = [];
  for (const user of grantTo) {
    const [grant] = await db.insert(productAccess).values({ userId: user, productId: product!.id }).returning();
    grants.push(grant!.id);
  }
  return { id: product!.id, chapters, grants };
}

/** The owner's feed URL and token, as the product page shows them. */
async function feedOf(productId: string, cookie = cookies.owner) {
  const html = await (await server.request(`/product/${productId}`, { cookie })).text();
  const match = TOKEN_URL.exec(html);
  if (!match) throw new Error("the product page shows no feed URL");
  return { url: match[1]!, token: match[2]!, html };
}

const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(url, { headers: { "user-agent": "Podcasts/1.0", ...headers }, method, redirect: "manual" });

const resetPost = (productId: string, cookie: string) =>
  server.request(`/product/${productId}`, { method: "POST", cookie, body: form({ intent: "reset-feed" }) });

const currentFeedRows = (productId: string) =>
  server.services.db
    .select({ id: podcastFeeds.id })
    .from(podcastFeeds)
    .where(and(eq(podcastFeeds.productId, productId), isNull(podcastFeeds.resetAt)));

let book: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "admin@example.com" });
  cookies.owner = (await signUp(server, { email: "owner@example.com" })).cookie;
  cookies.other = (await signUp(server, { email: "other@example.com" })).cookie;
  cookies.admin = await signUpAdmin(server, "admin@example.com");
  ids.owner = await userId("owner@example.com");
  ids.other = await userId("other@example.com");
  book = await createProduct("The Audiobook", "audiobook", ["one.mp3", "two.m4b"], [ids.owner]);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

describe("the private podcast feed", () => {
  it("is offered on the audiobook's page with app links and a note that it is personal", async () => {
    const { url, html } = await feedOf(book.id);
    expect(html).toContain("Listen in your podcast app");
    expect(html).toContain(`href="podcast://${url.slice("http://".length)}"`);
    expect(html).toContain(`overcast://x-callback-url/add?url=${encodeURIComponent(url)}`);
    expect(html).toContain(`pktc://subscribe/${url.slice("http://".length)}`);
    expect(html).toContain("This link is personal");
    // The same link on every visit until it is reset.
    expect((await feedOf(book.id)).url).toBe(url);
    const video = await createProduct("The Course", "video", ["lesson.mp4"], [ids.owner]);
    expect((await feedOf(video.id)).html).toContain("every lesson arrives as an episode");
  });

  it("is RSS an independent parser reads, with Apple's required tags, cached privately with an ETag", async () => {
    const { url, token } = await feedOf(book.id);
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, max-age=300");
    expect(response.headers.get("set-cookie")).toBeNull();
    const xml = await response.text();

    const feed = await new Parser<Record<string, unknown>, { itunes?: { duration?: string } }>().parseString(xml);
    expect(feed.title).toBe("The Audiobook");
    expect(feed.itunes?.image).toBe(`${server.baseUrl}/media/products/cover.jpg`);
    expect(feed.items.map((item) => [item.title, item.guid, item.itunes?.duration])).toEqual([
      ["Chapter 1", book.chapters[0], "0:01:01"],
      ["Chapter 2", book.chapters[1], "0:01:01"],
    ]);
    expect(feed.items[0]!.enclosure).toEqual({
      url: `${server.baseUrl}/feeds/${token}/chapters/${book.chapters[0]}.mp3`,
      length: "10000",
      type: "audio/mpeg",
    });
    expect(feed.items[1]!.enclosure?.type).toBe("audio/mp4");
    expect(new Date(feed.items[0]!.pubDate!).getTime()).toBeLessThan(new Date(feed.items[1]!.pubDate!).getTime());

    // Apple Podcasts' required channel tags, and the ones that keep it private.
    for (const tag of [
      "<title>The Audiobook</title>",
      "<description>The Audiobook, read by the author</description>",
      "<language>en</language>",
      `<itunes:image href="${server.baseUrl}/media/products/cover.jpg"/>`,
      `<itunes:category text="Education"/>`,
      "<itunes:explicit>false</itunes:explicit>",
      "<itunes:block>Yes</itunes:block>",
      "<itunes:type>serial</itunes:type>",
      ">yes</podcast:locked>",
      "<itunes:episode>2</itunes:episode>",
    ]) {
      expect(xml).toContain(tag);
    }

    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"/);
    const again = await get(url, { "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  it("serves episodes without a cookie, with Range and HEAD", async () => {
    const { token } = await feedOf(book.id);
    const episode = `${server.baseUrl}/feeds/${token}/chapters/${book.chapters[0]}.mp3`;
    const partial = await get(episode, { range: "bytes=100-199" });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe("bytes 100-199/10000");
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(MEDIA.subarray(100, 200));
    expect(partial.headers.get("set-cookie")).toBeNull();
    const head = await get(episode, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("10000");
    expect(head.headers.get("content-type")).toBe("audio/mpeg");
    // Another product's chapter through this feed, or a made-up token: nothing.
    const foreign = await createProduct("Foreign", "audiobook", ["f.mp3"], [ids.other]);
    expect((await get(`${server.baseUrl}/feeds/${token}/chapters/${foreign.chapters[0]}.mp3`)).status).toBe(404);
    expect((await get(`${server.baseUrl}/feeds/${"A".repeat(43)}.xml`)).status).toBe(404);
    expect((await get(`${server.baseUrl}/feeds/not-a-token.xml`)).status).toBe(404);
  });

  it("reaches gPodder, which downloads an episode, and stops the moment the grant is revoked", async () => {
    const listened = await createProduct("The Podcast Book", "audiobook", ["a.mp3", "b.mp3"], [ids.owner]);
    const { url } = await feedOf(listened.id);
    const home = mkdtempSync(join(tmpdir(), "gpodder-"));
    const gpo = (...args: string[]) =>
      run("gpo", args, {
        env: {
          ...process.env,
          HOME: home,
          GPODDER_HOME: join(home, "gpodder"),
          GPODDER_DOWNLOAD_DIR: join(home, "dl"),
        },
        timeout: 60_000,
      }).then(
        (ok) => ({ ok: true, output: ok.stdout + ok.stderr }),
        (error: { stdout?: string; stderr?: string }) => ({ ok: false, output: `${error.stdout}${error.stderr}` }),
      );
    const downloaded = () => {
      const files: string[] = [];
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) walk(path);
          else if (!name.endsWith(".partial")) files.push(path);
        }
      };
      walk(join(home, "dl"));
      return files;
    };
    try {
      expect((await gpo("subscribe", url)).ok).toBe(true);
      expect((await gpo("update", url)).ok).toBe(true);
      const first = await gpo("download", url, listened.chapters[0]!);
      expect(first.ok, first.output).toBe(true);
      const files = downloaded();
      expect(files).toHaveLength(1);
      expect(readFileSync(files[0]!)).toEqual(MEDIA);

      const revoke = await adminAction(server, { intent: "access.revoke", id: listened.grants[0]! }, cookies.admin);
      expect(revoke.status).toBe(200);
      const second = await gpo("download", url, listened.chapters[1]!);
      expect(downloaded(), second.output).toHaveLength(1);
      // gpo exits 0 either way; it reports the refusal and stores no file.
      expect(second.output).toContain("HTTP 404 while downloading");
      // What gPodder met: the feed and its episodes are gone for this buyer.
      expect((await get(url)).status).toBe(404);
      const episode = url.replace(/\.xml$/, `/chapters/${listened.chapters[1]}.mp3`);
      expect((await get(episode)).status).toBe(404);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe("Reset feed link", () => {
  it("refuses the signed-out, another customer and an admin without access, and writes nothing", async () => {
    const before = await currentFeedRows(book.id);
    expect(before).toHaveLength(1);
    const anonymous = await resetPost(book.id, "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    expect((await resetPost(book.id, cookies.other)).status).toBe(404);
    expect((await resetPost(book.id, cookies.admin)).status).toBe(404);
    expect(await currentFeedRows(book.id)).toEqual(before);
  });

  it("gives the owner a new link at once and the old one answers 410, feed and episodes", async () => {
    const old = await feedOf(book.id);
    const reset = await resetPost(book.id, cookies.owner);
    expect(reset.status).toBe(200);
    expect((await get(old.url)).status).toBe(410);
    expect((await get(`${server.baseUrl}/feeds/${old.token}/chapters/${book.chapters[0]}.mp3`)).status).toBe(410);
    const fresh = await feedOf(book.id);
    expect(fresh.token).not.toBe(old.token);
    expect((await get(fresh.url)).status).toBe(200);
  });
});

describe("the admin's view of feeds", () => {
  it("counts feeds fetched per product, flags a feed fetched from more than 10 addresses a day, and resets it", async () => {
    const { url } = await feedOf(book.id);
    expect((await get(url)).status).toBe(200);
    const [feed] = await currentFeedRows(book.id);
    const today = new Date().toISOString().slice(0, 10);
    await server.services.db
      .insert(podcastFeedFetches)
      .values(Array.from({ length: 11 }, (_, i) => ({ feedId: feed!.id, day: today, ipHash: `other-address-${i}` })));

    const page = await (await server.request("/admin?tab=access", { cookie: cookies.admin })).text();
    expect(page).toContain("Podcast feeds fetched (last 30 days)");
    expect(page).toContain("Feed shared?");
    expect(page).toContain(`Reset the The Audiobook feed of owner@example.com`);

    const grantId = book.grants[0]!;
    const refused = [
      await adminAction(server, { intent: "feed.reset", id: grantId }, ""),
      await adminAction(server, { intent: "feed.reset", id: grantId }, cookies.owner),
      await adminAction(server, { intent: "feed.reset", id: grantId }, cookies.other),
    ];
    for (const response of refused) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
    }
    expect((await get(url)).status).toBe(200);
    const done = await adminAction(server, { intent: "feed.reset", id: grantId }, cookies.admin);
    expect(done.status).toBe(200);
    expect((await get(url)).status).toBe(410);
    expect((await adminAction(server, { intent: "feed.reset", id: "not-a-uuid" }, cookies.admin)).status).toBe(400);
    const after = await (await server.request("/admin?tab=access", { cookie: cookies.admin })).text();
    expect(after).not.toContain("Feed shared?");
  });
});
