import { redirect } from "react-router";

// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

// Any origin works for resolving: only "is it still this origin?" is asked.
const SITE_ORIGIN = "https://site.invalid";

// A Location of `//host` or `/\host` names another host, whatever path follows.
const SINGLE_LEADING_SLASH = /^\/(?![/\\])/;

/**
 * Only paths of this site may be redirect targets (no open redirects). The
 * target is resolved the way a browser resolves it against the site, so
 * tricks the URL parser undoes (`/\\evil.example`, `https://evil.example`)
 * land on another origin and are refused. What comes back is the resolved
 * path, and it must start with exactly one slash: resolving `/.//evil.example`
 * or `/..//evil.example` stays on the site but yields `//evil.example`, which
 * a browser given it as a Location reads as another host. Control characters
 * are refused outright (a browser drops tabs and newlines from URLs).
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || CONTROL_CHARACTERS.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, SITE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return SINGLE_LEADING_SLASH.test(path) ? path : fallback;
}

/**
 * The only way the app redirects: every target, whether from the request or
 * a constant, passes `safeRedirect`, so no route can send a browser
 * elsewhere by forgetting to check.
 */
export function localRedirect(target: unknown, init: { headers?: HeadersInit; fallback?: string } = {}): Response {
  return redirect(safeRedirect(target, init.fallback), { headers: init.headers });
}
