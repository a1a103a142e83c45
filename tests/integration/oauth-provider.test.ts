import * as oidc from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../app/db/schema";
import { loadPage, pageText, signUp, signUpAdmin, startTestServer, submitForm, type TestServer } from "./harness";

/**
 * "Sign in with Rerouted" end to end: openid-client (the AI platform's
 * side) against the real server, a member's browser as plain HTTP with
 * cookies, and the admin registering the client in the admin tab.
 */

const REDIRECT_URI = "http://localhost:4000/callback";
const SCOPE = "openid email profile entitlements";

let server: TestServer;
let owner: string;
let member: { cookie: string; userId: string };
let stranger: string;
let registered: { clientId: string; clientSecret: string };
let platform: oidc.Configuration;

async function register(name: string, cookie: string) {
  const tab = await loadPage(server, "/admin?tab=clients", cookie);
  const answer = await submitForm(
    server,
    tab,
    "Add client",
    { "Application name": name, "Redirect URIs (one per line)": REDIRECT_URI },
    cookie,
  );
  expect(answer.status, answer.headers.get("location") ?? "").toBe(200);
  const text = pageText(await answer.text());
  const clientId = /Client ID\s*([0-9a-f]{32})/.exec(text)?.[1];
  const clientSecret = /Client secret\s*([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!clientId || !clientSecret) throw new Error(`no credentials shown: ${text}`);
  return { clientId, clientSecret };
}

function configFor(client: { clientId: string; clientSecret: string }) {
  return oidc.discovery(new URL(server.baseUrl), client.clientId, client.clientSecret, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
}

/** The platform's authorization request: its URL, and what it keeps to check the answer. */
async function authorizationRequest(config = platform, extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ...extra,
  });
  return { url, path: `${url.pathname}${url.search}`, verifier, state, nonce };
}

/** The member answers the consent page; returns where the browser is sent. */
async function answer(path: string, button: "Approve" | "Deny", cookie = member.cookie): Promise<URL> {
  const page = await loadPage(server, path, cookie);
  const response = await submitForm(server, page, button, {}, cookie);
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!);
}

/** A code for the platform: the member approves, or is sent straight back when they approved before. */
async function approvedCode() {
  const request = await authorizationRequest();
  const first = await server.request(request.path, { cookie: member.cookie });
  const callback =
    first.status === 302 ? new URL(first.headers.get("location")!) : await answer(request.path, "Approve");
  expect(callback.searchParams.get("code")).toBeTruthy();
  return { ...request, callback };
}

function redeem(request: { verifier: string; state: string; nonce: string; callback: URL }, config = platform) {
  return oidc.authorizationCodeGrant(config, request.callback, {
    pkceCodeVerifier: request.verifier,
    expectedState: request.state,
    expectedNonce: request.nonce,
  });
}

/** Posts to the token endpoint as a client would, for the cases openid-client will not make. */
function tokenRequest(fields: Record<string, string>, client = registered) {
  return fetch(`${server.baseUrl}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_id: client.clientId, client_secret: client.clientSecret, ...fields }),
  });
}

const consentsOf = (userId: string) =>
  server.services.db.query.oauthConsents.findMany({ where: (c, { eq }) => eq(c.userId, userId) });

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com" });
  owner = await signUpAdmin(server, "owner@example.com");
  const signedUp = await signUp(server, { email: "buyer@example.com", firstName: "Bea", lastName: "Buyer" });
  const user = await server.services.db.query.authUsers.findFirst({
    where: (u, { eq }) => eq(u.email, "buyer@example.com"),
  });
  member = { cookie: signedUp.cookie, userId: user!.id };
  stranger = (await signUp(server, { email: "other@example.com" })).cookie;
  // The buyer holds the AI suite (an active grant) and once held another product (revoked).
  const [suite, old] = await server.services.db
    .insert(schema.products)
    .values([{ name: "AI Clarity Suite" }, { name: "Old Course" }])
    .returning();
  await server.services.db.insert(schema.productAccess).values([
    { userId: member.userId, productId: suite!.id },
    { userId: member.userId, productId: old!.id, isActive: false },
  ]);
  registered = await register("AI Clarity Platform", owner);
  platform = await configFor(registered);
  // The platform checks every ID token's signature against the JWKS (not only the TLS channel's word).
  oidc.enableNonRepudiationChecks(platform);
}, 120_000);

afterAll(() => server?.close());

describe("Sign in with Rerouted", () => {
  it("publishes its configuration and keys", async () => {
    const metadata = platform.serverMetadata();
    expect(metadata.issuer).toBe(server.baseUrl);
    expect(metadata.code_challenge_methods_supported).toEqual(["S256"]);
    expect(metadata.scopes_supported).toContain("entitlements");
    const jwks = (await (await fetch(`${server.baseUrl}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys).toHaveLength(1);
  });

  it("signs the member in: consent approved, code, tokens, ID token verified against the JWKS, entitlements", async () => {
    const request = await authorizationRequest();
    // A visitor not signed in signs in first and comes back to the same request.
    const anonymous = await server.request(request.path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(request.path)}`);

    const consent = pageText((await loadPage(server, request.path, member.cookie)).html);
    expect(consent).toContain("Sign in to AI Clarity Platform");
    expect(consent).toContain("Which Rerouted products you own");
    expect(consent).toContain("Your email address");

    const callback = await answer(request.path, "Approve");
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    const tokens = await redeem({ ...request, callback });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: server.baseUrl,
      aud: registered.clientId,
      sub: member.userId,
      email: "buyer@example.com",
      name: "Bea Buyer",
      entitlements: ["ai-clarity-suite"],
    });
    const info = await oidc.fetchUserInfo(platform, tokens.access_token, member.userId);
    expect(info.entitlements).toEqual(["ai-clarity-suite"]);

    // Refresh: new tokens; the spent refresh token is refused afterwards.
    const refreshed = await oidc.refreshTokenGrant(platform, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    await expect(oidc.refreshTokenGrant(platform, tokens.refresh_token!)).rejects.toMatchObject({
      error: "invalid_grant",
    });

    // Approved once, the next sign-in goes straight back to the platform.
    const again = await authorizationRequest();
    const direct = await server.request(again.path, { cookie: member.cookie });
    expect(direct.status).toBe(302);
    expect(new URL(direct.headers.get("location")!).searchParams.get("code")).toBeTruthy();
  });

  it("answers access_denied when the member denies", async () => {
    const request = await authorizationRequest(platform, { prompt: "consent" });
    const callback = await answer(request.path, "Deny", stranger);
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("state")).toBe(request.state);
    expect(callback.searchParams.get("code")).toBeNull();
    await expect(redeem({ ...request, callback })).rejects.toMatchObject({ error: "access_denied" });
  });

  it("never sends a member to a redirect URI the client did not register", async () => {
    const request = await authorizationRequest();
    const forged = new URL(request.url);
    forged.searchParams.set("redirect_uri", "https://attacker.example/callback");
    const shown = await server.request(`${forged.pathname}${forged.search}`, { cookie: member.cookie });
    expect(shown.status).toBe(400);
    expect(shown.headers.get("location")).toBeNull();
    expect(pageText(await shown.text())).toContain("has not registered");
    // Nor through the consent form's post.
    const page = await loadPage(server, request.path, stranger);
    const posted = await server.request("/oauth/authorize", {
      method: "POST",
      cookie: stranger,
      body: new URLSearchParams({
        ...Object.fromEntries(forged.searchParams),
        decision: "approve",
      }),
    });
    expect(page.html).toContain("Approve");
    expect(posted.status).toBe(400);
    expect(posted.headers.get("location")).toBeNull();
  });

  it("requires PKCE: no challenge is refused, a wrong verifier spends the code", async () => {
    const request = await authorizationRequest();
    const withoutPkce = new URL(request.url);
    withoutPkce.searchParams.delete("code_challenge");
    withoutPkce.searchParams.delete("code_challenge_method");
    const refused = await server.request(`${withoutPkce.pathname}${withoutPkce.search}`, { cookie: member.cookie });
    const location = new URL(refused.headers.get("location")!);
    expect(location.searchParams.get("error")).toBe("invalid_request");
    expect(location.searchParams.get("code")).toBeNull();

    const approved = await approvedCode();
    const code = approved.callback.searchParams.get("code")!;
    const noVerifier = await tokenRequest({ grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI });
    expect(noVerifier.status).toBe(400);
    const wrong = await redeem({ ...approved, verifier: oidc.randomPKCECodeVerifier() }).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ error: "invalid_grant" });
    await expect(redeem(approved)).rejects.toMatchObject({ error: "invalid_grant" });
  });

  it("refuses a replayed code and revokes what its first use gave", async () => {
    const approved = await approvedCode();
    const first = await redeem(approved);
    await expect(redeem(approved)).rejects.toMatchObject({ error: "invalid_grant" });
    await expect(oidc.refreshTokenGrant(platform, first.refresh_token!)).rejects.toMatchObject({
      error: "invalid_grant",
    });
    await expect(oidc.fetchUserInfo(platform, first.access_token, member.userId)).rejects.toBeTruthy();
  });

  it("redeems a code presented twice at once only once (a row lock, not a race)", async () => {
    const approved = await approvedCode();
    const fields = {
      grant_type: "authorization_code",
      code: approved.callback.searchParams.get("code")!,
      redirect_uri: REDIRECT_URI,
      code_verifier: approved.verifier,
    };
    const answers = await Promise.all([tokenRequest(fields), tokenRequest(fields)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it("refuses a code to another client, and a wrong client secret", async () => {
    const approved = await approvedCode();
    const other = await register("Other App", owner);
    const code = approved.callback.searchParams.get("code")!;
    const stolen = await tokenRequest(
      { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, code_verifier: approved.verifier },
      other,
    );
    expect(((await stolen.json()) as { error: string }).error).toBe("invalid_grant");
    const badSecret = await tokenRequest(
      { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, code_verifier: approved.verifier },
      { ...registered, clientSecret: "x".repeat(43) },
    );
    expect(badSecret.status).toBe(401);
  });

  it("lists the member's consents on /account/security; revoking one refuses its refresh token", async () => {
    const tokens = await redeem(await approvedCode());
    const [consent] = await consentsOf(member.userId);

    // Another customer neither sees nor revokes it; anonymous is sent to sign in.
    const theirs = await loadPage(server, "/account/security", stranger);
    expect(pageText(theirs.html)).not.toContain("AI Clarity Platform");
    const byStranger = await server.request("/account/connected-apps", {
      method: "POST",
      cookie: stranger,
      body: new URLSearchParams({ consentId: consent!.id }),
    });
    expect(byStranger.status).toBe(404);
    const byAnonymous = await server.request("/account/connected-apps", {
      method: "POST",
      body: new URLSearchParams({ consentId: consent!.id }),
    });
    expect(byAnonymous.headers.get("location")).toMatch(/^\/login/);
    expect(await consentsOf(member.userId)).toHaveLength(1);

    const page = await loadPage(server, "/account/security", member.cookie);
    expect(pageText(page.html)).toContain("AI Clarity Platform");
    const revoked = await submitForm(server, page, "Revoke access for AI Clarity Platform", {}, member.cookie);
    expect(revoked.status).toBe(302);
    expect(await consentsOf(member.userId)).toHaveLength(0);
    await expect(oidc.refreshTokenGrant(platform, tokens.refresh_token!)).rejects.toMatchObject({
      error: "invalid_grant",
    });
  });

  it("lets only admins manage clients", async () => {
    const fields = new URLSearchParams({
      intent: "create",
      name: "Sneaky",
      redirectUris: REDIRECT_URI,
      scopes: "openid",
    });
    for (const cookie of [undefined, member.cookie]) {
      const created = await server.request("/admin/oauth-clients", { method: "POST", cookie, body: fields });
      expect(created.status).toBe(302);
      expect(created.headers.get("location")).toMatch(/^\/login/);
      const tab = await server.request("/admin?tab=clients", { cookie });
      expect(tab.headers.get("location")).toMatch(/^\/login/);
    }
    expect(
      await server.services.db.query.oauthClients.findMany({ where: (c, { eq }) => eq(c.name, "Sneaky") }),
    ).toEqual([]);
    // A bad registration is a 400 that writes nothing.
    const bad = await server.request("/admin/oauth-clients", {
      method: "POST",
      cookie: owner,
      body: new URLSearchParams({
        intent: "create",
        name: "Bad",
        redirectUris: "http://evil.example/cb",
        scopes: "openid",
      }),
    });
    expect(bad.status).toBe(400);
    expect(await server.services.db.query.oauthClients.findMany({ where: (c, { eq }) => eq(c.name, "Bad") })).toEqual(
      [],
    );

    const tab = pageText((await loadPage(server, "/admin?tab=clients", owner)).html);
    expect(tab).toContain("AI Clarity Platform");
    expect(tab).not.toContain(registered.clientSecret);
  });

  it("answers bad token and UserInfo requests with a 4xx", async () => {
    expect((await fetch(`${server.baseUrl}/oauth/token`)).status).toBe(405);
    const json = await fetch(`${server.baseUrl}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(400);
    const garbled = await fetch(`${server.baseUrl}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: "Basic %%%" },
      body: "grant_type=refresh_token&refresh_token=x",
    });
    expect(garbled.status).toBe(401);
    expect((await tokenRequest({ grant_type: "password" })).status).toBe(400);
    expect((await fetch(`${server.baseUrl}/oauth/userinfo`)).status).toBe(401);
    const forged = await fetch(`${server.baseUrl}/oauth/userinfo`, { headers: { authorization: "Bearer forged" } });
    expect(forged.status).toBe(401);
  });

  it("deletes a client for admins only", async () => {
    const doomed = await register("Doomed App", owner);
    const fields = new URLSearchParams({ intent: "delete", clientId: doomed.clientId });
    const byMember = await server.request("/admin/oauth-clients", {
      method: "POST",
      cookie: member.cookie,
      body: fields,
    });
    expect(byMember.headers.get("location")).toMatch(/^\/login/);
    const deleted = await server.request("/admin/oauth-clients", { method: "POST", cookie: owner, body: fields });
    expect(deleted.headers.get("location")).toBe("/admin?tab=clients");
    expect(
      await server.services.db.query.oauthClients.findMany({ where: (c, { eq }) => eq(c.id, doomed.clientId) }),
    ).toEqual([]);
    const again = await server.request("/admin/oauth-clients", { method: "POST", cookie: owner, body: fields });
    expect(again.status).toBe(404);
  });

  it("rotates its signing key, keeping the old one published", async () => {
    const before = await redeem(await approvedCode());
    const tab = await loadPage(server, "/admin?tab=clients", owner);
    const rotated = await submitForm(server, tab, "Replace the signing key", {}, owner);
    expect(rotated.status).toBe(302);
    const jwks = (await (await fetch(`${server.baseUrl}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys).toHaveLength(2);
    // A client meeting the new key fetches the JWKS again (openid-client does once its copy is older than
    // its cooldown; a client starting now has none).
    const fresh = await configFor(registered);
    oidc.enableNonRepudiationChecks(fresh);
    const after = await redeem(await approvedCode(), fresh);
    const kid = (token: string) =>
      (JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString()) as { kid: string }).kid;
    expect(kid(after.id_token!)).not.toBe(kid(before.id_token!));
    expect(jwks.keys.map((k) => k.kid)).toEqual(expect.arrayContaining([kid(before.id_token!), kid(after.id_token!)]));
  });
});
