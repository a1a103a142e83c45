import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authPasskeys, authSessions, authUsers } from "../../app/db/schema";
import {
  cookiesFrom,
  form,
  lastEmailLink,
  pageText,
  resetRateLimits,
  signUp,
  signUpAdmin,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "./harness";
import { deliverQueuedMail, startMailSink } from "./mail-sink";
import { spamScore } from "../support/spam-score";

const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const LINUX_FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

let server: TestServer;
let admin: string;
let sink: Awaited<ReturnType<typeof startMailSink>>;

beforeAll(async () => {
  sink = await startMailSink();
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com", SMTP_URL: sink.url });
  admin = await signUpAdmin(server, "owner@example.com");
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

async function userId(email: string): Promise<string> {
  const [user] = await server.services.db.select().from(authUsers).where(eq(authUsers.email, email));
  return user!.id;
}

/** A further sign-in of the account from another browser: its cookie. */
async function signInFrom(email: string, userAgent: string, password = TEST_PASSWORD): Promise<string> {
  const response = await server.request("/login", {
    method: "POST",
    body: form({ email, password }),
    headers: { "user-agent": userAgent },
  });
  expect(response.status).toBe(302);
  return cookiesFrom(response);
}

async function sessionIds(email: string): Promise<string[]> {
  const rows = await server.services.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(eq(authSessions.userId, await userId(email)));
  return rows.map((row) => row.id);
}

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  server.request(path, { method: "POST", body: form(fields), cookie });

const postJson = (path: string, body: unknown, cookie?: string) =>
  server.request(path, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
    cookie,
  });

const stillSignedIn = async (cookie: string) => (await server.request("/account/security", { cookie })).status === 200;

describe("signed-in devices", () => {
  it("lists each device with its browser, network and last use, this one marked", async () => {
    const { cookie } = await signUp(server, { email: "ada@example.com" });
    await signInFrom("ada@example.com", MAC_CHROME);
    await signInFrom("ada@example.com", LINUX_FIREFOX);
    const text = pageText(await (await server.request("/account/security", { cookie })).text());
    expect(text).toContain("Signed-in devices");
    expect(text).toMatch(/Chrome on Linux\s*This device/);
    expect(text).toContain("Chrome on macOS");
    expect(text).toContain("Firefox on Linux");
    expect(text).toContain("This server's own machine · Last seen today");
    expect(text).toContain("Sign out everywhere else");
  });

  it("lets nobody but the member sign a device out, and writes nothing for bad input", async () => {
    const { cookie: other } = await signUp(server, { email: "bob@example.com" });
    const [target] = await sessionIds("ada@example.com");
    // Anonymous: to the sign-in page.
    const anonymous = await post("/account/sessions", { intent: "sign-out-device", sessionId: target! });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    // Another customer and the admin: not found, whatever the id.
    for (const cookie of [other, admin]) {
      const refused = await post("/account/sessions", { intent: "sign-out-device", sessionId: target! }, cookie);
      expect(refused.status).toBe(404);
      const everywhere = await post("/account/sessions", { intent: "sign-out-others" }, cookie);
      expect(everywhere.status).toBe(302);
    }
    expect(await sessionIds("ada@example.com")).toContain(target);
    // Bad input from the member: a clear 4xx, nothing ended.
    const { cookie } = await signUp(server, { email: "cy@example.com" });
    const before = await sessionIds("cy@example.com");
    const [own] = before;
    const bad: Record<string, string>[] = [
      { intent: "sign-out-device" },
      { intent: "sign-out-device", sessionId: "x".repeat(101) },
      { intent: "sign-out-device", sessionId: own! },
      { intent: "sign-out-all" },
    ];
    for (const fields of bad) {
      expect((await post("/account/sessions", fields, cookie)).status).toBe(400);
    }
    const tooBig = await post("/account/sessions", { intent: "sign-out-others", pad: "x".repeat(70_000) }, cookie);
    expect(tooBig.status).toBe(413);
    expect(await sessionIds("cy@example.com")).toEqual(before);
  });

  it("signs out one device, then every other one, keeping this one", async () => {
    const { cookie } = await signUp(server, { email: "dee@example.com" });
    const mac = await signInFrom("dee@example.com", MAC_CHROME);
    const firefox = await signInFrom("dee@example.com", LINUX_FIREFOX);
    const [macSession] = await server.services.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.userId, await userId("dee@example.com")), eq(authSessions.userAgent, MAC_CHROME)));
    const one = await post("/account/sessions", { intent: "sign-out-device", sessionId: macSession!.id }, cookie);
    expect(one.status).toBe(302);
    expect(one.headers.get("location")).toBe("/account/security");
    expect(await stillSignedIn(mac)).toBe(false);
    expect(await stillSignedIn(firefox)).toBe(true);
    const again = await post("/account/sessions", { intent: "sign-out-device", sessionId: macSession!.id }, cookie);
    expect(again.status).toBe(404);

    const rest = await post("/account/sessions", { intent: "sign-out-others" }, cookie);
    expect(rest.status).toBe(302);
    expect(await stillSignedIn(firefox)).toBe(false);
    expect(await stillSignedIn(cookie)).toBe(true);
    expect(await sessionIds("dee@example.com")).toHaveLength(1);
  });

  it("offers signing out everywhere else with a password change", async () => {
    const { cookie } = await signUp(server, { email: "eve@example.com" });
    const elsewhere = await signInFrom("eve@example.com", MAC_CHROME);
    const wrong = await post(
      "/account/sessions",
      { intent: "change-password", currentPassword: "not-the-password", newPassword: "a-brand-new-passphrase" },
      cookie,
    );
    expect(wrong.status).toBe(400);
    expect(await stillSignedIn(elsewhere)).toBe(true);
    const short = await post(
      "/account/sessions",
      { intent: "change-password", currentPassword: TEST_PASSWORD, newPassword: "short" },
      cookie,
    );
    expect(short.status).toBe(400);

    const changed = await post(
      "/account/sessions",
      {
        intent: "change-password",
        currentPassword: TEST_PASSWORD,
        newPassword: "a-brand-new-passphrase",
        signOutOthers: "on",
      },
      cookie,
    );
    expect(changed.status).toBe(302);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    expect(await stillSignedIn(cookiesFrom(changed))).toBe(true);
    await signInFrom("eve@example.com", LINUX_FIREFOX, "a-brand-new-passphrase");
  });
});

describe("passkey routes", () => {
  it("starts adding a passkey only for a member or a live welcome link", async () => {
    const anonymous = await postJson("/account/passkeys", { intent: "options" });
    expect(anonymous.status).toBe(401);
    const forged = await postJson("/account/passkeys", { intent: "options", welcomeToken: "not-a-token" });
    expect(forged.status).toBe(400);
    expect((await forged.json()).error).toMatch(/expired or was already used/);

    const { cookie } = await signUp(server, { email: "fay@example.com" });
    const member = await postJson("/account/passkeys", { intent: "options" }, cookie);
    expect(member.status).toBe(200);
    const options = await member.json();
    expect(options).toMatchObject({ rp: { name: "Rerouted", id: "127.0.0.1" }, user: { name: "fay@example.com" } });
    expect(member.headers.get("set-cookie")).toMatch(/rerouted\.passkey-challenge=/);

    await server.services.auth.api.requestPasswordReset({
      body: { email: "fay@example.com", redirectTo: "/reset-password?welcome=1" },
    });
    const link = await lastEmailLink(server, "fay@example.com", "Welcome to Rerouted: choose your password");
    expect(link.searchParams.get("passkey")).toBe("1");
    const welcome = await postJson("/account/passkeys", {
      intent: "options",
      welcomeToken: link.searchParams.get("token"),
    });
    expect(welcome.status).toBe(200);
    expect(await welcome.json()).toMatchObject({ user: { name: "fay@example.com" } });
  });

  it("keeps the welcome email with its passkey link under SpamAssassin's 1.0", { timeout: 120_000 }, async () => {
    await deliverQueuedMail(server);
    const mail = sink.mail.find((m) => m.to === "fay@example.com" && m.text.includes("Sign in with a passkey:"));
    expect(mail).toBeDefined();
    const { score, rules } = await spamScore(mail!.raw);
    expect(score, rules).toBeLessThanOrEqual(1);
  });

  it("refuses a forged passkey answer and bad bodies with a 4xx", async () => {
    const started = await postJson("/login/passkey", { intent: "options" });
    expect(started.status).toBe(200);
    expect(await started.json()).toHaveProperty("challenge");
    const forged = await postJson(
      "/login/passkey",
      { intent: "verify", response: { id: "unknown", rawId: "unknown", type: "public-key", response: {} } },
      cookiesFrom(started),
    );
    expect(forged.status).toBe(401);
    expect(forged.headers.getSetCookie().some((c) => c.startsWith("rerouted.session_token="))).toBe(false);
    for (const body of ["{", JSON.stringify({ intent: "verify" }), JSON.stringify({ intent: "sign-in" })]) {
      const bad = await server.request("/login/passkey", {
        method: "POST",
        body,
        headers: { "content-type": "application/json" },
      });
      expect(bad.status).toBe(400);
    }
    const huge = await postJson("/login/passkey", { intent: "verify", response: { id: "x".repeat(40_000) } });
    expect(huge.status).toBe(413);
  });

  it("lets only the owner remove a passkey", async () => {
    const { cookie } = await signUp(server, { email: "gil@example.com" });
    const { cookie: other } = await signUp(server, { email: "hal@example.com" });
    const id = randomUUID();
    await server.services.db.insert(authPasskeys).values({
      id,
      userId: await userId("gil@example.com"),
      name: "Work laptop",
      publicKey: "cHVibGlj",
      credentialID: `cred-${id}`,
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
    });
    const page = pageText(await (await server.request("/account/security", { cookie })).text());
    expect(page).toContain("Work laptop");

    const anonymous = await post("/account/passkeys", { intent: "remove", passkeyId: id });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    for (const stranger of [other, admin]) {
      expect((await post("/account/passkeys", { intent: "remove", passkeyId: id }, stranger)).status).toBe(404);
    }
    expect((await post("/account/passkeys", { intent: "remove" }, cookie)).status).toBe(400);
    expect(await server.services.db.select().from(authPasskeys).where(eq(authPasskeys.id, id))).toHaveLength(1);

    const removed = await post("/account/passkeys", { intent: "remove", passkeyId: id }, cookie);
    expect(removed.status).toBe(302);
    expect(await server.services.db.select().from(authPasskeys).where(eq(authPasskeys.id, id))).toHaveLength(0);
  });
});
