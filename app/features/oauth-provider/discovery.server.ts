import { ID_TOKEN_ALG } from "./keys.server";
import { OAUTH_SCOPES } from "./scopes";

/** The endpoints' paths, as app/routes.ts mounts them. */
const OAUTH_PATHS = {
  authorize: "/oauth/authorize",
  token: "/oauth/token",
  userinfo: "/oauth/userinfo",
  jwks: "/.well-known/jwks.json",
} as const;

/** /.well-known/openid-configuration (OpenID Connect Discovery 1.0, RFC 8414). */
export function discoveryDocument(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}${OAUTH_PATHS.authorize}`,
    token_endpoint: `${issuer}${OAUTH_PATHS.token}`,
    userinfo_endpoint: `${issuer}${OAUTH_PATHS.userinfo}`,
    jwks_uri: `${issuer}${OAUTH_PATHS.jwks}`,
    scopes_supported: OAUTH_SCOPES.map((s) => s.id),
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: [ID_TOKEN_ALG],
    claims_supported: ["sub", "iss", "aud", "exp", "iat", "nonce", "name", "email", "email_verified", "entitlements"],
    authorization_response_iss_parameter_supported: true,
  };
}
