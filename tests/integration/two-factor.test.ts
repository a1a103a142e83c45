import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authTwoFactors, authUsers } from "../../app/db/schema";
import { totpCode, wrongTotpCode } from "../totp";
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

/** The browser's cookie jar after a response: set cookies replace, cleared ones go. */
function nextCookies(jar: string, response: Response): string {
  const cookies = new Map(
    jar
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]!, pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0]!;
    const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    if (value === "" || /max-age=0/i.test(header)) cookies.delete(name);
    else cookies.set(name, pair);
  }
  return [...cookies.values()].join("; ");
}

async function userRow(email: string) {
  const [user] = await server.services.db.select().from(authUsers).where(eq(authUsers.email, email));
  return user!;
}

async function twoFactorRows(email: string) {
  const user = await userRow(email);
  return server.services.db.select().from(authTwoFactors).where(eq(authTwoFactors.userId, user.id));
}

function post(path: string, cookie: string, fields: Record<string, string>) {
  return server.request(path, { method: "POST", cookie, body: form(fields) });
}

function signInWithPassword(email: string, jar = "") {
  return post("/login", jar, { email, password: TEST_PASSWORD });
}

/** Starts the setup and reads the key and backup codes off the page, as a person would. */
async function startSetup(cookie: string) {
  const response = await post("/account/security", cookie, { intent: "start", password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  const html = await response.text();
  const key = /<code[^>]*>([A-Z2-7 ]+)<\/code>/.exec(html)?.[1]?.replaceAll(" ", "");
  const codes = /aria-label="Backup codes"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1];
  const backupCodes = [...(codes ?? "").matchAll(/<li>([^<]+)<\/li>/g)].map((match) => match[1]!);
  expect(key).toBeTruthy();
  expect(html).toContain("<svg");
  expect(backupCodes).toHaveLength(10);
  return { secret: key!, backupCodes };
}

/** Signs up, turns two-factor on, and returns what the owner would have kept. */
async function userWithTwoFactor(email: string) {
  const { cookie } = await signUp(server, { email });
  const setup = await startSetup(cookie);
  const confirmed = await post("/account/security", cookie, { intent: "confirm", code: totpCode(setup.secret) });
  expect(confirmed.status).toBe(302);
  expect(confirmed.headers.get("location")).toBe("/account/security");
  const [shown, reloaded] = await visitAndReload(server, confirmed, cookie);
  expect(shown).toContain("Two-factor authentication is on. Signing in now needs a code from your app.");
  expect(reloaded).not.toContain("Two-factor authentication is on.");
  return setup;
}

describe("account security page", () => {
  it("sends signed-out visitors to /login and changes nothing for them", async () => {
    const page = await server.request("/account/security");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/login?redirectTo=%2Faccount%2Fsecurity");
    const start = await post("/account/security", "", { intent: "start", password: TEST_PASSWORD });
    expect(start.status).toBe(302);
    expect(await server.services.db.select().from(authTwoFactors)).toHaveLength(0);
  });

  it("refuses a wrong password and stores no secret", async () => {
    const { cookie } = await signUp(server, { email: "wrongpass@example.com" });
    const response = await post("/account/security", cookie, { intent: "start", password: "not-the-password" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Invalid password");
    expect(await twoFactorRows("wrongpass@example.com")).toHaveLength(0);
  });

  it("answers a malformed or unknown request with 400", async () => {
    const { cookie } = await signUp(server, { email: "malformed@example.com" });
    expect((await post("/account/security", cookie, { intent: "start" })).status).toBe(400);
    expect((await post("/account/security", cookie, { intent: "confirm", code: "12ab56" })).status).toBe(400);
    expect((await post("/account/security", cookie, { intent: "explode" })).status).toBe(400);
    expect((await userRow("malformed@example.com")).twoFactorEnabled).toBe(false);
  });

  it("turns two-factor on only after a correct first code", async () => {
    const email = "setup@example.com";
    const { cookie } = await signUp(server, { email });
    const { secret } = await startSetup(cookie);
    const [pending] = await twoFactorRows(email);
    expect(pending).toMatchObject({ verified: false });
    expect(pending!.secret).not.toContain(secret);

    // Until it is confirmed, the password alone still signs in.
    const meanwhile = await signInWithPassword(email);
    expect(meanwhile.headers.get("location")).toBe("/dashboard");

    const wrong = await post("/account/security", cookie, { intent: "confirm", code: wrongTotpCode(secret) });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Invalid code");
    expect((await userRow(email)).twoFactorEnabled).toBe(false);

    const right = await post("/account/security", cookie, { intent: "confirm", code: totpCode(secret) });
    expect(right.status).toBe(302);
    expect((await userRow(email)).twoFactorEnabled).toBe(true);
    // The session is replaced; the new cookie keeps the owner signed in.
    const page = await server.request("/account/security", { cookie: nextCookies(cookie, right) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Turn off two-factor authentication");
  });
});

describe("signing in with two-factor on", () => {
  const email = "guarded@example.com";
  let setup: { secret: string; backupCodes: string[] };

  beforeAll(async () => {
    setup = await userWithTwoFactor(email);
  });

  it("a correct password alone gives no session, only the code step", async () => {
    const response = await signInWithPassword(email);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login/two-factor?redirectTo=%2Fdashboard");
    const jar = nextCookies("", response);
    expect(jar).toMatch(/rerouted\.two_factor=/);
    expect(jar).not.toMatch(/session_token/);
    const dashboard = await server.request("/dashboard", { cookie: jar });
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("location")).toMatch(/^\/login/);
  });

  it("a wrong code is refused; the right one signs in and goes where the visitor was heading", async () => {
    const jar = nextCookies("", await post("/login", "", { email, password: TEST_PASSWORD, redirectTo: "/admin" }));
    const wrong = await post("/login/two-factor", jar, { code: wrongTotpCode(setup.secret), redirectTo: "/admin" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Invalid code");
    expect(cookiesFrom(wrong)).not.toMatch(/session_token/);

    const right = await post("/login/two-factor", jar, { code: totpCode(setup.secret), redirectTo: "/admin" });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin");
    const dashboard = await server.request("/dashboard", { cookie: nextCookies(jar, right) });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(email);
  });

  it("a backup code works once", async () => {
    const code = setup.backupCodes[0]!;
    const first = nextCookies("", await signInWithPassword(email));
    const used = await post("/login/two-factor", first, { code });
    expect(used.status).toBe(302);
    expect(cookiesFrom(used)).toMatch(/session_token/);

    const second = nextCookies("", await signInWithPassword(email));
    const reused = await post("/login/two-factor", second, { code });
    expect(reused.status).toBe(401);
    expect(await reused.text()).toContain("Invalid backup code");
  });

  it("without the challenge from the password step there is nothing to verify", async () => {
    const response = await post("/login/two-factor", "", { code: totpCode(setup.secret) });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Your sign-in has expired. Please sign in again.");
    expect(cookiesFrom(response)).not.toMatch(/session_token/);
  });

  it("a trusted device skips the code at the next sign-in", async () => {
    const jar = nextCookies("", await signInWithPassword(email));
    const verified = await post("/login/two-factor", jar, { code: totpCode(setup.secret), trustDevice: "on" });
    expect(verified.status).toBe(302);
    const trusted = nextCookies(jar, verified);
    expect(trusted).toMatch(/rerouted\.trust_device=/);

    const browserAfterSignOut = trusted
      .split("; ")
      .filter((pair) => pair.startsWith("rerouted.trust_device="))
      .join("; ");
    const again = await signInWithPassword(email, browserAfterSignOut);
    expect(again.headers.get("location")).toBe("/dashboard");
    expect(cookiesFrom(again)).toMatch(/session_token/);
  });

  it("guesses are rate limited per client", async () => {
    const jar = nextCookies("", await signInWithPassword(email));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await post("/login/two-factor", jar, { code: "not a code at all" })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("the account lock of the second factor", () => {
  it("locks after 10 wrong codes in a row, across sign-ins, even for the right code, answering 429 with Retry-After", async () => {
    const email = "lockable@example.com";
    const { secret } = await userWithTwoFactor(email);
    // A sign-in ends after 5 wrong codes, so the tenth comes in the second one.
    for (let signIn = 0; signIn < 2; signIn += 1) {
      const jar = nextCookies("", await signInWithPassword(email));
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await post("/login/two-factor", jar, { code: wrongTotpCode(secret) })).status).toBe(401);
      }
    }
    // The per-client limit (10 a minute) is not what is tested here.
    await resetRateLimits(server);
    const jar = nextCookies("", await signInWithPassword(email));
    const locked = await post("/login/two-factor", jar, { code: totpCode(secret) });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe("900");
    expect(await locked.text()).toContain("Too many wrong codes for this account. Please try again in 15 minutes.");
    expect(cookiesFrom(locked)).not.toMatch(/session_token/);
  });
});

describe("turning two-factor off", () => {
  it("needs the password, then removes the secret and the code step", async () => {
    const email = "leaving@example.com";
    const { secret } = await userWithTwoFactor(email);
    const challenge = nextCookies("", await signInWithPassword(email));
    const signedIn = await post("/login/two-factor", challenge, { code: totpCode(secret) });
    const cookie = nextCookies(challenge, signedIn);

    const wrong = await post("/account/security", cookie, { intent: "disable", password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect((await userRow(email)).twoFactorEnabled).toBe(true);

    const off = await post("/account/security", cookie, { intent: "disable", password: TEST_PASSWORD });
    expect(off.status).toBe(302);
    expect(off.headers.get("location")).toBe("/account/security");
    const [shown, reloaded] = await visitAndReload(server, off, cookie);
    expect(shown).toContain("Two-factor authentication is off.");
    expect(reloaded).not.toContain("Two-factor authentication is off.");
    expect((await userRow(email)).twoFactorEnabled).toBe(false);
    expect(await twoFactorRows(email)).toHaveLength(0);
    expect((await signInWithPassword(email)).headers.get("location")).toBe("/dashboard");
  });
});

describe("the admin area", () => {
  it("reminds an admin without two-factor to turn it on, and stops once it is on", async () => {
    const cookie = await signUpAdmin(server, "owner@example.com");
    const before = await server.request("/admin", { cookie });
    expect(before.status).toBe(200);
    expect(await before.text()).toContain("Two-factor authentication is off for your account.");

    const { secret } = await startSetup(cookie);
    const on = await post("/account/security", cookie, { intent: "confirm", code: totpCode(secret) });
    const after = await server.request("/admin", { cookie: nextCookies(cookie, on) });
    expect(after.status).toBe(200);
    expect(await after.text()).not.toContain("Two-factor authentication is off for your account.");
  });
});
