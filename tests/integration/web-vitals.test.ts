import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsDaily, analyticsEvents } from "../../app/db/schema";
import { ROLLUP_GRACE_MS } from "../../app/features/analytics/rollup-days";
import { rollUpClosedDays, rollUpOpenDay } from "../../app/features/analytics/rollup.server";
import { visitorId } from "../../app/features/analytics/visitor.server";
import { BROWSER_UA, resetRateLimits, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";

let server: TestServer;
let admin: string;
let customer: string;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com" });
  admin = await signUpAdmin(server, "owner@example.com");
  customer = (await signUp(server, { email: "reader@example.com" })).cookie;
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

const db = () => server.services.db;
const stored = async () => (await db().select({ n: count() }).from(analyticsEvents))[0]?.n ?? 0;
const post = (events: unknown[], userAgent?: string) =>
  server.request("/api/events", {
    method: "POST",
    headers: { "content-type": "application/json", ...(userAgent ? { "user-agent": userAgent } : {}) },
    body: JSON.stringify({ events }),
  });
/** What a reader sees of some HTML: its text, without tags and React's text separators. */
const textOf = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const vital = (name: string, value: unknown, path = "/book") => ({ type: "web_vital", name, path, props: { value } });

describe("POST /api/events with Core Web Vitals", () => {
  it("stores LCP, INP and CLS at the reports' precision", async () => {
    const response = await post([vital("LCP", 2437.6), vital("INP", 183), vital("CLS", 0.0837)]);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ stored: 3 });
    // One insert gives the three one time; the serial id keeps their order.
    const rows = await db()
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.type, "web_vital"))
      .orderBy(analyticsEvents.id);
    expect(rows.map((row) => [row.name, row.path, row.props])).toEqual([
      ["LCP", "/book", { value: 2500 }],
      ["INP", "/book", { value: 190 }],
      ["CLS", "/book", { value: 0.084 }],
    ]);
  });

  it.each([
    ["an unknown metric", [vital("FID", 12)]],
    ["a value sent as text", [vital("LCP", "2500")]],
    ["a negative value", [vital("CLS", -0.1)]],
    ["an LCP beyond two minutes", [vital("LCP", 120_001)]],
    ["an INP beyond a minute", [vital("INP", 60_001)]],
    ["a vital with another property", [{ ...vital("LCP", 1200), props: { value: 1200, rating: "good" } }]],
    ["a vital without its value", [{ ...vital("LCP", 1200), props: {} }]],
    ["a bad vital among valid events", [{ type: "click", name: "cta", path: "/" }, vital("LCP", 1e9)]],
  ])("answers %s with 400 and stores nothing", async (_label, events) => {
    const before = await stored();
    const response = await post(events);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/^Invalid events\.\d/);
    expect(await stored()).toBe(before);
  });
});

describe("the Funnel tab", () => {
  const funnelPage = (cookie: string | undefined, query = "") =>
    server.request(`/admin?tab=funnel${query}`, { cookie });

  it("shows each page's 75th percentile with Google's rating to the admin", async () => {
    // /rerouted: LCP 1.2 s x3, 3.1 s (p75 of four is the third: 1.2 s), INP 600 ms; CLS 0.3.
    const loads = [1200, 1200, 1200, 3100].map((lcp, i) =>
      post([vital("LCP", lcp, "/rerouted")], `${BROWSER_UA} Tab/${i}`),
    );
    expect((await Promise.all(loads)).map((r) => r.status)).toEqual([202, 202, 202, 202]);
    expect((await post([vital("INP", 600, "/rerouted"), vital("CLS", 0.3, "/rerouted")])).status).toBe(202);

    const response = await funnelPage(admin);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Core Web Vitals");
    expect(textOf(html)).toContain("Good up to LCP 2.5 s, INP 200 ms, CLS 0.1; poor above 4 s, 500 ms, 0.25.");
    const row = /<tr[^>]*><td[^>]*><span[^>]*>\/rerouted<\/span>[\s\S]*?<\/tr>/.exec(html)?.[0] ?? "";
    expect(textOf(row)).toBe("/rerouted 4 loads 1.20 s Good 600 ms Poor 0.30 Poor");
    // /book from the first test: LCP 2.5 s is good, INP 190 ms good, CLS 0.084 good.
    const book = /<tr[^>]*><td[^>]*><span[^>]*>\/book<\/span>[\s\S]*?<\/tr>/.exec(html)?.[0] ?? "";
    expect(textOf(book)).toBe("/book 1 load 2.50 s Good 190 ms Good 0.08 Good");
  });

  it("shows nothing of it to anonymous visitors and customers", async () => {
    for (const cookie of [undefined, customer]) {
      const page = await funnelPage(cookie);
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
      const data = await server.request("/admin.data?tab=funnel", { cookie });
      const body = await data.text();
      expect(body).not.toContain("/rerouted");
      expect(body).not.toContain("Core Web Vitals");
    }
  });

  it("shows the same figures before and after the closed days and today are rolled up", async () => {
    // Today and three closed days of traffic, recorded as the site records it: ids derived from each event's moment.
    const rows: (typeof analyticsEvents.$inferInsert)[] = [];
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    for (let d = 0; d <= 3; d += 1) {
      for (let person = 0; person < 5 + d; person += 1) {
        const at = (minute: number) => new Date(today.getTime() - d * 86_400_000 + (person * 60 + minute) * 60_000);
        const visitor = visitorId({ secret: "s", now: at(0), ip: `10.1.0.${person}`, userAgent: "UA" });
        const event = (type: string, name: string, path: string, minute: number, props = {}) => ({
          type,
          name,
          path,
          visitorId: visitor,
          props,
          createdAt: at(minute),
        });
        rows.push(event("page_view", "page_view", "/book", 1, person % 2 ? { referrer_domain: "instagram.com" } : {}));
        if (person % 3 !== 2) rows.push(event("custom", "checkout_started", "/book", 2, { offer: "book-bundle" }));
        if (person % 3 === 0) rows.push(event("page_view", "page_view", "/rerouted/thank-you", 3));
        if (person % 3 === 0)
          rows.push(
            event("custom", "pixel:Purchase", "/rerouted/thank-you", 4, { content_ids: "book-bundle", value: 24.99 }),
          );
        rows.push(event("web_vital", "LCP", "/book", 5, { value: 1000 + 300 * person }));
      }
    }
    await db().insert(analyticsEvents).values(rows);
    const query = `&from=${new Date(today.getTime() - 3 * 86_400_000).toISOString().slice(0, 10)}&to=${today.toISOString().slice(0, 10)}`;
    // The tab's content, without what changes with every response (nonces).
    const content = async () => {
      const response = await funnelPage(admin, query);
      expect(response.status).toBe(200);
      const html = await response.text();
      return html.slice(html.indexOf("Showing")).replace(/ nonce="[^"]*"/g, "");
    };
    const fromRawEvents = await content();
    expect(textOf(fromRawEvents)).toContain("Book funnel");
    // Five days of retention at noon keep the three closed days whole (a moment of its own: in the
    // first ten minutes of a day, the day before is not closed yet).
    const noon = new Date(today.getTime() + 12 * 3_600_000);
    expect(await rollUpClosedDays(db(), { retentionDays: 5, now: noon })).toBe(3);
    const rolledUp = await db().select({ n: count() }).from(analyticsDaily).where(eq(analyticsDaily.kind, "page"));
    expect(rolledUp[0]!.n).toBeGreaterThanOrEqual(6);
    expect(await content()).toBe(fromRawEvents);
    // Today's rows so far, as the job keeps them: through 02:03, inside the third visitor's visit.
    const through = new Date(today.getTime() + (2 * 60 + 3) * 60_000);
    expect(await rollUpOpenDay(db(), new Date(through.getTime() + ROLLUP_GRACE_MS))).toBe(true);
    expect(await content()).toBe(fromRawEvents);
  });
});
