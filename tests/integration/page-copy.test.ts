import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "../../app/content/site";
import { LANDING } from "../../app/content/landing";
import { siteSettings, siteSettingsHistory } from "../../app/db/schema";
import { adminAction, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";
import { pageText } from "./html";

/** The Pages tab: the owner's words over a page's shipped texts, live on the next page load. */

let server: TestServer;
let admin = "";

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com" });
  admin = await signUpAdmin(server, "owner@example.com");
});
afterAll(() => server?.close());

const savedCopy = async () => {
  const [row] = await server.services.db.select().from(siteSettings).where(eq(siteSettings.key, "copy"));
  return row?.value ?? null;
};

const home = async () => {
  const response = await server.request("/");
  expect(response.status).toBe(200);
  return response.text();
};

const homeForm = (changes: Record<string, string>) => ({ intent: "copy.save", page: "landing", ...changes });

describe("the Pages tab", () => {
  it("shows the home page's words as the owner saved them, and a text put back follows the shipped one", async () => {
    const response = await adminAction(
      server,
      homeForm({
        "landing.hero.headline": "Your detour is not wasted.",
        "landing.book.points": "Ten chapters\n\nA study guide",
        "landing.title": "Grace Author | Rerouted",
        "journeyOffers.1.title": "The Rerouted Circle",
      }),
      admin,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: "Home page saved" });
    const html = await home();
    const text = pageText(html);
    expect(text).toContain("Your detour is not wasted.");
    expect(text).not.toContain(LANDING.hero.headline);
    expect(text).toContain("Ten chapters");
    expect(text).toContain("The Rerouted Circle");
    expect(text).not.toContain(LANDING.book.points[0]);
    expect(html).toContain("<title>Grace Author | Rerouted</title>");
    expect(await savedCopy()).toEqual({
      "landing.hero.headline": "Your detour is not wasted.",
      "landing.book.points": ["Ten chapters", "A study guide"],
      "landing.title": "Grace Author | Rerouted",
      "journeyOffers.1.title": "The Rerouted Circle",
    });

    // The headline typed back as shipped, and the title emptied, keep no override.
    await adminAction(
      server,
      homeForm({ "landing.hero.headline": LANDING.hero.headline, "landing.title": "", "journeyOffers.1.title": "" }),
      admin,
    );
    expect(await savedCopy()).toEqual({ "landing.book.points": ["Ten chapters", "A study guide"] });
    expect(pageText(await home())).toContain(LANDING.hero.headline);
  });

  it("refuses an unknown page or a text over 4000 characters, naming the field, and writes nothing", async () => {
    const before = await savedCopy();
    const unknown = await adminAction(server, { intent: "copy.save", page: "nowhere" }, admin);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ ok: false, message: "Choose a page of the Pages tab" });
    const long = await adminAction(server, homeForm({ "landing.hero.body": "x".repeat(4001) }), admin);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      ok: false,
      message: "At most 4000 characters",
      fieldErrors: { "landing.hero.body": "At most 4000 characters" },
    });
    expect(await savedCopy()).toEqual(before);
  });

  it("lets only an admin save: anonymous and customers change nothing", async () => {
    const before = await savedCopy();
    const { cookie: customer } = await signUp(server, { email: "reader-copy@example.com" });
    // Both are sent to sign in as an admin (requireAdmin), and nothing is saved.
    for (const cookie of [undefined, customer]) {
      const response = await adminAction(server, homeForm({ "landing.hero.headline": "Hijacked" }), cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
    }
    expect(await savedCopy()).toEqual(before);
    expect(pageText(await home())).not.toContain("Hijacked");
  });

  it("lists the home page's words for the admin, each with what the page shows now", async () => {
    const response = await server.request("/admin?tab=pages&page=landing", { cookie: admin });
    expect(response.status).toBe(200);
    const text = pageText(await response.text());
    for (const label of ["Hero", "Headline", "Primary button", "Journey offers · 2", "Search and sharing"])
      expect(text).toContain(label);
    expect(text).toContain("Save home page");
  });
});

describe("the author's biography", () => {
  it("is hidden on the home page until the owner writes it, then shown in their words", async () => {
    expect(DEFAULT_SITE_SETTINGS.authorBio).toBe("");
    expect(pageText(await home())).not.toContain(`${LANDING.meet.title} ${DEFAULT_SITE_SETTINGS.authorName}`);
    const { content } = await server.services.siteContent.fresh();
    await server.services.siteContent.saveSettings({
      ...content.settings,
      authorName: "Grace Author",
      authorBio: "I lost a career and found a calling.\n\nToday I coach first-time authors.",
    });
    const text = pageText(await home());
    expect(text).toContain("Meet Grace Author");
    expect(text).toContain("I lost a career and found a calling.");
    expect(text).toContain("Today I coach first-time authors.");
  });
});

describe("the History tab", () => {
  const versions = async () =>
    (
      await server.services.db
        .select({
          version: siteSettingsHistory.version,
          value: siteSettingsHistory.value,
          by: siteSettingsHistory.savedBy,
        })
        .from(siteSettingsHistory)
        .where(eq(siteSettingsHistory.key, "copy"))
        .orderBy(siteSettingsHistory.version)
    ).map((row) => ({ ...row, headline: (row.value as Record<string, string>)["landing.hero.headline"] ?? null }));

  it("keeps each save with who made it and what changed, and restores an earlier one as the newest", async () => {
    for (const headline of ["First headline.", "Second headline."])
      expect((await adminAction(server, homeForm({ "landing.hero.headline": headline }), admin)).status).toBe(200);
    const saved = await versions();
    const first = saved.find((row) => row.headline === "First headline.")!;
    expect(first.by).toBe("owner@example.com");
    expect(saved.at(-1)!.headline).toBe("Second headline.");

    const tab = pageText(await (await server.request("/admin?tab=history", { cookie: admin })).text());
    expect(tab).toContain(`Pages version ${first.version}`);
    expect(tab).toContain("Changed: Home page · Hero · Headline");
    expect(tab).toContain("owner@example.com");

    const restored = await adminAction(
      server,
      { intent: "history.restore", key: "copy", version: String(first.version) },
      admin,
    );
    expect(await restored.json()).toEqual({ ok: true, message: `Pages: version ${first.version} restored` });
    expect(pageText(await home())).toContain("First headline.");
    const after = await versions();
    expect(after).toHaveLength(saved.length + 1);
    expect(after.at(-1)).toMatchObject({ headline: "First headline.", by: "owner@example.com" });
  });

  it("refuses a bad or unknown version, and anyone but an admin, changing nothing", async () => {
    const before = await versions();
    const bad = await adminAction(server, { intent: "history.restore", key: "copy", version: "one" }, admin);
    expect(bad.status).toBe(400);
    const unknown = await adminAction(server, { intent: "history.restore", key: "copy", version: "99999" }, admin);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, message: "That version no longer exists" });
    const { cookie: customer } = await signUp(server, { email: "reader-history@example.com" });
    for (const cookie of [undefined, customer]) {
      const response = await adminAction(server, { intent: "history.restore", key: "copy", version: "1" }, cookie);
      expect(response.status).toBe(302);
    }
    expect(await versions()).toEqual(before);
  });
});
