import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { funnelVisitors, offerDeadlines } from "../../app/db/schema";
import { offerAvailability } from "../../app/features/funnel/deadlines.server";
import { signContactToken } from "../../app/features/leads/link-tokens.server";
import { APPLICATION, AUTHOR_LEAD, READINESS_LEAD } from "../support/lead-payloads";
import { startTestServer, type TestServer } from "./harness";

/**
 * Offer deadlines kept by the server (issue 16), through the real server and
 * database: one visitor cookie, one deadline; a signed contact link takes
 * the contact's deadline to any browser; an expired offer is rendered
 * expired by the server and refused to checkout.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const VISITOR = /^rerouted_visitor=([0-9a-f-]{36});/;

async function visit(path: string, cookie?: string) {
  const response = await server.request(path, { cookie });
  const html = await response.text();
  const setCookie = response.headers.getSetCookie().find((c) => VISITOR.test(c));
  return { status: response.status, html, setCookie, visitor: setCookie ? VISITOR.exec(setCookie)![1]! : null };
}

async function deadlineOf(owner: string, countdown: string) {
  const [row] = await server.services.db
    .select()
    .from(offerDeadlines)
    .where(and(eq(offerDeadlines.owner, owner), eq(offerDeadlines.countdown, countdown)));
  return row ?? null;
}

async function expire(owner: string, countdown: string) {
  await server.services.db
    .update(offerDeadlines)
    .set({ startsAt: sql`now() - interval '2 days'`, endsAt: sql`now() - interval '1 day'` })
    .where(and(eq(offerDeadlines.owner, owner), eq(offerDeadlines.countdown, countdown)));
}

const token = (email: string) => signContactToken(server.services.config.authSecret, email);

describe("a visitor's deadline", () => {
  it("starts at the first visit with a first-party HttpOnly cookie and stays the same on every later visit", async () => {
    const first = await visit("/rerouted/thank-you");
    expect(first.status).toBe(200);
    expect(first.setCookie).toMatch(/HttpOnly/);
    expect(first.setCookie).toMatch(/SameSite=Lax/);
    expect(first.setCookie).toMatch(/Path=\//);
    expect(first.html).toContain("24:00:00");
    const stored = await deadlineOf(`visitor:${first.visitor}`, "visual-series");
    expect(stored!.endsAt.getTime() - stored!.startsAt.getTime()).toBe(1440 * 60_000);

    const cookie = `rerouted_visitor=${first.visitor}`;
    const again = await visit("/rerouted/thank-you", cookie);
    expect(again.setCookie).toBeUndefined();
    expect((await deadlineOf(`visitor:${first.visitor}`, "visual-series"))!.endsAt).toEqual(stored!.endsAt);
    // Each countdown is its own: the AI upsell's 10 minutes start on its own first visit.
    await visit("/rerouted/upsell-ai", cookie);
    const ai = await deadlineOf(`visitor:${first.visitor}`, "ai-suite-trial");
    expect(ai!.endsAt.getTime() - ai!.startsAt.getTime()).toBe(10 * 60_000);
  });

  it("is shared by the program sales page and the in-funnel Create Your Book (15 minutes)", async () => {
    const sales = await visit("/rerouted");
    const cookie = `rerouted_visitor=${sales.visitor}`;
    const before = await deadlineOf(`visitor:${sales.visitor}`, "program");
    expect(before!.endsAt.getTime() - before!.startsAt.getTime()).toBe(15 * 60_000);
    await visit("/rerouted/book-creation", cookie);
    expect((await deadlineOf(`visitor:${sales.visitor}`, "program"))!.endsAt).toEqual(before!.endsAt);
  });

  it("once passed, the server renders the expired state: no discounted price, no buy button", async () => {
    const first = await visit("/rerouted/upsell-course");
    expect(first.html).toContain("Yes! Add Foundations to My Order");
    await expire(`visitor:${first.visitor}`, "foundations-course");
    const after = await visit("/rerouted/upsell-course", `rerouted_visitor=${first.visitor}`);
    expect(after.html).toContain("This offer has expired");
    expect(after.html).toContain("The $197 price is no longer available.");
    expect(after.html).not.toContain(">Yes! Add Foundations to My Order<");
    // The course stays on sale at its regular price, an offer no deadline governs.
    expect(after.html).toContain(">Yes! Add Foundations to My Order at $297<");
    expect(after.html).toContain("No thanks, complete my order");
    expect(after.html).toContain("00:00:00");

    const program = await visit("/rerouted");
    await expire(`visitor:${program.visitor}`, "program");
    const closed = await visit("/rerouted", `rerouted_visitor=${program.visitor}`);
    expect(closed.html).not.toContain("Yes! I&#x27;m Ready To Publish My Book");
    expect(closed.html).not.toContain("Yes! I'm Ready To Publish My Book");
    expect(closed.html).toContain("Complete Application First");
  });

  it("ignores a forged cookie or token: a fresh visitor, no error", async () => {
    const forged = await visit("/rerouted/upsell-ai", "rerouted_visitor=../../etc");
    expect(forged.status).toBe(200);
    expect(forged.visitor).not.toBeNull();
    const badToken = await visit("/rerouted/upsell-ai?contact=bWU.AAAA");
    expect(badToken.status).toBe(200);
    const [row] = await server.services.db
      .select()
      .from(funnelVisitors)
      .where(eq(funnelVisitors.id, badToken.visitor!));
    expect(row!.contact).toBeNull();
    const foreign = await visit(`/rerouted/upsell-ai?contact=${encodeURIComponent(token("x@example.com") + "x")}`);
    expect(foreign.status).toBe(200);
  });
});

describe("a known contact's deadline", () => {
  it("binds a new browser that opens a signed link to the contact's deadline, and keeps it bound", async () => {
    const link = `/rerouted/thank-you?contact=${token("Reader@Example.com")}`;
    const laptop = await visit(link);
    const contactDeadline = await deadlineOf("contact:reader@example.com", "visual-series");
    expect(contactDeadline).not.toBeNull();

    const phone = await visit(link);
    expect(phone.visitor).not.toBe(laptop.visitor);
    expect((await deadlineOf("contact:reader@example.com", "visual-series"))!.endsAt).toEqual(contactDeadline!.endsAt);
    expect(await deadlineOf(`visitor:${phone.visitor}`, "visual-series")).toBeNull();

    // Back on the phone without the link: still the contact's deadline, expired everywhere at once.
    await expire("contact:reader@example.com", "visual-series");
    const later = await visit("/rerouted/thank-you", `rerouted_visitor=${phone.visitor}`);
    expect(later.html).toContain("This offer has expired");
    expect(later.html).not.toContain(">Yes! Add the Series to My Order<");
  });

  it("never buys time: a browser whose own deadline passed brings it to the contact", async () => {
    const own = await visit("/rerouted/upsell-ai");
    await expire(`visitor:${own.visitor}`, "ai-suite-trial");
    const bound = await visit(
      `/rerouted/upsell-ai?contact=${token("late@example.com")}`,
      `rerouted_visitor=${own.visitor}`,
    );
    expect(bound.html).toContain("This offer has expired");
    const merged = await deadlineOf("contact:late@example.com", "ai-suite-trial");
    expect(merged!.endsAt.getTime()).toBeLessThan(Date.now());
  });
});

describe("a visitor who becomes a contact", () => {
  const submit = (path: string, body: object, cookie: string) =>
    server.request(path, {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify(body),
    });

  for (const [path, lead] of [
    ["/api/leads/readiness", { ...READINESS_LEAD, email: "Bound.Reader@Example.com" }],
    ["/api/leads/author", { ...AUTHOR_LEAD, email: "bound.author@example.com" }],
    ["/api/applications", { ...APPLICATION, email: "bound.applicant@example.com" }],
  ] as const) {
    it(`keeps the browser's running deadline as the contact's when it posts ${path}, so their emailed link reaches it`, async () => {
      const sales = await visit("/rerouted");
      const cookie = `rerouted_visitor=${sales.visitor}`;
      const own = await deadlineOf(`visitor:${sales.visitor}`, "program");
      expect((await submit(path, lead, cookie)).status).toBe(201);
      const contact = lead.email.toLowerCase();
      expect((await deadlineOf(`contact:${contact}`, "program"))!.endsAt).toEqual(own!.endsAt);

      // The link in their email, opened in another browser, counts down to the same instant.
      const phone = await visit(`/rerouted?contact=${token(lead.email)}`);
      expect(phone.visitor).not.toBe(sales.visitor);
      expect(await deadlineOf(`visitor:${phone.visitor}`, "program")).toBeNull();
      expect((await deadlineOf(`contact:${contact}`, "program"))!.endsAt).toEqual(own!.endsAt);
    });
  }

  it("a lead from a browser that never saw a countdown starts nothing", async () => {
    const response = await server.request("/api/leads/readiness", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify({ ...READINESS_LEAD, email: "no-countdown@example.com" }),
    });
    expect(response.status).toBe(201);
    const rows = await server.services.db
      .select()
      .from(offerDeadlines)
      .where(eq(offerDeadlines.owner, "contact:no-countdown@example.com"));
    expect(rows).toEqual([]);
  });
});

describe("offerAvailability (what the checkout asks)", () => {
  it("withdraws an offer whose deadline passed, for the visitor and for their bound contact", async () => {
    const { db } = server.services;
    const page = await visit("/rerouted/thank-you");
    const visitor = { id: page.visitor!, contact: null };
    // Running: available, with when it ends (the checkout carries it for the recovery email).
    const running = await offerAvailability(db, visitor, "visual-series", Date.now());
    expect(running).toMatchObject({ available: true, endsAt: expect.any(Date) });
    await expire(`visitor:${page.visitor}`, "visual-series");
    const refused = await offerAvailability(db, visitor, "visual-series", Date.now());
    expect(refused).toMatchObject({ available: false, reason: "expired" });
    // Other offers are untouched: the book has no countdown, the AI trial's clock never started.
    const open = { available: true, endsAt: null };
    expect(await offerAvailability(db, visitor, "book-bundle", Date.now())).toEqual(open);
    expect(await offerAvailability(db, visitor, "ai-suite-trial", Date.now())).toEqual(open);
    expect(await offerAvailability(db, null, "visual-series", Date.now())).toEqual(open);
    const contact = { id: page.visitor!, contact: "reader@example.com" };
    expect(await offerAvailability(db, contact, "visual-series", Date.now())).toMatchObject({ available: false });
  });
});
