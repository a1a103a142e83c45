import { randomUUID } from "node:crypto";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  assessmentLeads,
  authorAssessmentLeads,
  authUsers,
  bookCreationApplications,
  emailOutbox,
  emailSuppressions,
  leadEvents,
  leadFollowups,
  purchaseOrders,
} from "../../app/db/schema";
import { RATE_LIMITS } from "../../app/lib/security/rate-limit";
import { leadMailSettings } from "../../app/features/leads/followups.server";
import { deliverDueLeadEvents, queueDueSequenceEmails } from "../../app/features/leads/lead-worker.server";
import { form, pageText, resetRateLimits, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";
import { deliverQueuedMail, startMailSink, type ReceivedMail } from "./mail-sink";
import { APPLICATION, AUTHOR_LEAD } from "../support/lead-payloads";

/**
 * Everything a lead receives, through the real built server, a real SMTP
 * server as the mail sink and a real HTTP endpoint as the owner's email
 * platform: result emails, one-click unsubscribe, the suppression list, the
 * follow-up sequence and its stop rules, and the signed, retried events.
 */
const WEBHOOK_SECRET = `whsec_${Buffer.from("a-32-byte-secret-for-lead-events").toString("base64")}`;

let server: TestServer;
let owner: string;
let reader: string;
let sink: Awaited<ReturnType<typeof startMailSink>>;
let hook: Server;
type Delivery = { headers: IncomingHttpHeaders; body: string };
const deliveries: Delivery[] = [];
/** Status codes the email platform answers with, in order; 200 once they run out. */
let hookAnswers: number[] = [];

beforeAll(async () => {
  sink = await startMailSink();
  hook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.statusCode = hookAnswers.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  server = await startTestServer({
    ADMIN_EMAILS: "owner@example.com",
    SMTP_URL: sink.url,
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/leads`,
    LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // So that a request can come from a client address of its own.
    TRUST_PROXY: "1",
  });
  owner = await signUpAdmin(server, "owner@example.com");
  reader = (await signUp(server, { email: "someone@example.com" })).cookie;
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
  await new Promise((resolve) => hook?.close(resolve));
});
beforeEach(async () => {
  await resetRateLimits(server);
});

const db = () => server.services.db;
const settings = () => leadMailSettings(server.services.config);

function post(path: string, body: unknown, key = randomUUID()) {
  return server.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify(body),
  });
}

/** Sends every queued email now (the back-off and the outcome's delay stand in for time passing). */

const mailTo = (address: string) => sink.mail.filter((m) => m.to === address);
const subjects = (address: string) => mailTo(address).map((m) => m.headers.get("subject"));

const readiness = (email: string, extra: Record<string, unknown> = {}) => ({
  name: "Grace Walker",
  email,
  answers: { "1": "rebuilding", "2": "seeking", "3": "glimpses", "4": "patience", "5": "broken" },
  ...extra,
});
const author = (email: string, extra: Record<string, unknown> = {}) => ({
  fullName: AUTHOR_LEAD.fullName,
  email,
  answers: AUTHOR_LEAD.answers,
  ...extra,
});
const application = (email: string, extra: Record<string, unknown> = {}) => ({
  ...APPLICATION,
  email,
  hoursPerWeek: "3-5 hours",
  ...extra,
});

/** A POST on a connection of its own: the server answers without reading the body and closes it. */
function postOnOwnConnection(url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "POST", agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", (error) => ((error as NodeJS.ErrnoException).code === "EPIPE" ? undefined : reject(error)));
    req.end(body);
  });
}

function expectLeadHeaders(mail: ReceivedMail) {
  const unsubscribe = mail.headers.get("list-unsubscribe") ?? "";
  expect(unsubscribe).toMatch(new RegExp(`^<${server.baseUrl}/email/unsubscribe/[A-Za-z0-9_-]{40,}>$`));
  expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  expect(mail.headers.get("reply-to")).toBe("support@example.com");
  expect(mail.headers.get("content-type")).toContain("multipart/alternative");
  expect(mail.text).toContain(`Unsubscribe: ${unsubscribe.slice(1, -1)}`);
  expect(mail.html).toContain(`href="${unsubscribe.slice(1, -1)}"`);
  return unsubscribe.slice(1, -1);
}

describe("result emails", () => {
  it("sends the readiness stage with its description, four recommendations and the program link", async () => {
    expect((await post("/api/leads/readiness", readiness("grace@example.com"))).status).toBe(201);
    await deliverQueuedMail(server);
    const [mail, ...others] = mailTo("grace@example.com");
    expect(others).toEqual([]);
    expect(mail!.headers.get("subject")).toBe("Your Rerouted result: Crisis & Confusion");
    expect(mail!.text).toContain("Hi Grace,");
    expect(mail!.text).toContain("Your stage: Crisis & Confusion");
    expect(mail!.text).toContain("You are in the middle of the storm.");
    expect(mail!.text).toContain("- Set aside ten quiet minutes each morning to pray honestly about where you are.");
    expect(mail!.text).toContain(
      "- Replace 'Why is this happening?' with 'What is this teaching me?' in your journal.",
    );
    expect(mail!.text).toContain(`Discover the Rerouted Program: ${server.baseUrl}/rerouted`);
    expect(mail!.html).toContain("Crisis &amp; Confusion");
    expectLeadHeaders(mail!);
  });

  it("sends the author level X/5, the next milestone and the four-item roadmap", async () => {
    expect((await post("/api/leads/author", author("ruth@example.com"))).status).toBe(201);
    await deliverQueuedMail(server);
    const [mail] = mailTo("ruth@example.com");
    expect(mail!.headers.get("subject")).toBe("Your author level: 3/5, Editing Phase");
    expect(mail!.text).toContain("Your level: 3/5, Editing Phase");
    expect(mail!.text).toContain("Next milestone: Polish & Refine");
    expect(mail!.text).toContain("1. Read the whole draft once without changing a word");
    expect(mail!.text).toContain("4. Hire a professional editor");
    expectLeadHeaders(mail!);
  });

  it("acknowledges an application first, then sends the approved outcome with both checkout options", async () => {
    expect((await post("/api/applications", application("paul@example.com"))).status).toBe(201);
    // Only the acknowledgement is due at once; the outcome follows it.
    await deliverQueuedMail(server, { includeDelayed: false });
    expect(subjects("paul@example.com")).toEqual(["We received your Book Creation Program application"]);
    await deliverQueuedMail(server);
    expect(subjects("paul@example.com")).toEqual([
      "We received your Book Creation Program application",
      "You're approved for the Book Creation Program",
    ]);
    const outcome = mailTo("paul@example.com")[1]!;
    // Each option is the site's checkout page for its offer, carrying the reader's signed contact.
    const option = (offerId: string) => `${server.baseUrl}/checkout/${offerId}?contact=`;
    expect(outcome.text).toContain(`Pay in Full: $947 (regular price $997): ${option("application-full")}`);
    expect(outcome.text).toContain(`3-Pay Option: 3 payments of $347: ${option("application-3-pay")}`);
    expect(outcome.text).toContain("Your next steps:");
    for (const mail of mailTo("paul@example.com")) expectLeadHeaders(mail);
    // On a fresh install both offers are sold through their checkout links, where the page sends the reader.
    const link = new URL(/(http\S+\/checkout\/application-full\S+)/.exec(outcome.text)![1]!);
    const opened = await server.request(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("https://cart.example.com/rerouted/program-approved-full");
  });

  it("answers a 503 page with a retry for the link of an offer set to Stripe on a site without a Stripe key", async () => {
    const { price, compareAt, cartUrl, provider, stripePriceId, thrivecartProductId, grants } = (
      await server.services.siteContent.fresh()
    ).content.offers["application-full"];
    const saved = { price, compareAt, cartUrl, provider, stripePriceId, thrivecartProductId, grants };
    await server.services.siteContent.saveOffer("application-full", {
      ...saved,
      provider: "stripe",
      stripePriceId: "price_test_approved_full",
    });
    try {
      const response = await server.request("/checkout/application-full");
      expect(response.status).toBe(503);
      const text = pageText(await response.text());
      expect(text).toContain("The checkout did not open");
      expect(text).toContain("Try again");
    } finally {
      await server.services.siteContent.saveOffer("application-full", saved);
    }
  });

  it("sends a not-qualified applicant a kind note and the book offer", async () => {
    const response = await post("/api/applications", application("sam@example.com", { motivation: "become famous" }));
    expect(await response.json()).toMatchObject({ status: "not_qualified" });
    await deliverQueuedMail(server, { includeDelayed: false });
    await deliverQueuedMail(server);
    expect(subjects("sam@example.com")).toEqual([
      "We received your Book Creation Program application",
      "Thank you for applying to the Book Creation Program",
    ]);
    const outcome = mailTo("sam@example.com")[1]!;
    expect(outcome.text).toContain("that is not a verdict on your story");
    expect(outcome.text).toContain(`Get the Book: $19.99: ${server.baseUrl}/book`);
  });

  it("queues the result once for a submission the browser sent again with the same key", async () => {
    const key = randomUUID();
    expect((await post("/api/leads/readiness", readiness("twice@example.com"), key)).status).toBe(201);
    // The browser never saw that answer (offline, timeout) and retries from its queue.
    expect((await post("/api/leads/readiness", readiness("twice@example.com"), key)).status).toBe(200);
    expect((await post("/api/leads/readiness", readiness("twice@example.com"), key)).status).toBe(200);
    const [queued] = await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, "twice@example.com"));
    expect(queued!.n).toBe(1);
    await deliverQueuedMail(server);
    expect(subjects("twice@example.com")).toEqual(["Your Rerouted result: Crisis & Confusion"]);
  });

  it("writes nothing, not even an email, for a refused submission", async () => {
    const response = await post("/api/leads/readiness", readiness("bad@example.com", { marketingConsent: "yes" }));
    expect(response.status).toBe(400);
    const [queued] = await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, "bad@example.com"));
    expect(queued!.n).toBe(0);
  });
});

describe("unsubscribe", () => {
  it("shows a page on GET that changes nothing, and unsubscribes on the one-click POST", async () => {
    await post("/api/leads/author", author("leave@example.com", { marketingConsent: true }));
    await deliverQueuedMail(server);
    const url = expectLeadHeaders(mailTo("leave@example.com")[0]!);
    const suppressed = async () =>
      (await db().select().from(emailSuppressions).where(eq(emailSuppressions.email, "leave@example.com"))).length;

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Unsubscribe from Rerouted emails");
    expect(html).toContain("leave@example.com");
    expect(await suppressed()).toBe(0);
    const [followup] = await db().select().from(leadFollowups).where(eq(leadFollowups.email, "leave@example.com"));
    expect(followup!.sequenceNextAt).not.toBeNull();

    // RFC 8058: the mail provider POSTs the URL with this body and no Origin.
    const oneClick = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await suppressed()).toBe(1);
    const [after] = await db().select().from(leadFollowups).where(eq(leadFollowups.email, "leave@example.com"));
    expect(after).toMatchObject({ sequenceNextAt: null, sequenceEndReason: "unsubscribed" });
    // A webmail page may send it from its own origin: the signed link, not the origin, authorises it.
    const fromWebmail = await fetch(url, {
      method: "POST",
      headers: { origin: "https://webmail.example", "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(fromWebmail.status).toBe(200);
    // The body is never read: a huge one changes nothing about the answer.
    expect(await postOnOwnConnection(url, "x".repeat(2 * 1024 * 1024))).toBe(200);
    // A second click is harmless.
    expect((await fetch(url, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(200);
    expect(await (await fetch(url)).text()).toContain("You are unsubscribed");
  });

  it("refuses a forged or mangled link for everyone, signed in or not, and writes nothing", async () => {
    const forged = `${Buffer.from("victim@example.com").toString("base64url")}.${"A".repeat(43)}`;
    for (const cookie of [undefined, reader, owner]) {
      for (const token of [forged, "nonsense", "%00", "x".repeat(5000)]) {
        // A NUL in any URL is refused before routing (400); the other mangled links are unknown (404).
        const refused = token === "%00" ? 400 : 404;
        for (const path of [`/email/unsubscribe/${token}`, `/email/confirm/${token}`]) {
          expect((await server.request(path, { cookie })).status).toBe(refused);
          expect(
            (await server.request(path, { method: "POST", cookie, body: "List-Unsubscribe=One-Click" })).status,
          ).toBe(refused);
        }
      }
    }
    // From another site: the unsubscribe URL still needs its signature; the confirm button stays same-origin.
    const crossSite = { method: "POST", headers: { origin: "https://evil.example" } };
    expect((await server.request(`/email/unsubscribe/${forged}`, crossSite)).status).toBe(404);
    expect((await server.request(`/email/confirm/${forged}`, crossSite)).status).toBe(403);
    expect(
      await db().select().from(emailSuppressions).where(eq(emailSuppressions.email, "victim@example.com")),
    ).toEqual([]);
  });

  it("still sends a password reset to an address that unsubscribed, and no marketing", async () => {
    await signUp(server, { email: "member@example.com", firstName: "Mia" });
    await post("/api/leads/readiness", readiness("member@example.com", { marketingConsent: true }));
    await deliverQueuedMail(server);
    const url = expectLeadHeaders(mailTo("member@example.com")[0]!);
    // A sequence email is queued, then the member unsubscribes before it goes out.
    await db().execute(sql`update lead_followups set sequence_next_at = now() where email = 'member@example.com'`);
    expect(await queueDueSequenceEmails(server.services, settings())).toBe(1);
    expect((await fetch(url, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(200);

    const reset = await server.request("/forgot-password", {
      method: "POST",
      body: new URLSearchParams({ email: "member@example.com" }),
    });
    expect(reset.status).toBe(200);
    await deliverQueuedMail(server);
    expect(subjects("member@example.com")).toEqual([
      "Your Rerouted result: Crisis & Confusion",
      "Reset your Rerouted password",
    ]);
    const marketing = await db()
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "member@example.com"), eq(emailOutbox.kind, "marketing")));
    expect(marketing).toEqual([{ status: "suppressed" }]);
  });

  it("holds at send time: a marketing email queued for a suppressed address is never sent", async () => {
    await db().insert(emailSuppressions).values({ email: "gone@example.com" });
    await db()
      .insert(emailOutbox)
      .values({ to: "gone@example.com", subject: "News", html: "<p>x</p>", text: "x", kind: "marketing" });
    await db()
      .insert(emailOutbox)
      .values({ to: "gone@example.com", subject: "Access Granted: Rerouted", html: "<p>x</p>", text: "x" });
    await deliverQueuedMail(server);
    expect(subjects("gone@example.com")).toEqual(["Access Granted: Rerouted"]);
  });

  it("asks an address that unsubscribed to confirm a new consent before any marketing", async () => {
    await db().insert(emailSuppressions).values({ email: "back@example.com" });
    await post("/api/leads/readiness", readiness("back@example.com", { marketingConsent: true }));
    const [followup] = await db().select().from(leadFollowups).where(eq(leadFollowups.email, "back@example.com"));
    expect(followup).toMatchObject({ confirmedAt: null, sequenceNextAt: null });
    expect(followup!.consentedAt).toBeInstanceOf(Date);
    await deliverQueuedMail(server);
    // Queued together, so they may arrive in either order.
    expect(subjects("back@example.com").sort()).toEqual([
      "Please confirm your Rerouted emails",
      "Your Rerouted result: Crisis & Confusion",
    ]);
  });
});

describe("follow-up sequence", () => {
  /** Makes every running sequence due and runs the scheduler once. */
  async function runDueSequences() {
    await db().execute(sql`update lead_followups set sequence_next_at = now() where sequence_next_at is not null`);
    return queueDueSequenceEmails(server.services, settings());
  }
  const marketingTo = async (email: string) =>
    db()
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "marketing")))
      // Unordered, PostgreSQL returns rows as they lie in the table: after this
      // file's updates of the outbox, each insert, on whichever pooled
      // connection, may fill a freed slot ahead of an earlier one.
      .orderBy(emailOutbox.createdAt);

  it("stores the consent with its text version, time and a hashed IP, and sends three emails, then stops", async () => {
    await post("/api/leads/readiness", readiness("seq@example.com", { marketingConsent: true }));
    const [followup] = await db().select().from(leadFollowups).where(eq(leadFollowups.email, "seq@example.com"));
    expect(followup!.consentVersion).toBe("2026-11-23");
    expect(followup!.consentIpHash).toMatch(/^[0-9a-f]{64}$/);
    expect(followup!.consentIpHash).not.toContain("127.0.0.1");
    const oneDay = followup!.sequenceNextAt!.getTime() - followup!.confirmedAt!.getTime();
    expect(oneDay).toBe(24 * 60 * 60 * 1000);

    for (let i = 0; i < 4; i++) await runDueSequences();
    expect((await marketingTo("seq@example.com")).map((r) => r.subject)).toEqual([
      "The detour is not the end of the road",
      "One small step this week",
      "Your story could help someone else",
    ]);
    const [done] = await db().select().from(leadFollowups).where(eq(leadFollowups.email, "seq@example.com"));
    expect(done).toMatchObject({ sequenceStep: 3, sequenceNextAt: null, sequenceEndReason: "completed" });
    await deliverQueuedMail(server);
    for (const mail of mailTo("seq@example.com")) expectLeadHeaders(mail);
  });

  it("never queues a sequence email without consent", async () => {
    await post("/api/leads/author", author("quiet@example.com"));
    await post("/api/leads/readiness", readiness("quiet@example.com", { marketingConsent: false }));
    await post("/api/applications", application("quiet@example.com"));
    const followups = await db().select().from(leadFollowups).where(eq(leadFollowups.email, "quiet@example.com"));
    expect(followups).toHaveLength(3);
    for (const f of followups) expect(f).toMatchObject({ consentedAt: null, confirmedAt: null, sequenceNextAt: null });
    // Even a sequence forced due finds no consent and ends without an email.
    await db().execute(sql`update lead_followups set sequence_next_at = now() where email = 'quiet@example.com'`);
    for (let i = 0; i < 3; i++) await runDueSequences();
    expect(await marketingTo("quiet@example.com")).toEqual([]);
  });

  it("stops when the lead applies, and when the lead buys", async () => {
    await post("/api/leads/author", author("applies@example.com", { marketingConsent: true }));
    await runDueSequences();
    await post("/api/applications", application("applies@example.com"));
    await runDueSequences();
    expect(await marketingTo("applies@example.com")).toHaveLength(1);
    const [applied] = await db()
      .select()
      .from(leadFollowups)
      .where(and(eq(leadFollowups.email, "applies@example.com"), eq(leadFollowups.leadKind, "author")));
    expect(applied).toMatchObject({ sequenceNextAt: null, sequenceEndReason: "applied" });

    await post("/api/applications", application("buys@example.com", { marketingConsent: true }));
    await runDueSequences();
    await db().insert(purchaseOrders).values({ orderId: "A-2001", email: "buys@example.com", status: "granted" });
    await runDueSequences();
    expect((await marketingTo("buys@example.com")).map((r) => r.subject)).toEqual(["Why your story matters"]);
    const [bought] = await db().select().from(leadFollowups).where(eq(leadFollowups.email, "buys@example.com"));
    expect(bought).toMatchObject({ sequenceNextAt: null, sequenceEndReason: "purchased" });
  });
});

/**
 * Standard Webhooks verification written from the specification, with Web
 * Crypto rather than the server's code: the key is the base64 after
 * `whsec_`, the signed content `${id}.${timestamp}.${body}`, and any of the
 * space-separated `v1,` signatures may match; the timestamp must be recent.
 */
async function verifyStandardWebhook(secret: string, headers: IncomingHttpHeaders, body: string): Promise<boolean> {
  const id = String(headers["webhook-id"] ?? "");
  const timestamp = String(headers["webhook-timestamp"] ?? "");
  const signatures = String(headers["webhook-signature"] ?? "").split(" ");
  if (!id || !/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = await crypto.subtle.importKey(
    "raw",
    Uint8Array.from(atob(secret.slice("whsec_".length)), (c) => c.charCodeAt(0)),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  const expected = btoa(String.fromCharCode(...new Uint8Array(mac)));
  return signatures.some((s) => s === `v1,${expected}`);
}

describe("sync to the owner's email platform", () => {
  it("delivers signed events that verify independently, and retries an endpoint that fails", async () => {
    await db().delete(leadEvents);
    deliveries.length = 0;
    await post("/api/leads/readiness", readiness("sync@example.com", { marketingConsent: true }));
    hookAnswers = [500];
    await deliverDueLeadEvents(server.services);
    expect(deliveries).toHaveLength(1);
    let [event] = await db().select().from(leadEvents);
    expect(event).toMatchObject({ status: "queued", attempts: 1, lastError: "HTTP 500", type: "lead.created" });

    // Not due yet: nothing is sent again until the back-off has passed.
    await deliverDueLeadEvents(server.services);
    expect(deliveries).toHaveLength(1);
    await db().execute(sql`update lead_events set next_attempt_at = now()`);
    await deliverDueLeadEvents(server.services);
    expect(deliveries).toHaveLength(2);
    [event] = await db().select().from(leadEvents);
    expect(event).toMatchObject({ status: "delivered", attempts: 2 });

    const [first, retry] = deliveries;
    expect(retry!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
    expect(retry!.headers["webhook-id"]).toBe(event!.id);
    expect(retry!.headers["content-type"]).toBe("application/json");
    expect(await verifyStandardWebhook(WEBHOOK_SECRET, retry!.headers, retry!.body)).toBe(true);
    expect(await verifyStandardWebhook(WEBHOOK_SECRET, retry!.headers, retry!.body.replace("sync@", "evil@"))).toBe(
      false,
    );
    const other = `whsec_${Buffer.from("another-32-byte-secret-for-tests").toString("base64")}`;
    expect(await verifyStandardWebhook(other, retry!.headers, retry!.body)).toBe(false);
    expect(JSON.parse(retry!.body)).toMatchObject({
      type: "lead.created",
      data: {
        list: "readiness",
        email: "sync@example.com",
        name: "Grace Walker",
        stage: "Crisis & Confusion",
        marketingConsent: { version: "2026-11-23", confirmed: true },
      },
    });
  });

  it("re-sends an event whose delivery was cut off, and gives up on an endpoint that keeps failing", async () => {
    await db().delete(leadEvents);
    deliveries.length = 0;
    await post("/api/leads/author", author("cutoff@example.com"));
    // A process died mid-delivery: its lease runs out and the event goes again, with the same id.
    await db().execute(
      sql`update lead_events set status = 'sending', attempts = 1, locked_until = now() - interval '1 second'`,
    );
    await deliverDueLeadEvents(server.services);
    let [event] = await db().select().from(leadEvents);
    expect(event).toMatchObject({ status: "delivered", attempts: 2 });
    expect(deliveries.map((d) => d.headers["webhook-id"])).toEqual([event!.id]);

    // The eighth failed attempt is the last: the event is marked failed and the Leads tab says so.
    await db().execute(sql`update lead_events set status = 'queued', attempts = 7, delivered_at = null`);
    hookAnswers = [503];
    await deliverDueLeadEvents(server.services);
    [event] = await db().select().from(leadEvents);
    expect(event).toMatchObject({ status: "failed", attempts: 8, lastError: "HTTP 503" });
    const html = await (await server.request("/admin?tab=leads&q=cutoff", { cookie: owner })).text();
    expect(html).toContain("Sync failed");
  });

  it("reports applications and unsubscribes as their own events", async () => {
    await db().delete(leadEvents);
    deliveries.length = 0;
    await post("/api/applications", application("events@example.com", { motivation: "make money quickly" }));
    await deliverQueuedMail(server);
    const url = expectLeadHeaders(mailTo("events@example.com")[0]!);
    await fetch(url, { method: "POST", body: "List-Unsubscribe=One-Click" });
    await deliverDueLeadEvents(server.services);
    // Events of one pass are not ordered; each carries its own timestamp.
    const bodies = deliveries
      .map((d) => JSON.parse(d.body) as { type: string; timestamp: string; data: Record<string, unknown> })
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    expect(bodies.map((b) => b.type)).toEqual(["application.submitted", "contact.unsubscribed"]);
    expect(bodies[0]!.data).toMatchObject({ email: "events@example.com", qualified: false, status: "not_qualified" });
    expect(bodies[1]!.data).toMatchObject({ email: "events@example.com" });
    for (const d of deliveries) expect(await verifyStandardWebhook(WEBHOOK_SECRET, d.headers, d.body)).toBe(true);
  });
});

describe("the admin Leads tab", () => {
  it("shows each lead's result email, consent, unsubscribe and sync state to admins only", async () => {
    await post("/api/leads/author", author("shown@example.com", { marketingConsent: true }));
    await deliverQueuedMail(server);
    await deliverDueLeadEvents(server.services);
    const html = await (await server.request("/admin?tab=leads&q=shown", { cookie: owner })).text();
    expect(html).toContain("shown@example.com");
    expect(html).toContain("Result sent");
    expect(html).toContain("Consent confirmed");
    expect(html).toContain("Synced");

    await fetch(expectLeadHeaders(mailTo("shown@example.com")[0]!), { method: "POST" });
    const after = await (await server.request("/admin?tab=leads&q=shown", { cookie: owner })).text();
    expect(after).toContain("Unsubscribed");

    for (const cookie of [undefined, reader]) {
      const denied = await server.request("/admin?tab=leads&q=shown", { cookie });
      expect(denied.status).toBe(302);
      expect(denied.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    }
  });
});

describe("per-address caps, whatever the client address", () => {
  let client = 0;
  /** A request from a client address of its own (TRUST_PROXY is on). */
  const fromNewClient = (path: string, init: RequestInit) => {
    client += 1;
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", `203.0.113.${client % 250}`);
    return server.request(path, { ...init, headers });
  };
  const postLead = (path: string, body: unknown, key = randomUUID()) =>
    fromNewClient(path, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(body),
    });
  const outboxTo = async (to: string, subject?: string) =>
    (
      await db()
        .select({ n: count() })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, to), subject ? eq(emailOutbox.subject, subject) : undefined))
    )[0]!.n;
  const leadsOf = async (email: string) =>
    (await db().select({ n: count() }).from(assessmentLeads).where(eq(assessmentLeads.email, email)))[0]!.n;

  it("sends the results of 3 leads an hour to one mailbox and still stores the 4th and 5th", async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await postLead("/api/leads/readiness", readiness("capped@example.com"))).status).toBe(201);
    }
    expect(await leadsOf("capped@example.com")).toBe(4);
    expect(await outboxTo("capped@example.com")).toBe(3);
    // A "+tag" reaches the same inbox, so it shares the budget.
    expect((await postLead("/api/leads/readiness", readiness("Capped+again@example.com"))).status).toBe(201);
    expect(await leadsOf("capped+again@example.com")).toBe(1);
    expect(await outboxTo("capped+again@example.com")).toBe(0);
  });

  it("sends 3 reset emails an hour to one address and answers the 4th request the same", async () => {
    const subject = "Reset your Rerouted password";
    for (let i = 0; i < 4; i += 1) {
      const response = await fromNewClient("/forgot-password", {
        method: "POST",
        body: form({ email: "someone@example.com" }),
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("If an account exists for that email, a reset link is on its way.");
    }
    expect(await outboxTo("someone@example.com", subject)).toBe(3);
  });

  it("takes 10 new leads an hour for one address, then answers 429 with Retry-After and writes nothing", async () => {
    const keys = Array.from({ length: 11 }, () => randomUUID());
    for (const key of keys.slice(0, 10)) {
      expect((await postLead("/api/leads/readiness", readiness("flood@example.com"), key)).status).toBe(201);
    }
    const limited = await postLead("/api/leads/readiness", readiness("flood@example.com"), keys[10]);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await limited.json()).toEqual({
      error: "Too many submissions for this email address in the last hour. Please try again later.",
    });
    expect(await leadsOf("flood@example.com")).toBe(10);
    expect(await outboxTo("flood@example.com")).toBe(3);
    // A replay writes nothing, so it still gets its answer.
    expect((await postLead("/api/leads/readiness", readiness("flood@example.com"), keys[0])).status).toBe(200);
  });

  it("answers 429 with Retry-After once the site-wide budget of the minute is spent, and writes nothing", async () => {
    const { limit } = RATE_LIMITS.leadsSiteWide;
    await db().execute(sql`insert into rate_limits values ('leadsSiteWide:all', now(), ${limit})`);
    const limited = await postLead("/api/leads/author", author("busy@example.com"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toContain("Please try again in a minute");
    const stored = await db()
      .select()
      .from(authorAssessmentLeads)
      .where(eq(authorAssessmentLeads.email, "busy@example.com"));
    expect(stored).toEqual([]);
  });

  it("refuses a name that could be read as a link with a 400 and writes nothing", async () => {
    const message = "Please enter just your name, without web addresses, domains or @";
    const cases: [string, Record<string, unknown>, string][] = [
      [
        "/api/leads/readiness",
        readiness("linked@example.com", { name: "www.evil-login.example/reset?acct=you" }),
        "name",
      ],
      ["/api/leads/author", author("linked@example.com", { fullName: "evil.com" }), "fullName"],
      ["/api/applications", application("linked@example.com", { fullName: "ann@x.io" }), "fullName"],
    ];
    for (const [path, body, field] of cases) {
      const response = await postLead(path, body);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ error: message, fields: { [field]: message } });
    }
    const signup = await fromNewClient("/signup", {
      method: "POST",
      body: form({
        firstName: "www.evil-login.example/reset?acct=you",
        lastName: "Lee",
        email: "linked@example.com",
        password: "a-long-enough-password",
      }),
    });
    expect(signup.status).toBe(400);
    expect(await signup.text()).toContain(message);
    expect(await leadsOf("linked@example.com")).toBe(0);
    expect(await outboxTo("linked@example.com")).toBe(0);
    for (const table of [authorAssessmentLeads, bookCreationApplications, authUsers]) {
      expect(await db().select().from(table).where(eq(table.email, "linked@example.com"))).toEqual([]);
    }
  });
});
