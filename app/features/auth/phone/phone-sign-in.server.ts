import { APIError } from "better-auth/api";
import type { Services } from "~/services.server";
import { cookieHeaders, failure, type AuthResult } from "../sign-in.server";

/** Better Auth's codes for a sign-in that must start again, in our words. */
const RESTART: Record<string, string> = {
  INVALID_TWO_FACTOR_COOKIE: "Your sign-in has expired. Please sign in again.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes. Send a new code.",
  OTP_HAS_EXPIRED: "That code has expired. Send a new one.",
};

/**
 * Texts a code for the sign-in waiting on its second factor (the challenge
 * cookie names the account). Only a verified phone gets one, within its
 * number's limit; the answer is the same either way.
 */
export async function sendSignInCode(services: Services, request: Request): Promise<AuthResult> {
  try {
    await services.auth.api.sendTwoFactorOTP({ body: {}, headers: request.headers });
    return { ok: true, headers: new Headers() };
  } catch (error) {
    return explain(error, services);
  }
}

/** Checks the texted code; on success Better Auth sets the session cookie, which the caller forwards. */
export async function verifySignInCode(
  services: Services,
  request: Request,
  input: { code: string; trustDevice: boolean },
): Promise<AuthResult> {
  try {
    const { headers } = await services.auth.api.verifyTwoFactorOTP({
      body: input,
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers: cookieHeaders(headers) };
  } catch (error) {
    return explain(error, services);
  }
}

function explain(error: unknown, services: Services): AuthResult & { ok: false } {
  const code = error instanceof APIError ? String(error.body?.code) : undefined;
  const restart = code ? RESTART[code] : undefined;
  if (restart) return { ok: false, status: 401, message: restart };
  return failure(error, services);
}
