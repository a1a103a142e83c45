import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Which checkout a browser's one-click upsells charge. The cookie is set
 * only after the site asked Stripe whether the returning session was paid,
 * and it carries the session id signed with the site's secret: the buyer's
 * card is found from that session on the server, never from anything the
 * browser says.
 */
export const CHECKOUT_COOKIE = "rerouted_checkout";

/** As long as the thank-you page's countdown (1440 minutes). */
const MAX_AGE_SECONDS = 24 * 60 * 60;

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

export function isCheckoutSessionId(value: string): boolean {
  return SESSION_ID.test(value);
}

function mac(secret: string, sessionId: string): string {
  return createHmac("sha256", secret).update(`checkout-binding:${sessionId}`).digest("base64url");
}

export function bindingCookie(options: { secret: string; sessionId: string; secure: boolean }): string {
  const { secret, sessionId, secure } = options;
  const value = `${sessionId}.${mac(secret, sessionId)}`;
  return `${CHECKOUT_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The checkout session this browser returned from, when its cookie is genuine; otherwise null. */
export function boundSessionId(secret: string, cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CHECKOUT_COOKIE) continue;
    const [sessionId, signature] = rest.join("=").split(".");
    if (!sessionId || !signature || !isCheckoutSessionId(sessionId)) return null;
    const expected = Buffer.from(mac(secret, sessionId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? sessionId : null;
  }
  return null;
}
