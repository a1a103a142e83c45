import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SMS_CONSENT } from "../../app/content/sms-consent";
import {
  assessmentLeads,
  authorAssessmentLeads,
  authorAssessments,
  bookCreationApplications,
} from "../../app/db/schema";
import { RATE_LIMITS } from "../../app/lib/security/rate-limit";
import { APPLICATION, AUTHOR_LEAD as AUTHOR, READINESS_LEAD } from "../support/lead-payloads";
import { resetRateLimits, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com" });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

const rows = async (table: PgTable) => (await server.services.db.select({ n: count() }).from(table))[0]?.n ?? 0;
const totals = async () => ({
  readiness: await rows(assessmentLeads),
  author: await rows(authorAssessments),
  authorLeads: await rows(authorAssessmentLeads),
  applications: await rows(bookCreationApplications),
});

function post(
  path: string,
  body: unknown,
  { key = randomUUID(), cookie }: { key?: string | null; cookie?: string } = {},
) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (key) headers["idempotency-key"] = key;
  return server.request(path, {
    method: "POST",
    headers,
    cookie,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

// Untrimmed and mixed case: the lead is stored normalised.
const READINESS = { ...READINESS_LEAD, name: "  Grace  ", email: "Grace@Example.com" };

describe("the three public pages", () => {
  it("render for anonymous visitors, customers and admins alike", async () => {
    const customer = (await signUp(server, { email: `customer-${randomUUID()}@example.com` })).cookie;
    const admin = await signUpAdmin(server, "owner@example.com");
    for (const cookie of [undefined, customer, admin]) {
      for (const [path, text] of [
        ["/assessment", "Free 5-minute spiritual diagnostic"],
        ["/author-journey-assessment", "Back to Rerouted"],
        ["/rerouted/book-creation-application", "Question 1 of 13"],
      ]) {
        const response = await server.request(path!, { cookie });
        expect(response.status, `${path} ${cookie ? "signed in" : "anonymous"}`).toBe(200);
        expect(await response.text()).toContain(text);
      }
    }
  });
});

describe("POST /api/leads/readiness", () => {
  it("stores exactly the SPEC fields with the stage computed on the server", async () => {
    const key = randomUUID();
    const response = await post(
      "/api/leads/readiness",
      { ...READINESS, stage: "Thriving & Leading", source: "x" },
      { key },
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ stage: "Transition & Seeking", replayed: false });
    const [row] = await server.services.db
      .select()
      .from(assessmentLeads)
      .where(eq(assessmentLeads.idempotencyKey, key));
    expect(row).toMatchObject({
      id: body.id,
      name: "Grace",
      email: "grace@example.com",
      answers: READINESS.answers,
      source: "assessment",
      stage: "Transition & Seeking",
    });
  });

  it("works for an anonymous visitor and a signed-in customer alike", async () => {
    const { cookie } = await signUp(server, { email: `reader-${randomUUID()}@example.com` });
    expect(cookie).not.toBe("");
    expect((await post("/api/leads/readiness", READINESS, { cookie })).status).toBe(201);
  });
});

describe("POST /api/leads/author", () => {
  it("writes both SPEC tables in one go, answers as full option text, consent with version and time", async () => {
    const key = randomUUID();
    const before = Date.now();
    const response = await post("/api/leads/author", { ...AUTHOR, level: 5 }, { key });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ level: 3, levelName: "Editing Phase", next: "Polish & Refine" });
    const [lead] = await server.services.db
      .select()
      .from(authorAssessmentLeads)
      .where(eq(authorAssessmentLeads.idempotencyKey, key));
    expect(lead).toMatchObject({
      fullName: "Ruth Writer",
      email: "ruth@example.com",
      phone: "+1 (555) 010-2030",
      answers: AUTHOR.answers,
      smsConsentVersion: SMS_CONSENT.version,
    });
    expect(lead!.smsConsentedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [assessment] = await server.services.db
      .select()
      .from(authorAssessments)
      .where(eq(authorAssessments.idempotencyKey, key));
    expect(assessment).toMatchObject({ fullName: "Ruth Writer", email: "ruth@example.com", ...AUTHOR.answers });
  });

  it("stores no phone and no consent when no phone is given", async () => {
    const key = randomUUID();
    const { phone: _phone, smsConsent: _consent, ...withoutPhone } = AUTHOR;
    expect((await post("/api/leads/author", { ...withoutPhone, phone: "" }, { key })).status).toBe(201);
    const [lead] = await server.services.db
      .select()
      .from(authorAssessmentLeads)
      .where(eq(authorAssessmentLeads.idempotencyKey, key));
    expect(lead).toMatchObject({ phone: null, smsConsentVersion: null, smsConsentedAt: null });
  });
});

describe("POST /api/applications", () => {
  it("stores every SPEC field of a qualified applicant as approved with an empty best time to contact", async () => {
    const key = randomUUID();
    const response = await post("/api/applications", APPLICATION, { key });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ qualified: true, status: "approved" });
    const [row] = await server.services.db
      .select()
      .from(bookCreationApplications)
      .where(eq(bookCreationApplications.idempotencyKey, key));
    const { smsConsent: _consent, ...fields } = APPLICATION;
    expect(row).toMatchObject({
      ...fields,
      bestTimeToContact: "",
      qualified: true,
      status: "approved",
      smsConsentVersion: SMS_CONSENT.version,
    });
    expect(row!.smsConsentedAt).toBeInstanceOf(Date);
  });

  it("stores a client-claimed qualified applicant with a disqualifying answer as not qualified", async () => {
    const key = randomUUID();
    const response = await post(
      "/api/applications",
      { ...APPLICATION, hoursPerWeek: "1-2 hours", qualified: true, status: "approved" },
      { key },
    );
    expect(await response.json()).toMatchObject({ qualified: false, status: "not_qualified" });
    const [row] = await server.services.db
      .select()
      .from(bookCreationApplications)
      .where(eq(bookCreationApplications.idempotencyKey, key));
    expect(row).toMatchObject({ qualified: false, status: "not_qualified" });
  });

  it("reads a disqualifying phrase inside free text", async () => {
    const response = await post("/api/applications", { ...APPLICATION, expertise: "I want to BECOME FAMOUS." });
    expect(await response.json()).toMatchObject({ qualified: false, status: "not_qualified" });
  });
});

describe("bad submissions get 400 with a message and write nothing", () => {
  const { answers: _a, ...readinessNoAnswers } = READINESS;
  const { fullName: _n, ...applicationNoName } = APPLICATION;
  const { faithBasedValues: _f, ...applicationMissingStep } = APPLICATION;
  const cases: [string, string, unknown][] = [
    ["readiness: non-JSON", "/api/leads/readiness", "{not json"],
    ["readiness: empty object", "/api/leads/readiness", {}],
    ["readiness: missing answers", "/api/leads/readiness", readinessNoAnswers],
    [
      "readiness: missing one answer",
      "/api/leads/readiness",
      { ...READINESS, answers: { ...READINESS.answers, "5": undefined } },
    ],
    [
      "readiness: a wrong enum",
      "/api/leads/readiness",
      { ...READINESS, answers: { ...READINESS.answers, "1": "great" } },
    ],
    [
      "readiness: an extra question",
      "/api/leads/readiness",
      { ...READINESS, answers: { ...READINESS.answers, "6": "x" } },
    ],
    ["readiness: a bad email", "/api/leads/readiness", { ...READINESS, email: "grace@example" }],
    ["readiness: a blank name", "/api/leads/readiness", { ...READINESS, name: "   " }],
    ["readiness: the honeypot filled", "/api/leads/readiness", { ...READINESS, website: "http://spam.example" }],
    ["readiness: an array", "/api/leads/readiness", [READINESS]],
    ["author: phone without consent", "/api/leads/author", { ...AUTHOR, smsConsent: false }],
    ["author: a wrong enum", "/api/leads/author", { ...AUTHOR, answers: { ...AUTHOR.answers, stage: "just an idea" } }],
    ["author: a bad phone", "/api/leads/author", { ...AUTHOR, phone: "call me maybe" }],
    ["author: missing email", "/api/leads/author", { ...AUTHOR, email: undefined }],
    ["author: the honeypot filled", "/api/leads/author", { ...AUTHOR, website: "x" }],
    ["application: missing full name", "/api/applications", applicationNoName],
    ["application: a missing step", "/api/applications", applicationMissingStep],
    ["application: a 501-character answer", "/api/applications", { ...APPLICATION, bookDescription: "x".repeat(501) }],
    ["application: an empty answer", "/api/applications", { ...APPLICATION, idealReader: "   " }],
    ["application: a wrong enum", "/api/applications", { ...APPLICATION, motivation: "fame" }],
    ["application: no SMS consent", "/api/applications", { ...APPLICATION, smsConsent: false }],
    ["application: no phone", "/api/applications", { ...APPLICATION, phone: "" }],
    ["application: the honeypot filled", "/api/applications", { ...APPLICATION, website: "x" }],
  ];

  it.each(cases)("%s", async (_label, path, body) => {
    const before = await totals();
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual(expect.any(String));
    expect(await totals()).toEqual(before);
  });

  it("answers an oversized application with 413 and writes nothing", async () => {
    const before = await totals();
    const response = await post("/api/applications", { ...APPLICATION, padding: "x".repeat(20_000) });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe("The body is limited to 16384 bytes.");
    expect(await totals()).toEqual(before);
  });

  it("answers a missing Idempotency-Key with 400 and writes nothing", async () => {
    const before = await totals();
    for (const [path, body] of [
      ["/api/leads/readiness", READINESS],
      ["/api/leads/author", AUTHOR],
      ["/api/applications", APPLICATION],
    ] as const) {
      const response = await post(path, body, { key: null });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/Idempotency-Key/);
    }
    expect(await totals()).toEqual(before);
  });

  it("says which field failed with the form's message", async () => {
    const response = await post("/api/leads/readiness", { ...READINESS, email: "nope" });
    expect(await response.json()).toMatchObject({
      error: "Please enter a valid email address",
      fields: { email: "Please enter a valid email address" },
    });
  });

  it("refuses GET", async () => {
    for (const path of ["/api/leads/readiness", "/api/leads/author", "/api/applications"])
      expect((await server.request(path)).status).toBe(405);
  });
});

describe("idempotency", () => {
  it.each([
    ["/api/leads/readiness", READINESS, [assessmentLeads]],
    ["/api/leads/author", AUTHOR, [authorAssessmentLeads, authorAssessments]],
    ["/api/applications", APPLICATION, [bookCreationApplications]],
  ] as const)(
    "50 parallel posts to %s with one key write one row and all get the first result",
    async (path, body, tables) => {
      const key = randomUUID();
      const before = await Promise.all(tables.map(rows));
      const responses = await Promise.all(Array.from({ length: 50 }, () => post(path, body, { key })));
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(49);
      const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id)));
      expect(ids.size).toBe(1);
      const after = await Promise.all(tables.map(rows));
      expect(after).toEqual(before.map((n) => n + 1));
    },
  );

  it("a replay with a different payload answers the first result and changes nothing", async () => {
    const key = randomUUID();
    const first = await (await post("/api/applications", APPLICATION, { key })).json();
    const replay = await post("/api/applications", { ...APPLICATION, hoursPerWeek: "1-2 hours" }, { key });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ ...first, replayed: true });
  });
});

describe("rate limit", () => {
  it("answers 429 past the per-IP limit and writes nothing more", async () => {
    const limit = RATE_LIMITS.leads.limit;
    for (let i = 0; i < limit; i += 1) expect((await post("/api/leads/readiness", "{bad")).status).toBe(400);
    const before = await totals();
    const response = await post("/api/leads/readiness", READINESS);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await totals()).toEqual(before);
  });
});
