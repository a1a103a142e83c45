import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import Provider from "oidc-provider";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authAccounts, authUsers, smsOutbox } from "../../app/db/schema";
import { deliverDueSms } from "../../app/features/auth/phone/phone.server";
import {
  BROWSER_UA,
  cookiesFrom,
  form,
  resetRateLimits,
  signUp,
  signUpAdmin,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "./harness";

/**
 * "Sign in with …" against a real OpenID provider (oidc-provider) and
 * texted codes through a Twilio-compatible stand-in, both started here,
 * through the built server over HTTP.
 */

const CLIENT = { id: "rerouted-test", secret: "oidc-test-client-secret-0123456789" };
const SMS = { sid: "ACtest0123", token: "sms-auth-token", from: "+15550001111" };

let server: TestServer;
let idp: Server;
let idpProvider: Provider | undefined;
let issuer: string;
let sms: Server;
const texts: { to: string; from: string; body: string; auth: string | undefined; path: string }[] = [];
/** The identities the provider knows (subject -> claims), and the one its next sign-in picks. */
const identities = new Map<string, { email: string; email_verified: boolean; name: string }>();
let signsInAs = "";

async function listen(handler: Parameters<typeof createServer>[1]): Promise<[Server, number]> {
  const listening = createServer(handler);
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  return [listening, (listening.address() as AddressInfo).port];
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

/** The provider's login and consent step, answered at once as `signsInAs` with every scope asked for. */
async function interact(req: IncomingMessage, res: Parameters<Provider["interactionFinished"]>[1]) {
  const provider = idpProvider!;
  const details = await provider.interactionDetails(req, res);
  const grant = new provider.Grant({ accountId: signsInAs, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: signsInAs }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

beforeAll(async () => {
  let idpPort: number;
  [idp, idpPort] = await listen((req, res) => {
    if (!idpProvider) return void res.writeHead(503).end();
    if (req.url?.startsWith("/interaction/")) return void interact(req, res);
    return idpProvider.callback()(req, res);
  });
  issuer = `http://localhost:${idpPort}`;
  let smsPort: number;
  [sms, smsPort] = await listen((req, res) => {
    void readBody(req).then((body) => {
      const fields = new URLSearchParams(body);
      texts.push({
        to: fields.get("To") ?? "",
        from: fields.get("From") ?? "",
        body: fields.get("Body") ?? "",
        auth: req.headers.authorization,
        path: req.url ?? "",
      });
      res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ sid: `SM${texts.length}` }));
    });
  });
  server = await startTestServer({
    ADMIN_EMAILS: "owner@example.com",
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT.id,
    OIDC_CLIENT_SECRET: CLIENT.secret,
    OIDC_NAME: "Test ID",
    SMS_URL: `http://${SMS.sid}:${SMS.token}@127.0.0.1:${smsPort}`,
    SMS_FROM: SMS.from,
  });
  // The provider is made once the server's address (its redirect URI) is known; until then it answers 503.
  idpProvider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [`${server.baseUrl}/auth/callback/oidc`],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...identities.get(sub) }) }),
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ["oidc-test-cookie-key"] },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => idp?.close(resolve));
  await new Promise((resolve) => sms?.close(resolve));
});

beforeEach(async () => {
  await resetRateLimits(server);
});

/** A browser's cookies, per host (the server and the provider are different sites). */
class Browser {
  private jars = new Map<string, Map<string, string>>();

  cookieFor(url: URL): string {
    return [...(this.jars.get(url.host)?.values() ?? [])].join("; ");
  }

  keep(url: URL, response: Response) {
    const jar = this.jars.get(url.host) ?? new Map<string, string>();
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(";")[0]!;
      const name = pair.slice(0, pair.indexOf("="));
      if (pair.endsWith("=") || /;\s*max-age=0\b/i.test(header) || /expires=Thu, 01 Jan 1970/i.test(header))
        jar.delete(name);
      else jar.set(name, pair);
    }
    this.jars.set(url.host, jar);
  }

  /** The server's cookies, for server.request. */
  get session(): string {
    return this.cookieFor(new URL(server.baseUrl));
  }

  /**
   * Sends a request and follows redirects across both sites, as a browser
   * does, until the server answers with a page of its own (not /auth/…):
   * that page's address is returned, unfetched.
   */
  async go(path: string, init: { method?: string; body?: URLSearchParams } = {}): Promise<URL> {
    let url = new URL(path, server.baseUrl);
    let method = init.method ?? "GET";
    let body: URLSearchParams | undefined = init.body;
    for (let hop = 0; hop < 20; hop++) {
      const headers = new Headers({ "user-agent": BROWSER_UA, cookie: this.cookieFor(url) });
      if (method === "POST") headers.set("origin", url.origin);
      const response = await fetch(url, { method, body, headers, redirect: "manual" });
      this.keep(url, response);
      const location = response.headers.get("location");
      if (!location) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
      await response.body?.cancel();
      url = new URL(location, url);
      method = "GET";
      body = undefined;
      if (url.origin === server.baseUrl && !url.pathname.startsWith("/auth/")) return url;
    }
    throw new Error("too many redirects");
  }
}

function providerKnows(sub: string, email: string, verified: boolean) {
  identities.set(sub, { email, email_verified: verified, name: "Pat Example" });
}

async function signInWithProvider(browser: Browser, sub: string): Promise<URL> {
  signsInAs = sub;
  return browser.go("/auth/social/oidc", { method: "POST", body: form({ redirectTo: "/dashboard" }) });
}

async function userOf(email: string) {
  const [user] = await server.services.db.select().from(authUsers).where(eq(authUsers.email, email));
  return user;
}

async function providersOf(email: string): Promise<string[]> {
  const user = await userOf(email);
  if (!user) return [];
  const rows = await server.services.db
    .select({ providerId: authAccounts.providerId })
    .from(authAccounts)
    .where(eq(authAccounts.userId, user.id));
  return rows.map((row) => row.providerId).sort();
}

/** The account row of a provider identity (what unlinking names). */
async function identityRow(sub: string): Promise<string> {
  const [row] = await server.services.db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(and(eq(authAccounts.providerId, "oidc"), eq(authAccounts.accountId, sub)));
  return row!.id;
}

async function whoIsSignedIn(cookie: string): Promise<string | null> {
  const session = await server.services.auth.api.getSession({ headers: new Headers({ cookie }) });
  return session?.user.email ?? null;
}

/** A member with a password and a verified address, signed in: the browser holding the session. */
async function verifiedMember(email: string): Promise<Browser> {
  await signUp(server, { email });
  await server.services.db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, email));
  const browser = new Browser();
  const landed = await browser.go("/login", { method: "POST", body: form({ email, password: TEST_PASSWORD }) });
  expect(landed.pathname).toBe("/dashboard");
  return browser;
}

/** A member who signed up with the provider (no password to re-enter: quicker than verifiedMember). */
async function providerMember(sub: string, email: string): Promise<Browser> {
  providerKnows(sub, email, true);
  const browser = new Browser();
  expect((await signInWithProvider(browser, sub)).pathname).toBe("/dashboard");
  return browser;
}

describe("sign in with an OpenID provider", () => {
  it("shows a button for the configured provider only", async () => {
    const html = await (await server.request("/login")).text();
    expect(html).toContain("Continue with Test ID");
    expect(html).not.toContain("Continue with Google");
  });

  it("creates an account for a new verified email and signs it in", async () => {
    providerKnows("new-person", "new.person@example.com", true);
    const browser = new Browser();
    const landed = await signInWithProvider(browser, "new-person");
    expect(landed.pathname).toBe("/dashboard");
    expect(await whoIsSignedIn(browser.session)).toBe("new.person@example.com");
    expect((await userOf("new.person@example.com"))?.emailVerified).toBe(true);
    expect(await providersOf("new.person@example.com")).toEqual(["oidc"]);
    // An account made by a provider has no profile row: its pages still open.
    for (const page of ["/dashboard", "/account/security"]) {
      expect((await server.request(page, { cookie: browser.session })).status, page).toBe(200);
    }
  });

  it("signs into the existing account with the same verified email", async () => {
    await verifiedMember("existing@example.com");
    const before = await userOf("existing@example.com");
    providerKnows("existing-at-idp", "existing@example.com", true);
    const browser = new Browser();
    expect((await signInWithProvider(browser, "existing-at-idp")).pathname).toBe("/dashboard");
    expect(await whoIsSignedIn(browser.session)).toBe("existing@example.com");
    expect((await userOf("existing@example.com"))?.id).toBe(before?.id);
    expect(await providersOf("existing@example.com")).toEqual(["credential", "oidc"]);
  });

  it("never lets an unverified provider email take over an existing account", async () => {
    await verifiedMember("victim@example.com");
    providerKnows("attacker", "victim@example.com", false);
    const browser = new Browser();
    const landed = await signInWithProvider(browser, "attacker");
    expect(landed.pathname).toBe("/login");
    expect(landed.searchParams.get("error")).toBe("account_not_linked");
    expect(await whoIsSignedIn(browser.session)).toBeNull();
    expect(await providersOf("victim@example.com")).toEqual(["credential"]);
    const page = await (await server.request(`${landed.pathname}${landed.search}`)).text();
    expect(page).toContain("An account with this email already exists");
  });

  it("links an identity from the account page, refuses it to a second account, and keeps the last way in", async () => {
    const first = await verifiedMember("first@example.com");
    providerKnows("shared-id", "first.elsewhere@example.com", true);
    signsInAs = "shared-id";
    const linked = await first.go("/account/identities", {
      method: "POST",
      body: form({ intent: "link", provider: "oidc" }),
    });
    expect(linked.pathname).toBe("/account/security");
    expect(linked.searchParams.get("error")).toBeNull();
    expect(await providersOf("first@example.com")).toEqual(["credential", "oidc"]);

    const second = await verifiedMember("second@example.com");
    const refused = await second.go("/account/identities", {
      method: "POST",
      body: form({ intent: "link", provider: "oidc" }),
    });
    expect(refused.searchParams.get("error")).toBe("account_already_linked_to_different_user");
    expect(await providersOf("second@example.com")).toEqual(["credential"]);

    // Another member cannot remove the first one's identity by naming it.
    const unlinkFields = { intent: "unlink", identity: await identityRow("shared-id") };
    const foreign = await server.request("/account/identities", {
      method: "POST",
      cookie: second.session,
      body: form(unlinkFields),
    });
    expect(foreign.headers.get("location")).not.toBe("/account/security?identities=removed");
    expect(await providersOf("first@example.com")).toEqual(["credential", "oidc"]);

    // The owner can: the password remains.
    const removed = await server.request("/account/identities", {
      method: "POST",
      cookie: first.session,
      body: form(unlinkFields),
    });
    expect(removed.headers.get("location")).toBe("/account/security?identities=removed");
    expect(await providersOf("first@example.com")).toEqual(["credential"]);

    // A provider-only account cannot remove its only way in.
    providerKnows("only-way", "only.way@example.com", true);
    const solo = new Browser();
    await signInWithProvider(solo, "only-way");
    const last = await server.request("/account/identities", {
      method: "POST",
      cookie: solo.session,
      body: form({ intent: "unlink", identity: await identityRow("only-way") }),
    });
    expect(last.headers.get("location")).toBe("/account/security?identities=last-method");
    expect(await providersOf("only.way@example.com")).toEqual(["oidc"]);
    const page = await (
      await server.request("/account/security?identities=last-method", { cookie: solo.session })
    ).text();
    expect(page).toContain("That is your only way to sign in, so it cannot be removed.");
  });

  it("answers unknown providers 404 and a callback without its state with the sign-in page", async () => {
    expect((await server.request("/auth/social/google", { method: "POST", body: form({}) })).status).toBe(404);
    expect((await server.request("/auth/callback/google?code=x&state=y")).status).toBe(404);
    const stateless = await server.request("/auth/callback/oidc?code=x");
    expect(stateless.status).toBe(302);
    expect(stateless.headers.get("location")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/login\?error=state_not_found$/);
    // Anonymous visitors cannot link or unlink anything.
    const anonymous = await server.request("/account/identities", {
      method: "POST",
      body: form({ intent: "link", provider: "oidc" }),
    });
    expect(anonymous.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("sign-in codes by text", () => {
  const lastCode = (to: string) => {
    const text = texts.findLast((sent) => sent.to === to);
    return /code is (\d{6})/.exec(text?.body ?? "")?.[1];
  };

  it("verifies a phone with a texted code, then asks for a texted code at sign-in", async () => {
    const member = await verifiedMember("texter@example.com");
    const phone = "+447700900123";
    const sent = await server.request("/account/phone", {
      method: "POST",
      cookie: member.session,
      body: form({ intent: "send", phone: "+44 7700 900123", password: TEST_PASSWORD }),
    });
    expect(sent.status).toBe(302);
    await deliverDueSms(server.services);
    const text = texts.findLast((t) => t.to === phone)!;
    expect(text.from).toBe(SMS.from);
    expect(text.path).toBe(`/2010-04-01/Accounts/${SMS.sid}/Messages.json`);
    expect(text.auth).toBe(`Basic ${Buffer.from(`${SMS.sid}:${SMS.token}`).toString("base64")}`);
    const code = lastCode(phone)!;

    const wrong = await server.request("/account/phone", {
      method: "POST",
      cookie: member.session,
      body: form({ intent: "confirm", code: code === "000000" ? "111111" : "000000" }),
    });
    expect(wrong.status).toBe(400);
    expect((await userOf("texter@example.com"))?.twoFactorEnabled).toBe(false);
    const right = await server.request("/account/phone", {
      method: "POST",
      cookie: member.session,
      body: form({ intent: "confirm", code }),
    });
    expect(right.headers.get("location")).toBe("/account/security");
    expect((await userOf("texter@example.com"))?.twoFactorEnabled).toBe(true);

    // The password alone now leads to the texted code.
    const password = await server.request("/login", {
      method: "POST",
      body: form({ email: "texter@example.com", password: TEST_PASSWORD }),
    });
    expect(password.headers.get("location")).toBe("/login/phone-code?redirectTo=%2Fdashboard");
    const challenge = cookiesFrom(password);
    expect(await whoIsSignedIn(challenge)).toBeNull();
    const asked = await server.request("/login/phone-code", {
      method: "POST",
      cookie: challenge,
      body: form({ intent: "send" }),
    });
    expect(asked.status).toBe(200);
    await deliverDueSms(server.services);
    const signInCode = lastCode(phone)!;
    expect(signInCode).not.toBe(code);
    const verified = await server.request("/login/phone-code", {
      method: "POST",
      cookie: challenge,
      body: form({ code: signInCode, redirectTo: "/dashboard" }),
    });
    expect(verified.headers.get("location")).toBe("/dashboard");
    expect(await whoIsSignedIn(cookiesFrom(verified))).toBe("texter@example.com");

    // The provider's sign-in into the same account asks for the texted code too.
    providerKnows("sub-texter", "texter@example.com", true);
    const viaProvider = new Browser();
    const landed = await signInWithProvider(viaProvider, "sub-texter");
    expect(`${landed.pathname}${landed.search}`).toBe("/login/phone-code?redirectTo=%2Fdashboard");
    expect(await whoIsSignedIn(viaProvider.session)).toBeNull();
  });

  it("limits texts per number and per client with a 429", async () => {
    const member = await providerMember("limited", "limited@example.com");
    const send = () =>
      server.request("/account/phone", {
        method: "POST",
        cookie: member.session,
        body: form({ intent: "send", phone: "+447700900456" }),
      });
    for (let n = 0; n < 5; n++) expect((await send()).status).toBe(302);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const queued = await server.services.db.select().from(smsOutbox).where(eq(smsOutbox.to, "+447700900456"));
    expect(queued).toHaveLength(5);

    // Ten codes an hour from one client at the sign-in step, whatever the number.
    await resetRateLimits(server);
    const ask = () => server.request("/login/phone-code", { method: "POST", body: form({ intent: "send" }) });
    for (let n = 0; n < 10; n++) expect((await ask()).status).not.toBe(429);
    expect((await ask()).status).toBe(429);
  });

  it("refuses bad input with a 4xx and writes nothing", async () => {
    const member = await verifiedMember("careful@example.com");
    const post = (fields: Record<string, string>) =>
      server.request("/account/phone", { method: "POST", cookie: member.session, body: form(fields) });
    expect((await post({ intent: "send", phone: "not a number", password: TEST_PASSWORD })).status).toBe(400);
    expect((await post({ intent: "send", phone: "+447700900789", password: "wrong-password" })).status).toBe(400);
    expect((await post({ intent: "confirm", code: "123456" })).status).toBe(409);
    expect((await post({ intent: "nonsense" })).status).toBe(400);
    const queued = await server.services.db.select().from(smsOutbox).where(eq(smsOutbox.to, "+447700900789"));
    expect(queued).toHaveLength(0);
  });

  it("keeps the new pages to their people", async () => {
    // Anonymous: the account pages send to sign in; the code page without a challenge cannot send anything.
    expect((await server.request("/account/phone")).headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    const noChallenge = await server.request("/login/phone-code", { method: "POST", body: form({ code: "123456" }) });
    expect(noChallenge.status).toBe(401);
    // A customer sees their own phone only; another customer's page shows none.
    const customer = await providerMember("matrix-one", "matrix.one@example.com");
    await server.request("/account/phone", {
      method: "POST",
      cookie: customer.session,
      body: form({ intent: "send", phone: "+447700900999" }),
    });
    const own = await (await server.request("/account/phone", { cookie: customer.session })).text();
    expect(own).toContain("+44 ••• 99");
    const other = await providerMember("matrix-two", "matrix.two@example.com");
    const theirs = await (await server.request("/account/phone", { cookie: other.session })).text();
    expect(theirs).not.toContain("+44 ••• 99");
    expect(theirs).toContain("Add your phone");
    // An admin has the same page for their own account; signed in, the code page goes to the library.
    const admin = await signUpAdmin(server, "owner@example.com");
    expect((await server.request("/account/phone", { cookie: admin })).status).toBe(200);
    expect((await server.request("/login/phone-code", { cookie: admin })).headers.get("location")).toBe("/dashboard");
  });
});
