import type { BetterAuthOptions } from "better-auth";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Config } from "~/config.server";
import { localRedirect, safeRedirect } from "~/lib/safe-redirect";
import type { Services } from "~/services.server";
import { failure, type AuthResult } from "../sign-in.server";
import { secondFactorPath } from "../two-factor";
import type { SignInMethodsView } from "./components/linked-identities";
import { callbackPath, discoveryUrl, providerButtons, type SignInProvider, type SignInProviderId } from "./providers";

/**
 * Better Auth's part of "Sign in with …": Google and Apple through its own
 * providers, any other OpenID Connect provider through the generic plugin
 * (its discovery document gives the endpoints and the keys that sign its
 * id_tokens). Every provider returns to our /auth/callback/:id route.
 *
 * Linking by email is what keeps a provider from taking an account over:
 * a sign-in joins the existing account with the same address only when
 * the provider says it verified the address AND the account's own address
 * is verified (Better Auth's requireLocalEmailVerified, on by default).
 * From the account page, an identity whose address differs may be linked
 * (the session proves the account, the provider the identity); one that is
 * already linked to another account never is.
 */
export function socialAuthOptions(config: Pick<Config, "baseUrl" | "signInProviders">) {
  const redirectURI = (id: SignInProviderId) => `${config.baseUrl}${callbackPath(id)}`;
  const byId = (id: SignInProviderId) => config.signInProviders.find((provider) => provider.id === id);
  const credentials = (provider: SignInProvider) => ({
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    redirectURI: redirectURI(provider.id),
  });
  const google = byId("google");
  const apple = byId("apple");
  const oidc = byId("oidc");
  const socialProviders: BetterAuthOptions["socialProviders"] = {
    ...(google ? { google: credentials(google) } : {}),
    ...(apple ? { apple: credentials(apple) } : {}),
  };
  const plugins = oidc?.issuer
    ? [
        genericOAuth({
          config: [
            {
              providerId: "oidc",
              name: oidc.name,
              discoveryUrl: discoveryUrl(oidc.issuer),
              scopes: ["openid", "email", "profile"],
              pkce: true,
              requireIdTokenVerification: true,
              ...credentials(oidc),
            },
          ],
        }),
      ]
    : [];
  return {
    socialProviders,
    plugins,
    account: { accountLinking: { enabled: true, allowDifferentEmails: true } },
    // A failure Better Auth cannot send to the page that asked lands on the sign-in page, never its unmounted /api/auth/error.
    onAPIError: { errorURL: `${config.baseUrl}/login` },
  } satisfies Partial<BetterAuthOptions>;
}

/** Redirects the browser to the provider, with the state cookie Better Auth set. */
export async function startSocialSignIn(
  services: Services,
  request: Request,
  provider: SignInProviderId,
  redirectTo: string | undefined,
): Promise<(AuthResult & { ok: false }) | { ok: true; response: Response }> {
  try {
    const { headers, response } = await services.auth.api.signInSocial({
      body: { provider, callbackURL: safeRedirect(redirectTo, "/dashboard"), errorCallbackURL: "/login" },
      headers: request.headers,
      returnHeaders: true,
    });
    if (!response.url) throw new Error("social sign-in returned no authorization URL");
    return { ok: true, response: providerRedirect(response.url, headers) };
  } catch (error) {
    return failure(error, services);
  }
}

/** The signed-in member connects another identity: off to the provider, back to the account page. */
export async function startLinking(
  services: Services,
  request: Request,
  provider: SignInProviderId,
): Promise<(AuthResult & { ok: false }) | { ok: true; response: Response }> {
  try {
    const { headers, response } = await services.auth.api.linkSocialAccount({
      body: { provider, callbackURL: "/account/security", errorCallbackURL: "/account/security" },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, response: providerRedirect(response.url, headers) };
  } catch (error) {
    return failure(error, services);
  }
}

function providerRedirect(url: string, source: Headers): Response {
  const headers = new Headers({ Location: url });
  for (const cookie of source.getSetCookie()) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
}

/**
 * The provider's answer: Better Auth checks the state, exchanges the code,
 * verifies the id_token against the provider's keys, then signs in, signs
 * up or links, and redirects (with the session cookie) or names the error.
 */
export async function finishSocialSignIn(
  services: Services,
  request: Request,
  provider: SignInProviderId,
  query: URLSearchParams,
): Promise<Response> {
  try {
    const response = await services.auth.api.callbackOAuth({
      params: { id: provider },
      query: Object.fromEntries(query),
      headers: request.headers,
      method: "GET",
      asResponse: true,
    });
    return (await secondFactorStep(services, response)) ?? response;
  } catch (error) {
    services.log.error("social sign-in callback failed", { error: (error as Error).message });
    return localRedirect("/login?error=callback_failed");
  }
}

/**
 * The callback's answer when the member has two-factor on
 * (provider-second-factor.server.ts): Better Auth's challenge, JSON naming
 * the methods with the challenge cookie and no session, in place of its
 * redirect. The browser goes on to the code page, then where it was headed.
 */
async function secondFactorStep(services: Services, response: Response): Promise<Response | null> {
  if (!response.headers.get("content-type")?.includes("application/json")) return null;
  const challenge = (await response
    .clone()
    .json()
    .catch(() => null)) as { twoFactorRedirect?: boolean; twoFactorMethods?: string[] } | null;
  if (challenge?.twoFactorRedirect !== true) return null;
  const site = new URL(services.config.baseUrl);
  const headed = new URL(response.headers.get("location") ?? "/dashboard", site);
  const next = new URLSearchParams({
    redirectTo:
      headed.origin === site.origin ? safeRedirect(`${headed.pathname}${headed.search}`, "/dashboard") : "/dashboard",
  });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return localRedirect(`${secondFactorPath(challenge.twoFactorMethods ?? [])}?${next}`, { headers });
}

interface LinkedIdentity {
  /** The account row's id: what unlinking names. */
  id: string;
  providerId: string;
}

/** The member's ways to sign in: "credential" (a password) and each provider identity. */
async function listSignInMethods(services: Services, request: Request): Promise<LinkedIdentity[]> {
  const accounts = await services.auth.api.listUserAccounts({ headers: request.headers });
  return accounts.map(({ id, providerId }) => ({ id, providerId }));
}

/** Better Auth refuses to remove the last way to sign in (FAILED_TO_UNLINK_LAST_ACCOUNT). */
export async function unlinkIdentity(services: Services, request: Request, identityId: string): Promise<AuthResult> {
  try {
    // Better Auth looks the id up among the session's own accounts only: another member's is "not found".
    await services.auth.api.unlinkAccount({ body: { accountId: identityId }, headers: request.headers });
    return { ok: true, headers: new Headers() };
  } catch (error) {
    return failure(error, services);
  }
}

/** What /account/security shows: the configured providers and which are connected. */
export async function signInMethodsView(services: Services, request: Request): Promise<SignInMethodsView> {
  const providers = services.config.signInProviders;
  if (providers.length === 0) return { hasPassword: false, providers: [] };
  const methods = await listSignInMethods(services, request);
  return {
    hasPassword: methods.some((method) => method.providerId === "credential"),
    providers: providerButtons(providers).map((provider) => ({
      ...provider,
      identityId: methods.find((method) => method.providerId === provider.id)?.id ?? null,
    })),
  };
}
