import { randomUUID } from "node:crypto";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "../../app/db/schema";
import { LEFT_OUT, MEMBER_TABLES } from "../../app/features/data-rights/member-tables.server";
import { APPLICATION, AUTHOR_LEAD, READINESS_LEAD } from "../support/lead-payloads";
import {
  adminAction,
  cookiesFrom,
  form,
  resetRateLimits,
  signUp,
  signUpAdmin,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "./harness";
import { deliverQueuedMail, startMailSink } from "./mail-sink";

/**
 * Data rights (docs/accounts.md, "Your data"): a member's export and the
 * deletion of their account, the admin's export and erasure by address,
 * and the erasure log, through the real server. Every table of the schema
 * is checked generically, so a new table that can hold a person's rows
 * fails here until member-tables.server.ts says what to do with it.
 */
let server: TestServer;
let sink: Awaited<ReturnType<typeof startMailSink>>;
let owner: string;
let ownerId: string;
let productId: string;
let chapterId: string;

const db = () => server.services.db;
const ALL_TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);
const DELETED_SUBJECT = "Your Rerouted account has been deleted";

beforeAll(async () => {
  sink = await startMailSink();
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com,helper@example.com", SMTP_URL: sink.url });
  owner = await signUpAdmin(server, "owner@example.com");
  ownerId = await userIdOf("owner@example.com");
  const [product] = await db()
    .insert(schema.products)
    .values({ name: "The Book", productType: "audiobook" })
    .returning();
  productId = product!.id;
  const [chapter] = await db()
    .insert(schema.audioChapters)
    .values({ productId, title: "One", filePath: "chapters/one.mp3", duration: 60 })
    .returning();
  chapterId = chapter!.id;
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

async function userIdOf(email: string): Promise<string> {
  const [user] = await db()
    .select({ id: schema.authUsers.id })
    .from(schema.authUsers)
    .where(sql`lower(${schema.authUsers.email}) = ${email.toLowerCase()}`);
  return user!.id;
}

const postJson = (path: string, body: unknown, cookie?: string) =>
  server.request(path, {
    method: "POST",
    cookie,
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify(body),
  });

/**
 * A member with a row in every table that can hold one: through the real
 * routes where a visitor or the admin writes them (sign-up, grant, progress,
 * the three lead forms), inserted where only a provider, a worker or an
 * earlier admin session would. The lead forms get the address in another
 * case: the rows are found whatever case the address was typed in.
 */
let seededPhones = 0;

async function seedMember(email: string) {
  const { cookie } = await signUp(server, { email, firstName: "Mara", lastName: "Member" });
  const userId = await userIdOf(email);
  const typed = email.toUpperCase();
  expect((await adminAction(server, { intent: "access.grant", email, productId }, owner)).status).toBe(200);
  expect(
    (await postJson(`/api/products/${productId}/progress`, { chapterId, progressSeconds: 12 }, cookie)).status,
  ).toBe(200);
  expect((await postJson("/api/leads/readiness", { ...READINESS_LEAD, email: typed })).status).toBe(201);
  expect((await postJson("/api/leads/author", { ...AUTHOR_LEAD, email: typed })).status).toBe(201);
  expect((await postJson("/api/applications", { ...APPLICATION, email: typed })).status).toBe(201);
  const [followup] = await db()
    .select({ id: schema.leadFollowups.id })
    .from(schema.leadFollowups)
    .where(sql`lower(${schema.leadFollowups.email}) = ${email}`)
    .limit(1);
  await db()
    .insert(schema.leadEvents)
    .values({ followupId: followup!.id, type: "lead.created", payload: { data: { email: typed } } });
  await db().insert(schema.emailSuppressions).values({ email: typed });
  await db()
    .insert(schema.purchaseOrders)
    .values({
      orderId: `O-${randomUUID()}`,
      email: typed,
      buyerName: "Mara Member",
      buyerId: userId,
      status: "granted",
    });
  await db().insert(schema.playbackSettings).values({ userId, productId, speed: 1.5 });
  await db().insert(schema.listeningSessions).values({
    userId,
    sessionId: randomUUID(),
    productId,
    chapterId,
    deviceId: "device-1",
    deviceLabel: "phone",
    positionSeconds: 12,
  });
  await db().insert(schema.bookmarks).values({ userId, productId, chapterId, timestampSeconds: 5, note: "here" });
  const [feed] = await db()
    .insert(schema.podcastFeeds)
    .values({ userId, productId, seed: "seed-of-the-feed", tokenHash: `hash-${randomUUID()}` })
    .returning({ id: schema.podcastFeeds.id });
  await db().insert(schema.podcastFeedFetches).values({ feedId: feed!.id, day: "2026-11-01", ipHash: "keyed-hash" });
  const visitor = randomUUID();
  await db().insert(schema.funnelVisitors).values({ id: visitor, contact: email });
  await db()
    .insert(schema.abandonedCheckouts)
    .values({ sessionId: `cs_test_${randomUUID()}`, email: typed, expiredAt: new Date(), decision: "no_consent" });
  await db()
    .insert(schema.offerDeadlines)
    .values({
      owner: `contact:${email}`,
      countdown: "launch",
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 60_000),
    });
  await db()
    .insert(schema.siteSettingsHistory)
    .values({ key: `site-${randomUUID()}`, version: 1, value: {}, savedBy: typed });
  await db().insert(schema.dataErasures).values({ requestedBy: "admin", adminId: userId, erasedRows: {} });
  await db()
    .insert(schema.authVerifications)
    .values({
      id: randomUUID(),
      identifier: `reset-password:${randomUUID()}`,
      value: userId,
      expiresAt: new Date(Date.now() + 60_000),
    });
  await db()
    .insert(schema.authTwoFactors)
    .values({ id: randomUUID(), userId, secret: "TOTP-SECRET-VALUE", backupCodes: "BACKUP-CODES-VALUE" });
  const phone = `+44770090${String(++seededPhones).padStart(4, "0")}`;
  await db().insert(schema.phoneNumbers).values({ userId, phone, codeHash: "PHONE-CODE-HASH" });
  await db()
    .insert(schema.smsOutbox)
    .values({ to: phone, payload: { body: "Your Rerouted code is 918273." } });
  const clientId = `client-${randomUUID()}`;
  await db()
    .insert(schema.oauthClients)
    .values({
      id: clientId,
      name: "AI platform",
      secretHash: "hash",
      redirectUris: ["https://ai.example/cb"],
      scopes: ["openid"],
    });
  const [consent] = await db()
    .insert(schema.oauthConsents)
    .values({ userId, clientId, scopes: ["openid"] })
    .returning();
  const inAMinute = new Date(Date.now() + 60_000);
  await db()
    .insert(schema.oauthCodes)
    .values({
      codeHash: `code-${randomUUID()}`,
      consentId: consent!.id,
      redirectUri: "https://ai.example/cb",
      scopes: ["openid"],
      codeChallenge: "challenge",
      expiresAt: inAMinute,
    });
  await db()
    .insert(schema.oauthTokens)
    .values({
      tokenHash: `token-${randomUUID()}`,
      kind: "refresh",
      consentId: consent!.id,
      family: "family",
      scopes: ["openid"],
      expiresAt: inAMinute,
    });
  await db()
    .insert(schema.authPasskeys)
    .values({
      id: randomUUID(),
      userId,
      name: "Laptop",
      publicKey: "PASSKEY-PUBLIC-KEY",
      credentialID: `credential-${randomUUID()}`,
      counter: 0,
      deviceType: "multiDevice",
      backedUp: true,
    });
  return { cookie, userId };
}

/**
 * Every row of every table that names the person: a text form of any column
 * that contains their address (any case) or their account's id.
 */
async function rowsNaming(email: string, userId: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of ALL_TABLES) {
    const { columns } = getTableConfig(table);
    const mentions = columns.map(
      (column) =>
        sql`(position(${email.toLowerCase()} in lower(${sql.identifier(column.name)}::text)) > 0 or position(${userId} in ${sql.identifier(column.name)}::text) > 0)`,
    );
    const result = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from ${table} where ${sql.join(mentions, sql` or `)}`,
    );
    const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
    if (n > 0) found[getTableName(table)] = n;
  }
  return found;
}

const exportOf = async (response: Response) =>
  (await response.json()) as { email: string; tables: Record<string, Record<string, unknown>[]> };

const deleteAccount = (cookie: string | undefined, fields: Record<string, string>) =>
  server.request("/account/security", {
    method: "POST",
    cookie,
    body: form({ intent: "delete-account", ...fields }),
  });

describe("the table map", () => {
  it("names every table of the schema once, and maps each one with a user id or an address column", () => {
    const mapped = MEMBER_TABLES.map((entry) => entry.table);
    for (const table of ALL_TABLES) {
      const name = getTableName(table);
      expect(mapped.includes(table) !== LEFT_OUT.has(table), `${name}: mapped or left out, exactly once`).toBe(true);
      const config = getTableConfig(table);
      const personal =
        config.foreignKeys.some((key) => getTableName(key.reference().foreignTable) === "auth_users") ||
        config.columns.some((column) => /email|^to$|contact|user_id|saved_by|admin_id/.test(column.name));
      if (personal) expect(mapped, `${name} can hold a person's rows`).toContain(table);
    }
  });
});

describe("a member's data", () => {
  let member: { cookie: string; userId: string };
  const email = "mara@example.com";
  beforeAll(async () => {
    member = await seedMember(email);
  });

  it("downloads as one JSON file with a row of every table that holds theirs, without secrets", async () => {
    // A sign-in counter for the address (the rate limits are reset before each test).
    await db()
      .insert(schema.rateLimits)
      .values({ key: `signInAccount:${email}`, windowStart: new Date(), count: 1 });
    const response = await server.request("/account/data", { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="rerouted-data-.*\.json"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.clone().text();
    const data = await exportOf(response);
    expect(data.email).toBe(email);
    // Every table a customer can have rows in (admin rights are checked with the helper admin below).
    for (const entry of MEMBER_TABLES) {
      const name = getTableName(entry.table);
      if (name === "admin_users") continue;
      expect(data.tables[name]?.length, name).toBeGreaterThan(0);
    }
    expect(data.tables.user_profiles![0]).toMatchObject({ firstName: "Mara", lastName: "Member" });
    expect(data.tables.auth_users![0]).toMatchObject({ twoFactorEnabled: false });
    const [session] = await db()
      .select()
      .from(schema.authSessions)
      .where(eq(schema.authSessions.userId, member.userId));
    const [credential] = await db()
      .select()
      .from(schema.authAccounts)
      .where(eq(schema.authAccounts.userId, member.userId));
    for (const secret of [
      session!.token,
      credential!.password!,
      "TOTP-SECRET-VALUE",
      "BACKUP-CODES-VALUE",
      "PHONE-CODE-HASH",
      "918273",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain("reset-password:");
    expect(data.tables.email_outbox![0]).not.toHaveProperty("html");
  });

  it("is only ever the signed-in member's own", async () => {
    const anonymous = await server.request("/account/data");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    const other = await signUp(server, { email: "other@example.com" });
    const theirs = await exportOf(
      await server.request("/account/data?email=mara@example.com", { cookie: other.cookie }),
    );
    expect(theirs.email).toBe("other@example.com");
    expect(JSON.stringify(theirs)).not.toContain("mara@");
    const admins = await exportOf(await server.request("/account/data", { cookie: owner }));
    expect(admins.email).toBe("owner@example.com");
    expect(admins.tables.admin_users).toHaveLength(1);
  });

  it("refuses a deletion without the right password, and writes nothing", async () => {
    const before = await rowsNaming(email, member.userId);
    const other = await signUp(server, { email: "someone-else@example.com" });
    const cases: [string | undefined, Record<string, string> | string, number][] = [
      [member.cookie, { deletePassword: "not-the-password" }, 400],
      [member.cookie, {}, 400],
      [member.cookie, { deletePassword: "x".repeat(500) }, 400],
      // The other customer's own password check: they cannot delete anyone but themself.
      [other.cookie, { deletePassword: TEST_PASSWORD + "-wrong", email }, 400],
      [member.cookie, `intent=delete-account&deletePassword=${"x".repeat(200_000)}`, 413],
    ];
    const refused = await deleteAccount(member.cookie, { deletePassword: "not-the-password" });
    // Under the delete form's own field, not the two-factor form's password above it.
    expect(await refused.text()).toMatch(/id="field-deletePassword-error"[^>]*>That password is not right\./);
    for (const [cookie, fields, status] of cases) {
      const response =
        typeof fields === "string"
          ? await server.request("/account/security", {
              method: "POST",
              cookie,
              headers: { "content-type": "application/x-www-form-urlencoded" },
              body: fields,
            })
          : await deleteAccount(cookie, fields);
      expect(response.status, JSON.stringify(fields).slice(0, 80)).toBe(status);
    }
    const anonymous = await deleteAccount(undefined, { deletePassword: TEST_PASSWORD });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    const after = await rowsNaming(email, member.userId);
    // The wrong guesses are counted (per account, against guessing); nothing else changed.
    delete after.rate_limits;
    delete before.rate_limits;
    expect(after).toEqual(before);
    expect(await db().select().from(schema.dataErasures).where(eq(schema.dataErasures.requestedBy, "member"))).toEqual(
      [],
    );
    expect((await server.request("/dashboard", { cookie: member.cookie })).status).toBe(200);
  });

  it("deletes the account: nothing but the kept orders names them, sessions end, a confirmation arrives, the log says how many rows", async () => {
    const second = cookiesFrom(
      await server.request("/login", { method: "POST", body: form({ email, password: TEST_PASSWORD }) }),
    );
    const response = await deleteAccount(member.cookie, { deletePassword: TEST_PASSWORD });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/account/deleted");
    expect(response.headers.getSetCookie().some((cookie) => /session_token=;.*Max-Age=0/i.test(cookie))).toBe(true);
    for (const cookie of [member.cookie, second]) {
      const dashboard = await server.request("/dashboard", { cookie });
      expect(dashboard.status).toBe(302);
      expect((await server.request("/account/data", { cookie })).status).toBe(302);
    }
    const page = await server.request("/account/deleted");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Your account has been deleted");

    const remaining = await rowsNaming(email, member.userId);
    // The orders (bookkeeping) and the confirmation email to the address, nothing else.
    expect(remaining).toEqual({ purchase_orders: 1, email_outbox: 1 });
    const [order] = await db()
      .select()
      .from(schema.purchaseOrders)
      .where(sql`lower(${schema.purchaseOrders.email}) = ${email}`);
    expect(order).toMatchObject({ buyerId: null, buyerName: "Mara Member" });
    const [outbox] = await db()
      .select()
      .from(schema.emailOutbox)
      .where(sql`lower(${schema.emailOutbox.to}) = ${email}`);
    expect(outbox!.subject).toBe(DELETED_SUBJECT);

    await deliverQueuedMail(server);
    const mail = sink.mail.find((message) => message.headers.get("subject") === DELETED_SUBJECT);
    expect(mail?.to).toBe(email);
    expect(mail?.text).toContain("The records of your orders are kept");

    const [entry, ...more] = await db()
      .select()
      .from(schema.dataErasures)
      .where(eq(schema.dataErasures.requestedBy, "member"));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ adminId: null, keptOrders: 1 });
    expect(entry!.erasedRows).toMatchObject({ auth_users: 1, bookmarks: 1, assessment_leads: 1, lead_followups: 3 });
    const logged = JSON.stringify(entry).toLowerCase();
    expect(logged).not.toContain("mara");
    expect(logged).not.toContain(member.userId.toLowerCase());
  });
});

describe("an admin's own account", () => {
  it("cannot be deleted while it is the only admin; another admin's can", async () => {
    const refused = await deleteAccount(owner, { deletePassword: TEST_PASSWORD });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("only admin");
    expect(await db().select().from(schema.adminUsers).where(eq(schema.adminUsers.id, ownerId))).toHaveLength(1);

    const helper = await signUpAdmin(server, "helper@example.com");
    const helperId = await userIdOf("helper@example.com");
    const exported = await exportOf(await server.request("/account/data", { cookie: helper }));
    expect(exported.tables.admin_users).toHaveLength(1);
    const deleted = await deleteAccount(helper, { deletePassword: TEST_PASSWORD });
    expect(deleted.status).toBe(302);
    expect(await rowsNaming("helper@example.com", helperId)).toEqual({ email_outbox: 1 });
    expect((await server.request("/admin", { cookie: owner })).status).toBe(200);
  });
});

describe("the Data requests tab", () => {
  const lead = "lead-only@example.com";
  beforeAll(async () => {
    expect((await postJson("/api/leads/readiness", { ...READINESS_LEAD, email: lead })).status).toBe(201);
    await db().insert(schema.emailSuppressions).values({ email: lead });
  });

  it("shows what an address holds, exports it, and only to an admin", async () => {
    const customer = (await signUp(server, { email: "customer@example.com" })).cookie;
    const query = `email=${encodeURIComponent(lead)}`;
    const tab = await server.request(`/admin?tab=data&${query}&confirm=erase`, { cookie: owner });
    expect(tab.status).toBe(200);
    const html = await tab.text();
    expect(html).toContain("Readiness assessment");
    expect(html).toContain("Erase this person&#x27;s data");
    for (const cookie of [undefined, customer]) {
      expect((await server.request(`/admin?tab=data&${query}`, { cookie })).status).toBe(302);
      expect((await server.request(`/admin/data-export?${query}`, { cookie })).status).toBe(302);
    }
    const file = await server.request(`/admin/data-export?${query}`, { cookie: owner });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(file.headers.get("cache-control")).toBe("no-store");
    const data = await exportOf(file);
    expect(data.tables.assessment_leads).toHaveLength(1);
    expect(data.tables.email_suppressions).toHaveLength(1);
    for (const bad of ["", "email=not-an-address", `email=${"a".repeat(400)}@example.com`]) {
      expect((await server.request(`/admin/data-export?${bad}`, { cookie: owner })).status, bad).toBe(400);
    }
    expect((await server.request("/admin?tab=data&email=nope", { cookie: owner })).status).toBe(200);
  });

  it("erases a lead by address for an admin only, and logs the admin without the address", async () => {
    const customer = (await signUp(server, { email: "customer2@example.com" })).cookie;
    const byCustomer = await adminAction(server, { intent: "data.erase", email: lead }, customer);
    expect(byCustomer.status).toBe(302);
    for (const email of ["", "not-an-address"]) {
      expect((await adminAction(server, { intent: "data.erase", email }, owner)).status).toBe(400);
    }
    expect(await rowsNaming(lead, "no-such-id")).toMatchObject({ assessment_leads: 1, email_suppressions: 1 });

    const erased = await adminAction(server, { intent: "data.erase", email: lead.toUpperCase() }, owner);
    expect(erased.status).toBe(200);
    expect(await erased.json()).toMatchObject({ ok: true, message: expect.stringMatching(/^Erased \d+ rows/) });
    expect(await rowsNaming(lead, "no-such-id")).toEqual({});
    const [entry] = await db().select().from(schema.dataErasures).where(eq(schema.dataErasures.adminId, ownerId));
    expect(entry).toMatchObject({ requestedBy: "admin", keptOrders: 0 });
    expect(JSON.stringify(entry)).not.toContain("lead-only");
    const log = await (await server.request("/admin?tab=data", { cookie: owner })).text();
    expect(log).toContain("Erasure log");
    expect(log).toContain("The member themself");
    expect(log).not.toContain("lead-only");
  });

  it("erases a customer's account by address, but never the admin's own", async () => {
    const { userId } = await seedMember("paul@example.com");
    const own = await adminAction(server, { intent: "data.erase", email: "owner@example.com" }, owner);
    expect(own.status).toBe(409);
    expect(await own.json()).toMatchObject({ ok: false, message: "You cannot delete or anonymise your own account." });
    const erased = await adminAction(server, { intent: "data.erase", email: "Paul@Example.com" }, owner);
    expect(erased.status).toBe(200);
    expect(await rowsNaming("paul@example.com", userId)).toEqual({ purchase_orders: 1 });
  });
});
