import { ensureIdCookie, readIdCookie } from "~/lib/id-cookie.server";

/**
 * Each browser carries a random device id in a cookie, so the listening
 * history can tell this device's positions from another's. It identifies
 * nothing but the browser, is HttpOnly and lasts two years.
 */
const COOKIE = "rerouted_device";
const MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

export function deviceIdOf(request: Request): string | null {
  return readIdCookie(request, COOKIE);
}

/** This browser's device id, and the Set-Cookie header that gives it one when it had none. */
export function ensureDeviceId(request: Request, secure: boolean): { deviceId: string; setCookie: string | null } {
  const { id, setCookie } = ensureIdCookie(request, { name: COOKIE, maxAgeSeconds: MAX_AGE_SECONDS, secure });
  return { deviceId: id, setCookie };
}
