import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, siteSettings, siteSettingsHistory } from "../../app/db/schema";
import { leadMailSettings } from "../../app/features/leads/followups.server";
import { queueDueSequenceEmails } from "../../app/features/leads/lead-worker.server";
import { adminAction, resetRateLimits, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";
import { pageText } from "./html";

/**
 * The legal pages (issue 38) through the built server: the template until
 * the owner saves a page in the Legal tab, who may save, the links to the
 * pages, the launch checklist, and the postal address in marketing emails.
 */
let server: TestServer;
let admin = "";

beforeAll(async () => {
  // Google Analytics configured, no payment provider: the privacy policy names exactly that.
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com", GA_MEASUREMENT_ID: "G-LEGAL123" });
  admin = await signUpAdmin(server, "owner@example.com");
});
afterAll(() => server?.close());
beforeEach(async () => {
  await resetRateLimits(server);
});

const PAGES = [
  { id: "privacy", path: "/privacy", title: "Privacy Policy" },
  { id: "terms", path: "/terms", title: "Terms of Service" },
  { id: "refund", path: "/refund-policy", title: "Refund Policy" },
  { id: "sms", path: "/sms-terms", title: "SMS Terms" },
] as const;

const legalRow = async () => {
  const [row] = await server.services.db.select().from(siteSettings).where(eq(siteSettings.key, "legal"));
  return row?.value ?? null;
};
const show = async (path: string) => {
  const response = await server.request(path);
  expect(response.status, path).toBe(200);
  return response.text();
};
/** Posts the Legal tab's form; `as` is the session posting it (the admin unless given, null for nobody). */
const save = (page: string, text: string, as: string | null = admin) =>
  adminAction(server, { intent: "legal.save", page, text }, as ?? undefined);

describe("the legal pages", () => {
  it("show the template, naming the Site tab's business, address and email and only the configured services", async () => {
    const { content } = await server.services.siteContent.fresh();
    await server.services.siteContent.saveSettings({
      ...content.settings,
      businessName: "Grace Mensah Books LLC",
      postalAddress: "PO Box 12\nNashville, TN 37201",
      supportEmail: "hello@grace-author.org",
    });
    for (const page of PAGES) {
      const html = await show(page.path);
      const text = pageText(html);
      expect(html).toContain(`<title>${page.title} | Rerouted</title>`);
      expect(text).toContain("Grace Mensah Books LLC");
      expect(html).toContain("PO Box 12<br/>Nashville, TN 37201");
      expect(html).toContain('href="mailto:hello@grace-author.org"');
    }
    const privacy = pageText(await show("/privacy"));
    expect(privacy).toContain(
      "Google Analytics measures how visitors use the site. It loads only if you accept it in our cookie banner",
    );
    for (const absent of [
      "Stripe",
      "ThriveCart",
      "Meta Platforms",
      "email delivery provider",
      "email marketing service",
    ])
      expect(privacy).not.toContain(absent);
  });

  it("show the owner's saved text, formatted, with nothing they type read as HTML", async () => {
    const response = await save(
      "refund",
      '## Our promise\nRefunds within **14 days**. See [our terms](/terms).\n- <script>alert("x")</script>\n- [bad](javascript:alert(1))',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: "Refund Policy saved and marked as reviewed" });
    const html = await show("/refund-policy");
    expect(html).toContain("<h2");
    expect(html).toContain("<strong>14 days</strong>");
    expect(html).toContain('href="/terms"');
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).not.toContain('<script>alert("x")');
    expect(html).not.toContain('href="javascript:');
    expect(pageText(html)).toMatch(/Last updated \w+ \d+, \d{4}/);
  });

  it("are linked from every page's footer and listed in the sitemap", async () => {
    for (const path of ["/", "/book", "/login", "/rerouted/upsell-ai"]) {
      const html = await show(path);
      for (const page of PAGES) expect(html, `${path} → ${page.path}`).toContain(`href="${page.path}"`);
    }
    const xml = await (await server.request("/sitemap.xml")).text();
    for (const page of PAGES) expect(xml).toMatch(new RegExp(`<loc>https://[^<]+${page.path}</loc>`));
  });
});

describe("saving a legal page", () => {
  it("lets only an admin save: anonymous visitors and customers are sent to sign in and change nothing", async () => {
    const before = await legalRow();
    const { cookie: customer } = await signUp(server, { email: "reader-legal@example.com" });
    for (const cookie of [null, customer]) {
      const response = await save("privacy", "Hijacked policy", cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
    }
    expect(await legalRow()).toEqual(before);
    expect(pageText(await show("/privacy"))).not.toContain("Hijacked");
  });

  it("refuses an unknown page, an empty text or one too long with a 400, writing nothing", async () => {
    const before = await legalRow();
    const unknown = await save("cookies", "Text");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ ok: false, message: "Choose a page of the Legal tab" });
    const empty = await save("terms", "   ");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      ok: false,
      message: "Write the page's text",
      fieldErrors: { text: "Write the page's text" },
    });
    expect((await save("terms", "x".repeat(40_001))).status).toBe(400);
    // The template's gaps for what the Site tab lacks are never published as reviewed.
    const gap = await save("terms", "**[Business name: add it in the Site tab]**\nOur terms.");
    expect(gap.status).toBe(400);
    expect(((await gap.json()) as { message: string }).message).toContain("Site tab");
    expect(await legalRow()).toEqual(before);
  });

  it("marks the page reviewed in the launch checklist and keeps each save in the History tab", async () => {
    const before = pageText(await (await server.request("/admin", { cookie: admin })).text());
    expect(before).toContain("SMS Terms: not reviewed");
    const adminHtml = await (await server.request("/admin?tab=legal&page=sms", { cookie: admin })).text();
    expect(adminHtml).toContain('href="/admin?tab=legal&amp;page=sms#legal-text"');
    expect(pageText(adminHtml)).toContain("Not reviewed yet: this is the template");

    expect((await save("sms", "Reply STOP to stop our texts.")).status).toBe(200);
    const after = pageText(await (await server.request("/admin?tab=legal&page=sms", { cookie: admin })).text());
    expect(after).not.toContain("SMS Terms: not reviewed");
    expect(after).toContain("Privacy Policy: not reviewed");
    expect(after).toContain("Reviewed and saved");
    expect(await legalRow()).toMatchObject({ sms: { text: "Reply STOP to stop our texts." } });

    const versions = await server.services.db
      .select({ savedBy: siteSettingsHistory.savedBy })
      .from(siteSettingsHistory)
      .where(eq(siteSettingsHistory.key, "legal"));
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(versions.every((v) => v.savedBy === "owner@example.com")).toBe(true);
    const history = pageText(await (await server.request("/admin?tab=history", { cookie: admin })).text());
    expect(history).toContain("Legal pages version");
    expect(history).toContain("SMS Terms");
  });
});

describe("marketing emails", () => {
  it("carry the business name and postal address in their footer", async () => {
    const { content } = await server.services.siteContent.fresh();
    await server.services.siteContent.saveSettings({
      ...content.settings,
      businessName: "Grace Mensah Books LLC",
      postalAddress: "PO Box 12\nNashville, TN 37201",
    });
    const response = await server.request("/api/leads/readiness", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify({
        name: "Ann Reader",
        email: "ann-legal@example.com",
        answers: { "1": "rebuilding", "2": "seeking", "3": "glimpses", "4": "patience", "5": "broken" },
        marketingConsent: true,
      }),
    });
    expect(response.status).toBe(201);
    const db = server.services.db;
    await db.execute(sql`update lead_followups set sequence_next_at = now() where email = 'ann-legal@example.com'`);
    expect(await queueDueSequenceEmails(server.services, leadMailSettings(server.services.config))).toBe(1);
    const sent = await db
      .select({ kind: emailOutbox.kind, text: emailOutbox.text, html: emailOutbox.html })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "ann-legal@example.com")));
    expect(sent.map((email) => email.kind).sort()).toEqual(["lead", "marketing"]);
    for (const email of sent) {
      expect(email.text).toContain("Grace Mensah Books LLC, PO Box 12, Nashville, TN 37201\nUnsubscribe: ");
      expect(email.html).toContain("Grace Mensah Books LLC, PO Box 12, Nashville, TN 37201<br>");
    }
  });
});
