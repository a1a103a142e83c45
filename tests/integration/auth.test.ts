import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminUsers, authSessions, authUsers, emailOutbox, userProfiles } from "../../app/db/schema";
import {
  cookiesFrom,
  form,
  resetRateLimits,
  signUp,
  signUpAdmin,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
  visitAndReload,
} from "./harness";

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

describe("one-time notices after a redirect", () => {
  it("shows nothing for a flash cookie whose signature does not check", async () => {
    const forged = await server.request("/login", { cookie: `rerouted_flash=${btoa('"password-updated"')}` });
    expect(forged.status).toBe(200);
    expect(await forged.text()).not.toContain("Your password has been updated");
  });
});

describe("sign-up", () => {
  it("creates the user with its user_profiles row and signs in", async () => {
    const { response, cookie } = await signUp(server, {
      email: "Grace@Example.com",
      firstName: "Grace",
      lastName: "Hopper",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
    expect(cookie).toMatch(/rerouted\.session_token=/);

    const [user] = await server.services.db.select().from(authUsers).where(eq(authUsers.email, "grace@example.com"));
    expect(user).toBeDefined();
    const [profile] = await server.services.db.select().from(userProfiles).where(eq(userProfiles.id, user!.id));
    expect(profile).toMatchObject({ firstName: "Grace", lastName: "Hopper", purchaseEmail: "grace@example.com" });

    const dashboard = await server.request("/dashboard", { cookie });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("grace@example.com");
  });

  it("creates no second account with the same email, and does not say that one exists", async () => {
    const before = await server.services.db.select().from(authUsers);
    const { response, cookie } = await signUp(server, { email: "grace@example.com" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
    expect(cookie).not.toMatch(/session_token/);
    expect(await server.services.db.select().from(authUsers)).toHaveLength(before.length);
  });

  it("answers missing fields with 400 and creates nothing", async () => {
    const response = await server.request("/signup", {
      method: "POST",
      body: form({ email: "half@example.com", password: TEST_PASSWORD }),
    });
    expect(response.status).toBe(400);
    expect(
      await server.services.db.select().from(authUsers).where(eq(authUsers.email, "half@example.com")),
    ).toHaveLength(0);
  });
});

describe("sign-in", () => {
  it("answers a wrong password with 401 and the server's message", async () => {
    await signUp(server, { email: "ada@example.com" });
    const response = await server.request("/login", {
      method: "POST",
      body: form({ email: "ada@example.com", password: "not-the-password" }),
    });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Invalid email or password");
    expect(cookiesFrom(response)).not.toMatch(/session_token/);
  });

  it("redirects to a same-site redirectTo, never to another site", async () => {
    const ok = await server.request("/login", {
      method: "POST",
      body: form({ email: "ada@example.com", password: TEST_PASSWORD, redirectTo: "/dashboard?x=1" }),
    });
    expect(ok.headers.get("location")).toBe("/dashboard?x=1");
    const evil = await server.request("/login", {
      method: "POST",
      body: form({ email: "ada@example.com", password: TEST_PASSWORD, redirectTo: "//evil.example/" }),
    });
    expect(evil.headers.get("location")).toBe("/dashboard");
  });

  it("never answers a Location that starts with two slashes, even after dot segments resolve", async () => {
    for (const redirectTo of ["/.//evil.example", "/..//evil.example/phish"]) {
      const response = await server.request("/login", {
        method: "POST",
        body: form({ email: "ada@example.com", password: TEST_PASSWORD, redirectTo }),
      });
      expect(response.status, redirectTo).toBe(302);
      expect(response.headers.get("location"), redirectTo).toBe("/dashboard");
    }
  });
});

describe("guards", () => {
  it("sends anonymous visitors of /dashboard and /admin to /login", async () => {
    for (const path of ["/dashboard", "/admin"]) {
      const response = await server.request(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("redirects a signed-in customer away from /admin and its data URL with no admin data", async () => {
    const { cookie } = await signUp(server, { email: "customer@example.com" });
    const page = await server.request("/admin", { cookie });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/login/);

    const dataUrl = await server.request("/admin.data", { cookie });
    const body = await dataUrl.text();
    expect(dataUrl.status).not.toBe(200);
    expect(body).not.toContain("averageCompletion");
    expect(body).not.toContain("accessGrants");
  });

  it("gives an ADMIN_EMAILS account, once its emailed link is followed, its admin row, the Admin button and /admin", async () => {
    const cookie = await signUpAdmin(server, "owner@example.com");
    const [user] = await server.services.db.select().from(authUsers).where(eq(authUsers.email, "owner@example.com"));
    expect(await server.services.db.select().from(adminUsers).where(eq(adminUsers.id, user!.id))).toHaveLength(1);
    // A server-rendered page (/ and /book are static and personalise the header in the browser).
    const page = await server.request("/assessment", { cookie });
    expect(await page.text()).toMatch(/href="\/admin"[^>]*>Admin</);
    const admin = await server.request("/admin", { cookie });
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain("Admin Dashboard");
  });

  it("shows no Admin button to a customer", async () => {
    const { cookie } = await signUp(server, { email: "plain@example.com" });
    const page = await (await server.request("/assessment", { cookie })).text();
    expect(page).toContain(">Dashboard<");
    expect(page).not.toMatch(/href="\/admin"/);
  });
});

describe("sign-out", () => {
  it("ends the session on the server and clears the cookie", async () => {
    const { cookie } = await signUp(server, { email: "leaving@example.com" });
    const response = await server.request("/logout", { method: "POST", cookie });
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/rerouted\.session_token=;.*Max-Age=0/);
    // The old cookie no longer works even if a browser kept it.
    expect((await server.request("/dashboard", { cookie })).status).toBe(302);
  });
});

describe("cross-site requests", () => {
  it("refuses a cross-origin POST that carries a valid session cookie, changing nothing", async () => {
    const { cookie } = await signUp(server, { email: "victim@example.com" });
    const forged = await server.request("/logout", {
      method: "POST",
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    const stillSignedIn = await server.request("/dashboard", { cookie });
    expect(stillSignedIn.status).toBe(200);

    const noOrigin = await server.request("/signup", {
      method: "POST",
      headers: { origin: "", "sec-fetch-site": "cross-site" },
      body: form({ firstName: "X", lastName: "Y", email: "csrf@example.com", password: TEST_PASSWORD }),
    });
    expect(noOrigin.status).toBe(403);
    expect(
      await server.services.db.select().from(authUsers).where(eq(authUsers.email, "csrf@example.com")),
    ).toHaveLength(0);
  });
});

describe("password reset", () => {
  it("emails a one-hour link through the outbox that sets a new password and ends old sessions", async () => {
    const { cookie: oldSession } = await signUp(server, { email: "forgetful@example.com" });
    const unknown = await server.request("/forgot-password", {
      method: "POST",
      body: form({ email: "nobody@example.com" }),
    });
    const known = await server.request("/forgot-password", {
      method: "POST",
      body: form({ email: "forgetful@example.com" }),
    });
    // The same answer whether or not the account exists.
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);

    const emails = await server.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "forgetful@example.com"));
    expect(emails).toHaveLength(1);
    expect(
      await server.services.db.select().from(emailOutbox).where(eq(emailOutbox.to, "nobody@example.com")),
    ).toHaveLength(0);
    const link = /(http:\/\/\S+\/reset-password\?token=\S+)/.exec(emails[0]!.text)?.[1];
    expect(link).toBeTruthy();
    expect(emails[0]!.html).toContain("reset-password?token=");
    const token = new URL(link!).searchParams.get("token")!;

    const bad = await server.request("/reset-password", {
      method: "POST",
      body: form({ token: "forged", password: "brand-new-password" }),
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);

    const reset = await server.request("/reset-password", {
      method: "POST",
      body: form({ token, password: "brand-new-password" }),
    });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("location")).toBe("/login");
    const [shown, reloaded] = await visitAndReload(server, reset);
    expect(shown).toContain("Your password has been updated. Sign in with the new one.");
    expect(reloaded).not.toContain("Your password has been updated");

    const oldPassword = await server.request("/login", {
      method: "POST",
      body: form({ email: "forgetful@example.com", password: TEST_PASSWORD }),
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await server.request("/login", {
      method: "POST",
      body: form({ email: "forgetful@example.com", password: "brand-new-password" }),
    });
    expect(newPassword.status).toBe(302);
    expect((await server.request("/dashboard", { cookie: oldSession })).status).toBe(302);

    // A used token does not work twice.
    const replay = await server.request("/reset-password", {
      method: "POST",
      body: form({ token, password: "another-password" }),
    });
    expect(replay.status).toBeGreaterThanOrEqual(400);
  });
});

describe("session lifetime", () => {
  it("keeps the session for 30 days across browser restarts and slides it forward on use", async () => {
    const { response, cookie } = await signUp(server, { email: "regular@example.com" });
    const sessionCookie = response.headers.getSetCookie().find((c) => c.startsWith("rerouted.session_token="));
    expect(sessionCookie).toMatch(/Max-Age=2592000/);
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);

    // Age the session by two days: the next page view extends it and re-issues the cookie.
    const [user] = await server.services.db.select().from(authUsers).where(eq(authUsers.email, "regular@example.com"));
    const aged = new Date(Date.now() + 28 * 24 * 3600 * 1000);
    await server.services.db.update(authSessions).set({ expiresAt: aged }).where(eq(authSessions.userId, user!.id));
    const page = await server.request("/dashboard", { cookie });
    expect(page.status).toBe(200);
    expect(
      page.headers.getSetCookie().some((c) => c.startsWith("rerouted.session_token=") && /Max-Age=2592000/.test(c)),
    ).toBe(true);
    const [session] = await server.services.db.select().from(authSessions).where(eq(authSessions.userId, user!.id));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(aged.getTime() + 24 * 3600 * 1000);

    // A fresh session is not re-issued on every request.
    const again = await server.request("/dashboard", { cookie });
    expect(again.headers.getSetCookie().some((c) => c.startsWith("rerouted.session_token="))).toBe(false);

    // The landing page, answered from the rendered-page cache, renews it too, privately.
    await server.services.db.update(authSessions).set({ expiresAt: aged }).where(eq(authSessions.userId, user!.id));
    const landing = await server.request("/", { cookie });
    expect(landing.status).toBe(200);
    expect(
      landing.headers.getSetCookie().some((c) => c.startsWith("rerouted.session_token=") && /Max-Age=2592000/.test(c)),
    ).toBe(true);
    expect(landing.headers.get("cache-control")).toMatch(/^private/);
  });
});
