import type { Services } from "~/services.server";
import { findClient } from "./clients.server";
import { approveAndIssueCode, existingConsent } from "./grants.server";
import { checkAuthorizeRequest, consentCovers, redirectWith, type AuthorizeParams } from "./rules";
import { scopeLabels } from "./scopes";

/** The authorization request parameters carried from the consent page's hidden fields back to its post. */
const AUTHORIZE_FIELDS = [
  "client_id",
  "redirect_uri",
  "response_type",
  "scope",
  "state",
  "nonce",
  "code_challenge",
  "code_challenge_method",
  "prompt",
] as const satisfies readonly (keyof AuthorizeParams)[];

export function authorizeParams(source: { get(name: string): string | null | undefined }): AuthorizeParams {
  const params: AuthorizeParams = {};
  for (const name of AUTHORIZE_FIELDS) {
    const value = source.get(name);
    if (typeof value === "string") params[name] = value;
  }
  return params;
}

/**
 * A redirect to the client. Only ever to a redirect URI the admin
 * registered for it, matched exactly (rules.ts), which is why this is not
 * the site's localRedirect (same-site paths only).
 */
function clientRedirect(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
}

export type AuthorizeOutcome =
  | { kind: "refuse"; message: string }
  | { kind: "redirect"; response: Response }
  | { kind: "ask"; clientName: string; scopes: string[]; fields: Record<string, string> };

/**
 * What GET /oauth/authorize does for a signed-in member: refuses an unknown
 * client or redirect URI on our own page; tells the client about any other
 * bad request; issues a code at once when the member approved these scopes
 * before; otherwise asks (the consent page).
 */
export async function startAuthorization(
  services: Services,
  params: AuthorizeParams,
  memberId: string,
): Promise<AuthorizeOutcome> {
  const { db, config } = services;
  const check = checkAuthorizeRequest(params, await findClient(db, params.client_id));
  if (check.kind === "refuse") return check;
  if (check.kind === "error") {
    const { error, description, state } = check;
    const location = redirectWith(check.redirectUri, config.baseUrl, {
      error,
      error_description: description,
      state,
    });
    return { kind: "redirect", response: clientRedirect(location) };
  }
  const before = await existingConsent(db, memberId, check.client.id);
  if (params.prompt !== "consent" && consentCovers(before?.scopes, check.scopes)) {
    return { kind: "redirect", response: await issue(services, check, memberId) };
  }
  const fields: Record<string, string> = {};
  for (const name of AUTHORIZE_FIELDS) if (params[name] !== undefined) fields[name] = params[name];
  return { kind: "ask", clientName: check.client.name, scopes: scopeLabels(check.scopes), fields };
}

/** The member's answer on the consent page, posted with the request's parameters. */
export async function answerAuthorization(
  services: Services,
  params: AuthorizeParams,
  memberId: string,
  approved: boolean,
): Promise<{ kind: "refuse"; message: string } | { kind: "redirect"; response: Response }> {
  const check = checkAuthorizeRequest(params, await findClient(services.db, params.client_id));
  if (check.kind === "refuse") return check;
  if (check.kind === "error") {
    const location = redirectWith(check.redirectUri, services.config.baseUrl, {
      error: check.error,
      error_description: check.description,
      state: check.state,
    });
    return { kind: "redirect", response: clientRedirect(location) };
  }
  if (!approved) {
    const location = redirectWith(check.redirectUri, services.config.baseUrl, {
      error: "access_denied",
      error_description: "The member declined",
      state: check.state,
    });
    return { kind: "redirect", response: clientRedirect(location) };
  }
  return { kind: "redirect", response: await issue(services, check, memberId) };
}

async function issue(
  services: Services,
  check: Extract<ReturnType<typeof checkAuthorizeRequest>, { kind: "ok" }>,
  memberId: string,
): Promise<Response> {
  const code = await approveAndIssueCode(services.db, {
    userId: memberId,
    clientId: check.client.id,
    scopes: check.scopes,
    redirectUri: check.redirectUri,
    codeChallenge: check.codeChallenge,
    nonce: check.nonce,
  });
  return clientRedirect(redirectWith(check.redirectUri, services.config.baseUrl, { code, state: check.state }));
}
