import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminUsers, authTwoFactors, authUsers, emailOutbox, products } from "../../app/db/schema";
import { ensureAdmins } from "../../app/features/auth/accounts.server";
import {
  CONFIRM_EMAIL_SUBJECT,
  confirmEmailFromOutbox,
  cookiesFrom,
  form,
  lastEmailLink,
  resetRateLimits,
  signUp,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "./harness";

/**
 * Issue 13, items 1-3: someone who signs up first with the owner's or a
 * buyer's address gains nothing, sign-in guesses are limited per account,
 * passwords are long and uncommon, and redirects stay on the site.
 * TRUST_PROXY is on so each request can come from its own client address.
 */
const WEBHOOK_SECRET = "test-webhook-secret-0123456789-abcdef";
const TAKEN_SUBJECT = "Someone tried to create a Rerouted account with your address";
let server: TestServer;
let bookId: string;

beforeAll(async () => {
  server = await startTestServer({
    ADMIN_EMAILS: "owner@example.com,second-owner@example.com,partner@example.com",
    WEBHOOK_SECRET,
    TRUST_PROXY: "1",
  });
  const [book] = await server.services.db
    .insert(products)
    .values({ name: "Rerouted Audiobook", productType: "audiobook", price: "14.99" })
    .returning({ id: products.id });
  bookId = book!.id;
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

const db = () => server.services.db;
const userByEmail = async (email: string) => (await db().select().from(authUsers).where(eq(authUsers.email, email)))[0];
const isAdminRow = async (email: string) => {
  const user = await userByEmail(email);
  return (await db().select().from(adminUsers).where(eq(adminUsers.id, user!.id))).length === 1;
};
const subjectsTo = async (to: string) =>
  (await db().select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, to))).map(
    (row) => row.subject,
  );

let clientNumber = 0;
/** A request from a client address of its own. */
function fromNewClient(path: string, init: RequestInit & { cookie?: string } = {}) {
  clientNumber += 1;
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", `198.51.${Math.floor(clientNumber / 250)}.${clientNumber % 250}`);
  return server.request(path, { ...init, headers });
}

function signInAttempt(email: string, password: string, extra: Record<string, string> = {}) {
  return fromNewClient("/login", { method: "POST", body: form({ email, password, ...extra }) });
}

function deliverPurchase(payload: Record<string, unknown>) {
  const body = JSON.stringify(payload);
  const signature = `sha256=${createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex")}`;
  return fetch(`${server.baseUrl}/api/webhooks/purchase`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-rerouted-signature": signature },
    body,
  });
}

describe("an ADMIN_EMAILS address", () => {
  it("is proven only by choosing a password from the emailed link: whoever signed up first never reaches /admin", async () => {
    const squatter = await signUp(server, { email: "owner@example.com", password: "squatter-password-1" });
    expect(squatter.response.status).toBe(302);
    expect(await isAdminRow("owner@example.com")).toBe(false);
    expect((await userByEmail("owner@example.com"))?.emailVerified).toBe(false);
    expect((await server.request("/admin", { cookie: squatter.cookie })).headers.get("location")).toBe(
      "/login?redirectTo=%2Fadmin",
    );
    const dashboard = await (await server.request("/dashboard", { cookie: squatter.cookie })).text();
    expect(dashboard).toContain("To open the admin area, confirm your email address with the link we sent to");

    // The link went to the mailbox, through the outbox.
    expect(await subjectsTo("owner@example.com")).toEqual([CONFIRM_EMAIL_SUBJECT]);
    // At boot, only verified ADMIN_EMAILS accounts are promoted.
    expect(await ensureAdmins(db(), ["owner@example.com"])).toBe(0);

    // The owner opens the link: it leads to choosing the account's password, and proves nothing yet.
    const link = await lastEmailLink(server, "owner@example.com", CONFIRM_EMAIL_SUBJECT);
    expect(link.pathname).toBe("/verify-email");
    const opened = await server.request(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    const step = new URL(opened.headers.get("location")!, server.baseUrl);
    expect(step.pathname).toBe("/reset-password");
    expect(step.searchParams.get("confirm")).toBe("1");
    expect(await (await server.request(`${step.pathname}${step.search}`)).text()).toContain("Confirm your email");
    expect(await isAdminRow("owner@example.com")).toBe(false);
    expect((await server.request("/admin", { cookie: squatter.cookie })).status).toBe(302);

    const chosen = await server.request("/reset-password", {
      method: "POST",
      body: form({ token: step.searchParams.get("token")!, confirm: "1", password: "the-owners-own-pw" }),
    });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe("/login?redirectTo=%2Fadmin");
    expect(await isAdminRow("owner@example.com")).toBe(true);
    expect((await userByEmail("owner@example.com"))?.emailVerified).toBe(true);

    // Neither the squatter's session nor their password reaches /admin (or anything else) now.
    expect((await server.request("/admin", { cookie: squatter.cookie })).status).toBe(302);
    expect((await server.request("/dashboard", { cookie: squatter.cookie })).status).toBe(302);
    expect((await signInAttempt("owner@example.com", "squatter-password-1")).status).toBe(401);
    const owner = await signInAttempt("owner@example.com", "the-owners-own-pw", { redirectTo: "/admin" });
    expect(owner.headers.get("location")).toBe("/admin");
    expect((await server.request("/admin", { cookie: cookiesFrom(owner) })).status).toBe(200);

    // The link is spent; a forged or missing token leads to a step that refuses it.
    for (const token of [step.searchParams.get("token")!, "forged-token"]) {
      const again = await server.request("/reset-password", {
        method: "POST",
        body: form({ token, confirm: "1", password: "squatter-password-9" }),
      });
      expect(again.status).toBe(400);
    }
    expect((await server.request("/verify-email")).headers.get("location")).toBe("/reset-password");
  });

  it("is taken back from whoever set up two-factor on it before its owner proved it", async () => {
    const squatter = await signUp(server, { email: "second-owner@example.com", password: "squatter-password-3" });
    const user = await userByEmail("second-owner@example.com");
    await db().insert(authTwoFactors).values({ id: "squatter-2fa", userId: user!.id, secret: "s", backupCodes: "b" });
    await db().update(authUsers).set({ twoFactorEnabled: true }).where(eq(authUsers.id, user!.id));
    const confirmed = await confirmEmailFromOutbox(server, "second-owner@example.com", "second-owners-pw");
    expect(confirmed.status).toBe(302);
    expect(await db().select().from(authTwoFactors).where(eq(authTwoFactors.userId, user!.id))).toEqual([]);
    expect((await server.request("/dashboard", { cookie: squatter.cookie })).status).toBe(302);
    const owner = await signInAttempt("second-owner@example.com", "second-owners-pw", { redirectTo: "/admin" });
    expect(owner.headers.get("location")).toBe("/admin");
    expect((await server.request("/admin", { cookie: cookiesFrom(owner) })).status).toBe(200);
  });

  it("also becomes admin when its owner proves the address through a password reset", async () => {
    const { cookie } = await signUp(server, { email: "partner@example.com" });
    expect(await isAdminRow("partner@example.com")).toBe(false);
    await fromNewClient("/forgot-password", { method: "POST", body: form({ email: "partner@example.com" }) });
    const link = await lastEmailLink(server, "partner@example.com", "Reset your Rerouted password");
    const reset = await server.request("/reset-password", {
      method: "POST",
      body: form({ token: link.searchParams.get("token")!, password: "partner-new-password" }),
    });
    expect(reset.status).toBe(302);
    expect(await isAdminRow("partner@example.com")).toBe(true);
    // The reset ended the earlier session; a fresh sign-in opens /admin.
    expect((await server.request("/dashboard", { cookie })).status).toBe(302);
    const signedIn = await signInAttempt("partner@example.com", "partner-new-password");
    expect((await server.request("/admin", { cookie: cookiesFrom(signedIn) })).status).toBe(200);
  });

  it("is the only kind of sign-up that is sent a confirmation link", async () => {
    await signUp(server, { email: "plain-reader@example.com" });
    expect(await subjectsTo("plain-reader@example.com")).toEqual([]);
  });
});

describe("a sign-up with an address that already has an account", () => {
  it("answers like a new sign-up, signs nobody in, and emails the address's owner instead", async () => {
    const first = await signUp(server, { email: "taken@example.com" });
    const again = await signUp(server, { email: "taken@example.com", password: "someone-elses-pw" });
    for (const { response } of [first, again]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/dashboard");
      expect(await response.text()).toBe("");
    }
    expect(first.cookie).toMatch(/session_token/);
    expect(again.cookie).not.toMatch(/session_token/);
    expect(await subjectsTo("taken@example.com")).toEqual([TAKEN_SUBJECT]);

    // The account is untouched: its owner stays signed in, the other password does not open it.
    expect((await server.request("/dashboard", { cookie: first.cookie })).status).toBe(200);
    expect((await signInAttempt("taken@example.com", "someone-elses-pw")).status).toBe(401);

    // The email's link is an ordinary reset.
    const link = await lastEmailLink(server, "taken@example.com", TAKEN_SUBJECT);
    expect(`${link.pathname}?${[...link.searchParams.keys()].join("&")}`).toBe("/reset-password?token");
    const reset = await server.request("/reset-password", {
      method: "POST",
      body: form({ token: link.searchParams.get("token")!, password: "taken-owners-new-pw" }),
    });
    expect(reset.headers.get("location")).toBe("/login");
    expect((await signInAttempt("taken@example.com", "taken-owners-new-pw")).status).toBe(302);
  });
});

describe("a purchase for an address someone signed up with unproven", () => {
  it("ends that account's sessions, makes its password unusable and welcomes the buyer", async () => {
    const squatter = await signUp(server, { email: "buyer@example.com", password: "squatter-password-2" });
    expect((await server.request("/dashboard", { cookie: squatter.cookie })).status).toBe(200);

    const purchase = await deliverPurchase({ orderId: "T-1", email: "buyer@example.com", productIds: [bookId] });
    expect(await purchase.json()).toEqual({
      orderId: "T-1",
      result: "granted",
      granted: 1,
      accountCreated: false,
      accountReclaimed: true,
    });

    expect((await server.request("/dashboard", { cookie: squatter.cookie })).status).toBe(302);
    expect((await signInAttempt("buyer@example.com", "squatter-password-2")).status).toBe(401);

    const welcome = await lastEmailLink(server, "buyer@example.com", "Welcome to Rerouted: choose your password");
    expect(welcome.searchParams.get("welcome")).toBe("1");
    const chosen = await server.request("/reset-password", {
      method: "POST",
      body: form({ token: welcome.searchParams.get("token")!, welcome: "1", password: "the-real-buyer-pw" }),
    });
    expect(chosen.headers.get("location")).toBe("/login");
    const buyer = await signInAttempt("buyer@example.com", "the-real-buyer-pw");
    expect(buyer.status).toBe(302);
    const library = await (await server.request("/dashboard", { cookie: cookiesFrom(buyer) })).text();
    expect(library).toContain("Rerouted Audiobook");
    expect((await userByEmail("buyer@example.com"))?.emailVerified).toBe(true);

    // The buyer's address is proven now: a later order leaves the account alone.
    const second = await deliverPurchase({ orderId: "T-2", email: "buyer@example.com", productIds: [bookId] });
    expect(await second.json()).toMatchObject({ accountReclaimed: false });
    expect((await server.request("/dashboard", { cookie: cookiesFrom(buyer) })).status).toBe(200);
  });
});

describe("sign-in limits", () => {
  it("limits guesses per account whatever address they come from, with Retry-After", async () => {
    await signUp(server, { email: "target@example.com" });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await signInAttempt("target@example.com", "wrong-guess")).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const limited = await signInAttempt("target@example.com", TEST_PASSWORD);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await limited.text()).toContain("Too many attempts");
    // Another account is not affected.
    expect((await signInAttempt("someone-else@example.com", "wrong-guess")).status).toBe(401);
  });

  it("forgets an account's failed guesses when its owner signs in", async () => {
    await signUp(server, { email: "forgetful@example.com" });
    for (let i = 0; i < 9; i += 1) await signInAttempt("forgetful@example.com", "wrong-guess");
    expect((await signInAttempt("forgetful@example.com", TEST_PASSWORD)).status).toBe(302);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await signInAttempt("forgetful@example.com", "wrong-guess")).status);
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await signInAttempt("forgetful@example.com", "wrong-guess")).status).toBe(429);
  });

  it("let a browser that signed in to the account before through the lock strangers caused, with the right password", async () => {
    const email = "locked-owner@example.com";
    await signUp(server, { email });
    await signUp(server, { email: "neighbour@example.com" });
    const knownDevice = (response: Response) =>
      cookiesFrom(response)
        .split("; ")
        .filter((pair) => pair.startsWith("rerouted.known_device="))
        .join("; ");
    const device = knownDevice(await signInAttempt(email, TEST_PASSWORD));
    expect(device).toMatch(/^rerouted\.known_device=[\w-]{43}$/);
    const neighbours = knownDevice(await signInAttempt("neighbour@example.com", TEST_PASSWORD));

    // Ten wrong passwords from ten addresses.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await signInAttempt(email, "wrong-guess")).status);
    expect(statuses).toEqual(Array(10).fill(401));

    // Without the cookie (or with another account's, or a made-up one) the right password waits, with Retry-After.
    for (const cookie of [undefined, neighbours, "rerouted.known_device=KzCbZrfPgSREa9kbzsPwg8pvNX7hnt54vfvDwulH6m8"]) {
      const stranger = await fromNewClient("/login", {
        method: "POST",
        body: form({ email, password: TEST_PASSWORD }),
        cookie,
      });
      expect(stranger.status, cookie).toBe(429);
      const retryAfter = Number(stranger.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }

    // The owner's browser signs in.
    const owner = await fromNewClient("/login", {
      method: "POST",
      body: form({ email, password: TEST_PASSWORD }),
      cookie: device,
    });
    expect(owner.status).toBe(302);
    expect(cookiesFrom(owner)).toMatch(/session_token/);
    // Its own wrong passwords still count: against a counter of its own, which strangers cannot fill.
    const own: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      own.push(
        (
          await fromNewClient("/login", {
            method: "POST",
            body: form({ email, password: "typo-guess" }),
            cookie: device,
          })
        ).status,
      );
    }
    expect(own).toEqual([...Array(10).fill(401), 429]);
  });

  it("holds a browser that signed in before to the per-address limit too", async () => {
    await signUp(server, { email: "one-address@example.com" });
    const signedIn = await signInAttempt("one-address@example.com", TEST_PASSWORD);
    const cookie = cookiesFrom(signedIn);
    const headers = { "x-forwarded-for": "203.0.113.90" };
    const attempt = () =>
      server.request("/login", {
        method: "POST",
        headers,
        cookie,
        body: form({ email: "one-address@example.com", password: "wrong-guess" }),
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers every rate-limited form with 429 and Retry-After", async () => {
    const forms: [string, Record<string, string>, number][] = [
      ["/login", { email: "ip-limit@example.com", password: "wrong-guess" }, 10],
      ["/signup", { firstName: "A", lastName: "B", email: "x@example.com", password: "a" }, 5],
      ["/forgot-password", { email: "ip-limit@example.com" }, 5],
      ["/login/two-factor", { code: "000000" }, 10],
    ];
    for (const [path, fields, limit] of forms) {
      const headers = { "x-forwarded-for": "203.0.113.77" };
      for (let i = 0; i < limit; i += 1) await server.request(path, { method: "POST", headers, body: form(fields) });
      const limited = await server.request(path, { method: "POST", headers, body: form(fields) });
      expect(limited.status, path).toBe(429);
      expect(Number(limited.headers.get("retry-after")), path).toBeGreaterThan(0);
      await resetRateLimits(server);
    }
  });
});

describe("new passwords", () => {
  it("need at least 10 characters and must not be among the most common", async () => {
    const short = await fromNewClient("/signup", {
      method: "POST",
      body: form({ firstName: "Sam", lastName: "Short", email: "short@example.com", password: "nine-char" }),
    });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Use at least 10 characters");
    const common = await fromNewClient("/signup", {
      method: "POST",
      body: form({ firstName: "Cam", lastName: "Common", email: "common@example.com", password: "qwertyuiop" }),
    });
    expect(common.status).toBe(400);
    expect(await common.text()).toContain("one of the most common ones");
    expect(await userByEmail("short@example.com")).toBeUndefined();
    expect(await userByEmail("common@example.com")).toBeUndefined();
  });

  it("are checked the same way when a reset link is used, and the link keeps working", async () => {
    await signUp(server, { email: "resetter@example.com" });
    await fromNewClient("/forgot-password", { method: "POST", body: form({ email: "resetter@example.com" }) });
    const token = (
      await lastEmailLink(server, "resetter@example.com", "Reset your Rerouted password")
    ).searchParams.get("token")!;
    const common = await server.request("/reset-password", {
      method: "POST",
      body: form({ token, password: "Password123" }),
    });
    expect(common.status).toBe(400);
    const good = await server.request("/reset-password", {
      method: "POST",
      body: form({ token, password: "a-much-better-one" }),
    });
    expect(good.status).toBe(302);
  });
});

describe("redirect targets", () => {
  it("keep a sign-in on this site, and refuse control characters with a message", async () => {
    await signUp(server, { email: "redirects@example.com" });
    const cases: [string, string][] = [
      ["/admin?tab=users", "/admin?tab=users"],
      ["//evil.example/", "/dashboard"],
      ["/\\evil.example", "/dashboard"],
      ["https://evil.example/", "/dashboard"],
    ];
    for (const [target, location] of cases) {
      const response = await signInAttempt("redirects@example.com", TEST_PASSWORD, { redirectTo: target });
      expect(response.headers.get("location"), target).toBe(location);
    }
    for (const target of ["/\t/evil.example", "/\n/evil.example", "/\r\nSet-Cookie:x=1"]) {
      const response = await signInAttempt("redirects@example.com", TEST_PASSWORD, { redirectTo: target });
      expect(response.status, JSON.stringify(target)).toBe(400);
      expect(await response.text()).toContain("This sign-in link is broken");
    }
  });
});
