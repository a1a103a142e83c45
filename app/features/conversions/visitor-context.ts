import { adPlatformsAllowed, type ConsentRecord } from "~/lib/consent-choice";

/**
 * The browser behind a purchase, as the ad platforms know it: what Meta's
 * Conversions API matches a website event on (user agent, IP, the `_fbp`
 * browser id, the `_fbc` click id, the page) and GA4's client and session
 * ids from gtag's cookies, so the server's Purchase joins the visitor's
 * session and its source. Read when a checkout starts (the order is
 * recorded later, from a webhook that carries none of it).
 */
export interface VisitorContext {
  userAgent: string | null;
  clientIp: string | null;
  /** Meta's browser id, the `_fbp` cookie as set: `fb.1.<ms>.<random>`. */
  fbp: string | null;
  /** Meta's click id: the `_fbc` cookie, or `fb.1.<ms>.<fbclid>` from the page's `fbclid`. */
  fbc: string | null;
  /** The page the checkout started on, without its query or fragment: Meta's `event_source_url`. */
  pageUrl: string | null;
  /** gtag's client id: the last two fields of the `_ga` cookie. */
  gaClientId: string | null;
  /** gtag's current session: from the `_ga_<container>` cookie. */
  gaSessionId: string | null;
  /**
   * The buyer's answer to the consent banner when the checkout started;
   * null for a checkout kept before the site asked (nobody was asked then).
   */
  consent: ConsentRecord | null;
}

/** The longest checkout page the browser sends (a path and an `fbclid`); a body of 1 KB has room for it. */
export const MAX_PAGE_LENGTH = 768;

const MAX_USER_AGENT_LENGTH = 1024;
// Meta's cookies: `fb.<subdomain index>.<creation time, ms>.<random or click id>`, passed on unmodified.
const META_COOKIE = /^fb\.\d\.\d{1,16}\.[\w.-]{1,500}$/;
const FBCLID = /^[\w.-]{1,500}$/;
// `_ga`: GA1.<domain depth>[-<path depth>].<random>.<first visit, s>; the client id is the last two fields.
const GA_COOKIE = /^GA\d\.\d{1,2}(?:-\d{1,2})?\.(\d{1,20}\.\d{1,20})$/;
// `_ga_<container>`: GS1.1.<session id>.<count>… (positional) or GS2.1.s<session id>$o<count>$… (prefixed).
const GA_SESSION_COOKIE = /^GS(\d)\.\d{1,2}(?:-\d{1,2})?\.(.+)$/;
const SESSION_ID = /^\d{1,20}$/;
const IP_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)$/;

/** A cookie's value from a Cookie header, by exact name. */
export function readCookie(header: string | null, name: string): string | null {
  for (const pair of (header ?? "").split(";")) {
    const trimmed = pair.trim();
    if (trimmed.startsWith(`${name}=`)) return trimmed.slice(name.length + 1);
  }
  return null;
}

/** gtag's client id from a `_ga` cookie: `GA1.1.1162820436.1749482504` is `1162820436.1749482504`. */
export function gaClientIdOf(cookie: string | null): string | null {
  return GA_COOKIE.exec(cookie ?? "")?.[1] ?? null;
}

/**
 * The session id in a `_ga_<container>` cookie, in either of its formats:
 * `GS1.1.1746825440.14.0…` (third field) and, since 2025,
 * `GS2.1.s1747132561$o1$g0$t1747132655…` (the `s` entry, in any order).
 */
export function gaSessionIdOf(cookie: string | null): string | null {
  const match = GA_SESSION_COOKIE.exec(cookie ?? "");
  if (!match) return null;
  const [, version, rest = ""] = match;
  const id =
    version === "1"
      ? rest.split(".")[0]
      : rest
          .split("$")
          .find((entry) => entry.startsWith("s"))
          ?.slice(1);
  return id && SESSION_ID.test(id) ? id : null;
}

/** The session cookie gtag keeps for a measurement id: `G-TEST1234` keeps `_ga_TEST1234`. */
export function gaSessionCookieName(measurementId: string): string {
  return `_ga_${measurementId.replace(/^G-/, "")}`;
}

/**
 * Meta's click id: the `_fbc` cookie the pixel keeps, or else, as Meta
 * documents for a site without one, `fb.1.<now, ms>.<fbclid>` from the
 * page's `fbclid` parameter (never altered: Meta flags a modified click id).
 */
export function fbcOf(cookie: string | null, page: URL | null, now: Date): string | null {
  if (cookie && META_COOKIE.test(cookie)) return cookie;
  const fbclid = page?.searchParams.get("fbclid");
  return fbclid && FBCLID.test(fbclid) ? `fb.1.${now.getTime()}.${fbclid}` : null;
}

/**
 * A page of this site named by the browser (a path or a full URL), or null
 * when it names another origin, is too long, or is no URL at all.
 */
export function sitePage(page: string | null, baseUrl: string): URL | null {
  if (!page || page.length > MAX_PAGE_LENGTH) return null;
  try {
    const url = new URL(page, baseUrl);
    return url.origin === new URL(baseUrl).origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * What the buy button sends as the checkout's page: its path and, from the
 * query, only Meta's `fbclid` (the server keeps nothing else of it); the
 * path alone when that would be too long, and nothing when even the path
 * is (the server then reads the Referer).
 */
export function checkoutPageOf(location: { pathname: string; search: string }): string | null {
  const fbclid = new URLSearchParams(location.search).get("fbclid");
  const candidates = [fbclid ? `${location.pathname}?fbclid=${encodeURIComponent(fbclid)}` : null, location.pathname];
  return candidates.find((page) => page !== null && page.length <= MAX_PAGE_LENGTH) ?? null;
}

/**
 * The visitor behind a checkout request, holding only what a configured
 * platform receives (Meta's fields with Meta on, GA4's with GA4 on) and
 * their consent, or null when no platform is on. A buyer who did not grant
 * consent where it was asked, or whose browser asks not to be tracked
 * (Global Privacy Control or Do-Not-Track, as the first-party analytics
 * honour them), is kept with their choice and no identifier at all.
 */
export function visitorContextOf(input: {
  headers: Headers;
  clientIp: string;
  page: URL | null;
  now: Date;
  platforms: { meta: boolean; gaMeasurementId: string | null };
  consent: ConsentRecord;
}): VisitorContext | null {
  const { headers, clientIp, page, now, platforms } = input;
  if (!platforms.meta && !platforms.gaMeasurementId) return null;
  const optedOut = headers.get("sec-gpc") === "1" || headers.get("dnt") === "1";
  const consent = optedOut ? "denied" : input.consent;
  if (!adPlatformsAllowed(consent)) return { ...NO_IDENTIFIERS, consent };
  const cookies = headers.get("cookie");
  const userAgent = headers.get("user-agent")?.trim() ?? "";
  const fbp = readCookie(cookies, "_fbp");
  const gaClientId = platforms.gaMeasurementId ? gaClientIdOf(readCookie(cookies, "_ga")) : null;
  return {
    userAgent: platforms.meta && userAgent && userAgent.length <= MAX_USER_AGENT_LENGTH ? userAgent : null,
    clientIp: platforms.meta && IP_ADDRESS.test(clientIp) ? clientIp : null,
    fbp: platforms.meta && fbp && META_COOKIE.test(fbp) ? fbp : null,
    fbc: platforms.meta ? fbcOf(readCookie(cookies, "_fbc"), page, now) : null,
    pageUrl: platforms.meta && page ? `${page.origin}${page.pathname}` : null,
    gaClientId,
    // A session belongs to its client: without the client id it would attribute nothing.
    gaSessionId:
      gaClientId && platforms.gaMeasurementId
        ? gaSessionIdOf(readCookie(cookies, gaSessionCookieName(platforms.gaMeasurementId)))
        : null,
    consent,
  };
}

const NO_IDENTIFIERS = {
  userAgent: null,
  clientIp: null,
  fbp: null,
  fbc: null,
  pageUrl: null,
  gaClientId: null,
  gaSessionId: null,
} as const;
