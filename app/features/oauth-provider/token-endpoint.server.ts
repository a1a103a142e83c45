import type { Services } from "~/services.server";
import { readForm } from "~/lib/security/read-body.server";
import { hitRateLimit } from "~/lib/security/rate-limit.server";
import { memberClaims } from "./claims.server";
import { authenticateClient } from "./clients.server";
import { redeemCode, refresh, type IssuedTokens } from "./grants.server";
import { signJwt } from "./keys.server";
import { OAUTH_LIFETIMES, pkceMatches } from "./rules";

const MAX_TOKEN_REQUEST_BYTES = 8 * 1024;
/** Token answers are credentials: never cached (RFC 6749 5.1). */
const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" };

function oauthError(status: number, error: string, description: string, headers: Record<string, string> = {}) {
  return Response.json({ error, error_description: description }, { status, headers: { ...NO_STORE, ...headers } });
}

/** client_secret_basic (RFC 6749 2.3.1: both parts form-encoded) or client_secret_post. */
function clientCredentials(request: Request, fields: Record<string, string>) {
  const header = request.headers.get("authorization");
  if (header?.toLowerCase().startsWith("basic ")) {
    const decoded = Buffer.from(header.slice(6).trim(), "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon < 0) return undefined;
    try {
      const id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, " "));
      const secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, " "));
      return { id, secret, basic: true };
    } catch {
      return undefined;
    }
  }
  if (fields.client_id && fields.client_secret) {
    return { id: fields.client_id, secret: fields.client_secret, basic: false };
  }
  return undefined;
}

/**
 * POST /oauth/token: the authorization_code grant (with the PKCE verifier)
 * and the refresh_token grant, for a client authenticated by its secret.
 * Answers RFC 6749 section 5's JSON, with an ID token when `openid` was
 * approved.
 */
export async function tokenEndpoint(request: Request, services: Services, clientIp: string): Promise<Response> {
  const { db, config } = services;
  const limited = await hitRateLimit(db, "oauthToken", clientIp);
  if (!limited.allowed) {
    return oauthError(429, "slow_down", "Too many requests", { "Retry-After": String(limited.retryAfterSeconds) });
  }
  const form = await readForm(request, MAX_TOKEN_REQUEST_BYTES);
  if (!form.ok) return oauthError(form.status === 413 ? 413 : 400, "invalid_request", form.error);
  const fields = form.fields;
  const credentials = clientCredentials(request, fields);
  const client = credentials && (await authenticateClient(db, credentials.id, credentials.secret));
  if (!client) {
    return oauthError(401, "invalid_client", "Client authentication failed", {
      "WWW-Authenticate": 'Basic realm="Rerouted"',
    });
  }
  let issued: { tokens: IssuedTokens; nonce?: string | null };
  if (fields.grant_type === "authorization_code") {
    const verifier = fields.code_verifier;
    if (!fields.code || !fields.redirect_uri)
      return oauthError(400, "invalid_request", "code and redirect_uri are required");
    if (!verifier) return oauthError(400, "invalid_request", "code_verifier is required (PKCE)");
    const result = await redeemCode(db, {
      code: fields.code,
      clientId: client.id,
      redirectUri: fields.redirect_uri,
      checkVerifier: (challenge) => pkceMatches(verifier, challenge),
    });
    if (!result.ok) return oauthError(400, "invalid_grant", result.reason);
    issued = result;
  } else if (fields.grant_type === "refresh_token") {
    if (!fields.refresh_token) return oauthError(400, "invalid_request", "refresh_token is required");
    const result = await refresh(db, { refreshToken: fields.refresh_token, clientId: client.id });
    if (!result.ok) return oauthError(400, "invalid_grant", result.reason);
    issued = result;
  } else {
    return oauthError(400, "unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
  }

  const { tokens } = issued;
  const body: Record<string, unknown> = {
    access_token: tokens.accessToken,
    token_type: "Bearer",
    expires_in: OAUTH_LIFETIMES.accessTokenSeconds,
    refresh_token: tokens.refreshToken,
    scope: tokens.scopes.join(" "),
  };
  if (tokens.scopes.includes("openid")) {
    const claims = await memberClaims(db, tokens.userId, tokens.scopes);
    if (!claims) return oauthError(400, "invalid_grant", "The member's account no longer exists");
    const now = Math.floor(Date.now() / 1000);
    body.id_token = await signJwt(db, config.authSecret, {
      ...claims,
      iss: config.baseUrl,
      aud: client.id,
      iat: now,
      exp: now + OAUTH_LIFETIMES.idTokenSeconds,
      ...(issued.nonce ? { nonce: issued.nonce } : {}),
    });
  }
  return Response.json(body, { headers: NO_STORE });
}
