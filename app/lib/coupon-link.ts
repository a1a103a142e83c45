import { couponCodeOf } from "./coupons";

/**
 * A `?coupon=CODE` link: the code is kept in a first-party cookie for 30
 * days, so every later page and checkout of that browser gets it. The
 * cookie holds only the code, which is checked against the saved coupons
 * each time it is used; a forged or stale one shows and applies nothing.
 */
const COUPON_COOKIE = "rr_coupon";
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;
const COUPON_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${COUPON_COOKIE}=([^;]+)`);

function cookieValue(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  const value = COUPON_COOKIE_VALUE.exec(cookieHeader)?.[1];
  return couponCodeOf(value);
}

/** The visitor's coupon code: the page's `?coupon=` first, else the cookie an earlier link set. */
export function couponOfRequest(request: { url: string; headers: Headers }): string | null {
  const query = new URL(request.url).searchParams.get("coupon");
  return couponCodeOf(query) ?? cookieValue(request.headers.get("cookie"));
}

/** Whether a request carries a coupon (link or cookie): its page is the visitor's own, never a shared cache. */
export function carriesCoupon(query: unknown, cookieHeader: string | undefined): boolean {
  return couponCodeOf(typeof query === "string" ? query : null) !== null || cookieValue(cookieHeader) !== null;
}

/** The Set-Cookie header keeping a link's code, or null when the query names none. */
export function couponCookieOf(query: unknown, secure: boolean): string | null {
  const code = couponCodeOf(typeof query === "string" ? query : null);
  if (!code) return null;
  return `${COUPON_COOKIE}=${code}; Path=/; Max-Age=${THIRTY_DAYS_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
