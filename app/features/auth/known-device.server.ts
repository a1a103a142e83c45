import { createHmac, timingSafeEqual } from "node:crypto";
import type { Services } from "~/services.server";
import { findUserIdByEmail } from "./accounts.server";
import { COOKIE_PREFIX } from "./auth.server";

/**
 * A browser that has signed in to an account before carries a long-lived,
 * HttpOnly cookie naming that account, signed with AUTH_SECRET so nobody can
 * make one up for an account they never signed in to. Its only use is the
 * per-account sign-in limit (sign-in-limits.ts): strangers guessing an
 * owner's password from many addresses lock out other strangers, never the
 * owner's own browsers. It grants nothing by itself: the password is still
 * needed, and it names one account (the last one signed in to).
 */
const NAME = "known_device";
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function cookieName(secure: boolean): string {
  return `${secure ? "__Secure-" : ""}${COOKIE_PREFIX}.${NAME}`;
}

/** The cookie's value for this account: the HMAC of its user id. */
export function knownDeviceToken(secret: string, userId: string): string {
  return createHmac("sha256", secret).update(`known-device:${userId}`).digest("base64url");
}

/** Whether `token` (the cookie's value, if any) was issued to a browser that signed in to `userId`. */
export function isKnownDeviceToken(secret: string, userId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(knownDeviceToken(secret, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The known-device cookie's value in a request's Cookie header. */
export function readKnownDeviceCookie(cookieHeader: string | null, secure: boolean): string | undefined {
  const prefix = `${cookieName(secure)}=`;
  for (const pair of (cookieHeader ?? "").split(";")) {
    const trimmed = pair.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length);
  }
  return undefined;
}

/** The Set-Cookie header that marks this browser as having signed in to `userId`. */
export function knownDeviceCookie(secret: string, userId: string, secure: boolean): string {
  const attributes = `Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return `${cookieName(secure)}=${knownDeviceToken(secret, userId)}; ${attributes}`;
}

/**
 * The account a sign-in names, and whether this browser has signed in to it
 * before (a valid known-device cookie for that account).
 */
export async function recognizeDevice(
  services: Services,
  request: Request,
  email: string,
): Promise<{ userId: string | null; known: boolean }> {
  const userId = await findUserIdByEmail(services.db, email);
  if (!userId) return { userId, known: false };
  const { authSecret, baseUrl } = services.config;
  const token = readKnownDeviceCookie(request.headers.get("cookie"), baseUrl.startsWith("https://"));
  return { userId, known: isKnownDeviceToken(authSecret, userId, token) };
}

/** The Set-Cookie for a browser whose password was right for `userId`. */
export function rememberDevice(services: Services, userId: string): string {
  const { authSecret, baseUrl } = services.config;
  return knownDeviceCookie(authSecret, userId, baseUrl.startsWith("https://"));
}
