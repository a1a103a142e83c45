import type { AuthenticationResponseJSON } from "@simplewebauthn/browser";
import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { authPasskeys } from "~/db/schema";
import type { Services } from "~/services.server";
import { dayLabel } from "../devices/device-label";
import { cookieHeaders, failure, type AuthResult } from "../sign-in.server";
import type { PasskeyRow } from "./passkey-view";

/** Options for the browser's WebAuthn call, and the challenge cookie that ties the answer to them. */
export type CeremonyStart = (AuthResult & { ok: false }) | { ok: true; options: unknown; headers: Headers };

/**
 * Starts adding a passkey: for the signed-in member, or (no session) for
 * the owner of a live welcome link's token.
 */
export async function startRegistration(
  services: Services,
  request: Request,
  welcomeToken: string | undefined,
): Promise<CeremonyStart> {
  try {
    const { headers, response } = await services.auth.api.generatePasskeyRegistrationOptions({
      headers: request.headers,
      query: welcomeToken ? { context: welcomeToken } : {},
      returnHeaders: true,
    });
    return { ok: true, options: response, headers: cookieHeaders(headers) };
  } catch (error) {
    return failure(error, services);
  }
}

/**
 * Stores the passkey the browser made. Through a welcome link it also signs
 * the buyer in (there is no session yet); the headers carry that cookie.
 */
export async function finishRegistration(
  services: Services,
  request: Request,
  input: { response: Record<string, unknown>; name: string; welcome: boolean },
): Promise<AuthResult> {
  try {
    const { headers } = await services.auth.api.verifyPasskeyRegistration({
      body: { response: input.response, name: input.name, createSession: input.welcome },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers: cookieHeaders(headers) };
  } catch (error) {
    return failure(error, services);
  }
}

/** Starts a passkey sign-in: any passkey of this site may answer (the browser offers them). */
export async function startAuthentication(services: Services, request: Request): Promise<CeremonyStart> {
  try {
    const { headers, response } = await services.auth.api.generatePasskeyAuthenticationOptions({
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, options: response, headers: cookieHeaders(headers) };
  } catch (error) {
    return failure(error, services);
  }
}

/**
 * Checks the browser's signed answer against the stored public key; a
 * passkey proves both the device and its unlock, so it completes the
 * sign-in on its own (also in place of the authenticator app's code).
 */
export async function finishAuthentication(
  services: Services,
  request: Request,
  response: Record<string, unknown>,
): Promise<AuthResult> {
  try {
    const { headers } = await services.auth.api.verifyPasskeyAuthentication({
      // Checked field by field by the plugin's verification; a malformed one is refused there.
      body: { response: response as unknown as AuthenticationResponseJSON },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers: cookieHeaders(headers) };
  } catch (error) {
    return failure(error, services);
  }
}

/** The member's passkeys, newest first. */
export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  const rows = await db
    .select({ id: authPasskeys.id, name: authPasskeys.name, createdAt: authPasskeys.createdAt })
    .from(authPasskeys)
    .where(eq(authPasskeys.userId, userId))
    .orderBy(desc(authPasskeys.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name || "Passkey",
    added: row.createdAt ? dayLabel(row.createdAt) : null,
  }));
}

/** Removes one of the signed-in member's passkeys; another member's is "not found". */
export async function removePasskey(services: Services, request: Request, id: string): Promise<AuthResult> {
  try {
    await services.auth.api.deletePasskey({ body: { id }, headers: request.headers });
    return { ok: true, headers: new Headers() };
  } catch (error) {
    return failure(error, services);
  }
}
