import { createHash } from "node:crypto";
import { isOAuthScope, type OAuthScope } from "./scopes";

/** How long each credential lives. Codes are redeemed by the client's server within seconds. */
export const OAUTH_LIFETIMES = {
  codeSeconds: 60,
  accessTokenSeconds: 60 * 60,
  idTokenSeconds: 60 * 60,
  refreshTokenSeconds: 30 * 24 * 60 * 60,
} as const;

/** Signing keys: a new one every 90 days; a replaced key stays published 7 days for tokens it signed. */
const KEY_ROTATION = { maxAgeDays: 90, publishedAfterRetirementDays: 7 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the key in use is old enough to be replaced (or there is none). */
export function signingKeyDue(active: { createdAt: Date } | undefined, now: Date): boolean {
  return !active || now.getTime() - active.createdAt.getTime() >= KEY_ROTATION.maxAgeDays * DAY_MS;
}

/** Whether a key still belongs in the JWKS: in use, or replaced less than a week ago. */
export function keyPublished(key: { retiredAt: Date | null }, now: Date): boolean {
  return (
    key.retiredAt === null ||
    now.getTime() - key.retiredAt.getTime() < KEY_ROTATION.publishedAfterRetirementDays * DAY_MS
  );
}

/** RFC 7636 S256: BASE64URL(SHA256(verifier)) must equal the challenge sent with the authorization request. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  // A verifier is 43 to 128 characters of the unreserved set (RFC 7636 section 4.1).
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  return createHash("sha256").update(verifier).digest("base64url") === challenge;
}

/** A product's slug in the `entitlements` claim: its name, lower-cased, words joined by hyphens. */
export function productSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export interface RegisteredClient {
  id: string;
  name: string;
  redirectUris: string[];
  scopes: string[];
}

/** The parameters of an authorization request this provider reads. */
export interface AuthorizeParams {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  scope?: string;
  state?: string;
  nonce?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  prompt?: string;
}

export type AuthorizeCheck =
  /** The client or its redirect URI is unknown: shown on our page, never sent anywhere (RFC 6749 4.1.2.1). */
  | { kind: "refuse"; message: string }
  /** Told to the client at its registered redirect URI. */
  | { kind: "error"; redirectUri: string; error: string; description: string; state?: string }
  | {
      kind: "ok";
      client: RegisteredClient;
      redirectUri: string;
      scopes: OAuthScope[];
      state?: string;
      nonce?: string;
      codeChallenge: string;
    };

const MAX_PARAM = 512;

/**
 * Checks an authorization request against the registered client: exact
 * redirect URI, response_type=code, PKCE with S256 (OAuth 2.1 makes it
 * required), and only scopes the client is registered for.
 */
export function checkAuthorizeRequest(params: AuthorizeParams, client: RegisteredClient | undefined): AuthorizeCheck {
  if (!client) return { kind: "refuse", message: "This application is not registered with Rerouted." };
  const redirectUri = params.redirect_uri;
  if (!redirectUri || !client.redirectUris.includes(redirectUri)) {
    return { kind: "refuse", message: "This application asked to send you to an address it has not registered." };
  }
  const state = params.state && params.state.length <= MAX_PARAM ? params.state : undefined;
  const fail = (error: string, description: string): AuthorizeCheck => ({
    kind: "error",
    redirectUri,
    error,
    description,
    state,
  });
  if ((params.state ?? "").length > MAX_PARAM) return fail("invalid_request", "state is too long");
  if (params.response_type !== "code") return fail("unsupported_response_type", "response_type must be code");
  const challenge = params.code_challenge;
  if (!challenge) return fail("invalid_request", "code_challenge is required (PKCE)");
  if (params.code_challenge_method !== "S256") return fail("invalid_request", "code_challenge_method must be S256");
  // BASE64URL of a SHA-256: 43 characters.
  if (!/^[A-Za-z0-9_-]{43}$/.test(challenge)) return fail("invalid_request", "code_challenge is malformed");
  if ((params.nonce ?? "").length > MAX_PARAM) return fail("invalid_request", "nonce is too long");
  if (params.prompt === "none") return fail("consent_required", "prompt=none is not supported");
  const requested = [...new Set((params.scope ?? "").split(" ").filter(Boolean))];
  if (requested.length === 0) return fail("invalid_scope", "scope is required");
  const refused = requested.filter((s) => !isOAuthScope(s) || !client.scopes.includes(s));
  if (refused.length > 0) return fail("invalid_scope", `not allowed: ${refused.join(" ")}`);
  return {
    kind: "ok",
    client,
    redirectUri,
    scopes: requested as OAuthScope[],
    state,
    nonce: params.nonce || undefined,
    codeChallenge: challenge,
  };
}

/** Whether an earlier approval covers every scope asked for now, so the consent page can be skipped. */
export function consentCovers(granted: readonly string[] | undefined, requested: readonly string[]): boolean {
  return granted !== undefined && requested.every((s) => granted.includes(s));
}

/** The client's redirect URI with the answer's parameters added, and `iss` (RFC 9207) against mix-up attacks. */
export function redirectWith(redirectUri: string, issuer: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  url.searchParams.set("iss", issuer);
  return url.href;
}

/**
 * A redirect URI the admin may register: an absolute https URL, or http on
 * a loopback host for a developer's machine; no fragment (RFC 6749 3.1.2).
 * Returns the reason it is refused, or null.
 */
export function redirectUriProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not a full address (https://...)`;
  }
  if (url.hash || value.includes("#")) return `"${value}" may not contain a # fragment`;
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol === "https:" || (url.protocol === "http:" && loopback)) return null;
  return `"${value}" must use https (http only for localhost)`;
}
