import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, emailSuppressions, leadEvents, leadFollowups } from "../../app/db/schema";
import { startOutboxWorker } from "../../app/lib/email/outbox-worker.server";
import { leadMailSettings } from "../../app/features/leads/followups.server";
import { queueDueSequenceEmails } from "../../app/features/leads/lead-worker.server";
import { signUp, startTestServer, type TestServer } from "./harness";
import { startMailSink } from "./mail-sink";

/**
 * MARKETING_DOUBLE_OPT_IN=1: a consent is only a request until the owner of
 * the address presses the button on the page the emailed link opens. Opening
 * the page (as a link scanner does) confirms nothing.
 */
let server: TestServer;
let sink: Awaited<ReturnType<typeof startMailSink>>;

beforeAll(async () => {
  sink = await startMailSink();
  server = await startTestServer({
    SMTP_URL: sink.url,
    MARKETING_DOUBLE_OPT_IN: "1",
    LEADS_WEBHOOK_URL: "http://127.0.0.1:9/never-called",
    LEADS_WEBHOOK_SECRET: `whsec_${Buffer.from("a-32-byte-secret-for-lead-events").toString("base64")}`,
  });
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const db = () => server.services.db;
const followupOf = async (email: string) =>
  (await db().select().from(leadFollowups).where(eq(leadFollowups.email, email)))[0]!;

async function submit(email: string, marketingConsent: boolean) {
  const response = await server.request("/api/leads/author", {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify({
      fullName: "Lois Reader",
      email,
      marketingConsent,
      answers: { stage: "Just an idea", frequency: "Rarely", challenge: "Finding time", timeline: "3-6 months" },
    }),
  });
  expect(response.status).toBe(201);
  await db().execute(sql`update email_outbox set next_attempt_at = now() where status = 'queued'`);
  const worker = startOutboxWorker(server.services, { intervalMs: 3_600_000 });
  await worker.runOnce();
  await worker.stop();
  return sink.mail.filter((m) => m.to === email);
}

describe("double opt-in", () => {
  it("emails a confirmation link whose page confirms only on POST, then starts the sequence", async () => {
    const mail = await submit("lois@example.com", true);
    const confirmation = mail.find((m) => m.headers.get("subject") === "Please confirm your Rerouted emails");
    expect(mail.map((m) => m.headers.get("subject")).sort()).toEqual([
      "Please confirm your Rerouted emails",
      "Your author level: 1/5, Idea Stage",
    ]);
    expect(confirmation!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const link = /Confirm my subscription: (\S+)/.exec(confirmation!.text)?.[1];
    expect(link).toMatch(new RegExp(`^${server.baseUrl}/email/confirm/`));
    expect(await followupOf("lois@example.com")).toMatchObject({ confirmedAt: null, sequenceNextAt: null });

    // A scanner (or the person) opening the link: a page with a button, nothing confirmed.
    for (let i = 0; i < 2; i++) {
      const page = await fetch(link!);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Confirm your Rerouted emails");
      expect(html).toContain("lois@example.com");
    }
    await db().execute(sql`update lead_followups set sequence_next_at = now() where sequence_next_at is not null`);
    expect(await queueDueSequenceEmails(server.services, leadMailSettings(server.services.config))).toBe(0);
    expect(await followupOf("lois@example.com")).toMatchObject({ confirmedAt: null, sequenceNextAt: null });

    // The button: a form POST from the page.
    const confirmed = await server.request(new URL(link!).pathname, { method: "POST", body: new URLSearchParams() });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Thank you, you are confirmed");
    const after = await followupOf("lois@example.com");
    expect(after.confirmedAt).toBeInstanceOf(Date);
    expect(after.sequenceNextAt!.getTime() - after.confirmedAt!.getTime()).toBe(24 * 60 * 60 * 1000);
    const events = await db()
      .select({ type: leadEvents.type })
      .from(leadEvents)
      .where(eq(leadEvents.followupId, after.id));
    expect(events.map((e) => e.type).sort()).toEqual(["consent.confirmed", "lead.created"]);

    // Confirming again changes nothing.
    expect((await server.request(new URL(link!).pathname, { method: "POST" })).status).toBe(200);
    expect((await followupOf("lois@example.com")).confirmedAt).toEqual(after.confirmedAt);
  });

  it("sends no confirmation without consent, and a confirmation lifts an earlier unsubscribe", async () => {
    const quiet = await submit("quiet@example.com", false);
    expect(quiet.map((m) => m.headers.get("subject"))).toEqual(["Your author level: 1/5, Idea Stage"]);

    await db().insert(emailSuppressions).values({ email: "again@example.com" });
    const mail = await submit("again@example.com", true);
    const link = /Confirm my subscription: (\S+)/.exec(
      mail.find((m) => m.headers.get("subject") === "Please confirm your Rerouted emails")!.text,
    )?.[1];
    await server.request(new URL(link!).pathname, { method: "POST" });
    expect(await db().select().from(emailSuppressions).where(eq(emailSuppressions.email, "again@example.com"))).toEqual(
      [],
    );
  });

  it("without the emailed token, no session (anonymous or a customer) confirms a consent", async () => {
    const customer = (await signUp(server, { email: "cust@example.com" })).cookie;
    await submit("owned@example.com", true);
    const before = await followupOf("owned@example.com");
    // Without the emailed token, no session can confirm someone's consent.
    const forged = `${Buffer.from(before.id).toString("base64url")}.${"B".repeat(43)}`;
    for (const cookie of [undefined, customer]) {
      expect((await server.request(`/email/confirm/${forged}`, { method: "POST", cookie })).status).toBe(404);
    }
    expect((await followupOf("owned@example.com")).confirmedAt).toBeNull();
    const marketing = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "owned@example.com"), eq(emailOutbox.kind, "marketing")));
    expect(marketing).toEqual([]);
  });
});
