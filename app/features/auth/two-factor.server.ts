import { APIError } from "better-auth/api";
import type { Services } from "~/services.server";
import { isTotpCode, TWO_FACTOR_LOCK } from "./two-factor";
import { cookieHeaders, failure, withAuthCookies, type AuthResult } from "./sign-in.server";

/** What the owner sees once, while setting up: the authenticator link and the backup codes. */
export interface TwoFactorSetup {
  totpUri: string;
  /** The link as a QR code to scan, an SVG drawn on the server (no script on the page). */
  qrSvg: string;
  backupCodes: string[];
}

/** Better Auth's codes for a challenge that can no longer be answered, in our words. */
const RESTART_SIGN_IN: Record<string, string> = {
  INVALID_TWO_FACTOR_COOKIE: "Your sign-in has expired. Please sign in again.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes. Please sign in again.",
};

const ACCOUNT_LOCKED = `Too many wrong codes for this account. Please try again in ${TWO_FACTOR_LOCK.seconds / 60} minutes.`;

/**
 * Completes a sign-in that is waiting for its second factor: a six-digit
 * code from the authenticator app, or else one of the backup codes (each
 * works once). The challenge cookie from the password step names the user;
 * on success Better Auth sets the session cookie, which the caller forwards.
 */
export async function verifySecondFactor(
  services: Services,
  request: Request,
  input: { code: string; trustDevice: boolean },
): Promise<AuthResult> {
  try {
    const body = { code: input.code, trustDevice: input.trustDevice };
    const { headers } = isTotpCode(input.code)
      ? await services.auth.api.verifyTOTP({ body, headers: request.headers, returnHeaders: true })
      : await services.auth.api.verifyBackupCode({ body, headers: request.headers, returnHeaders: true });
    return { ok: true, headers: cookieHeaders(headers) };
  } catch (error) {
    const code = error instanceof APIError ? String(error.body?.code) : undefined;
    const restart = code ? RESTART_SIGN_IN[code] : undefined;
    if (restart) return { ok: false, status: 401, message: restart };
    // Better Auth does not say when the lock lifts; it lifts at most this long after it began.
    if (code === "ACCOUNT_TEMPORARILY_LOCKED") {
      return { ok: false, status: 429, message: ACCOUNT_LOCKED, retryAfterSeconds: TWO_FACTOR_LOCK.seconds };
    }
    return failure(error, services);
  }
}

/**
 * Step one of turning two-factor on (password re-checked): a new secret and
 * backup codes are stored, unverified, so signing in does not need them yet.
 */
export async function startTwoFactorSetup(
  services: Services,
  request: Request,
  password: string,
): Promise<(AuthResult & { ok: false }) | ({ ok: true } & TwoFactorSetup)> {
  try {
    const response = await services.auth.api.enableTwoFactor({
      body: { password, method: "totp" },
      headers: request.headers,
    });
    if (response.method !== "totp") throw new Error("two-factor setup returned no authenticator secret");
    // Loaded when someone turns two-factor on, not with the first page.
    const { default: QRCode } = await import("qrcode");
    const qrSvg = await QRCode.toString(response.totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    return { ok: true, totpUri: response.totpURI, qrSvg, backupCodes: response.backupCodes };
  } catch (error) {
    return failure(error, services);
  }
}

/**
 * Step two: the first code from the app proves it holds the secret, and only
 * then does two-factor become required. Better Auth replaces the session, so
 * the new cookie must reach the browser.
 */
export function confirmTwoFactorSetup(services: Services, request: Request, code: string): Promise<AuthResult> {
  return withAuthCookies(services, () =>
    services.auth.api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true }),
  );
}

/** Turns two-factor off (password re-checked) and removes the secret and backup codes. */
export function turnOffTwoFactor(services: Services, request: Request, password: string): Promise<AuthResult> {
  return withAuthCookies(services, () =>
    services.auth.api.disableTwoFactor({ body: { password }, headers: request.headers, returnHeaders: true }),
  );
}
