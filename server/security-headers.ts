import { thirdPartyOrigins, type ConfiguredThirdParties } from "../app/content/third-party.ts";
import { pixelsAllowedOn } from "../app/features/analytics/pixel-pages.ts";

/**
 * The Content-Security-Policy for an HTML response: inline scripts run only
 * with this response's nonce (server-rendered pages) or when their SHA-256
 * hash is listed (cached marketing pages, which cannot carry a per-request
 * nonce); third-party origins come from one content list, for the third
 * parties configured only. Inline styles stay allowed: server-rendered
 * style attributes (progress bars, Radix's hidden inputs, admin charts) and
 * the style elements Radix and Sonner add at run time need them (decision 020).
 */
export function contentSecurityPolicy(
  inline: string | { hashes: readonly string[] },
  options: {
    dev: boolean;
    thirdParties: ConfiguredThirdParties;
    /** Where signed media URLs redirect to (the S3 endpoint, STORAGE_URL). */
    mediaOrigins?: readonly string[];
  },
): string {
  const { scripts, styles, frames, connect, images } = thirdPartyOrigins(options.thirdParties);
  const inlineSources = typeof inline === "string" ? [`'nonce-${inline}'`] : inline.hashes.map((hash) => `'${hash}'`);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineSources, ...scripts],
    "style-src": ["'self'", "'unsafe-inline'", ...styles],
    "img-src": ["'self'", "data:", "blob:", ...images],
    "media-src": ["'self'", "blob:", ...(options.mediaOrigins ?? [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...connect, ...(options.dev ? ["ws:"] : [])],
    "frame-src": [...frames],
    // The offline player's service worker (/sw.js) and the installable app's manifest: this site's only.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
};

/**
 * A checkout popup (ThriveCart's, and PayPal's or a bank's 3-D Secure window
 * it opens) keeps its link to the page that opened it only under
 * `same-origin-allow-popups`. Every public page gets it, not just the ones
 * with a buy button: a visitor who lands on `/` and follows a link to `/book`
 * stays in the first document, whose policy is the one that counts. Private
 * pages (library, admin, sign-in: pixel-pages.ts) open no checkout and stay
 * fully isolated.
 */
export function crossOriginOpenerPolicy(pathname: string): string {
  return pixelsAllowedOn(pathname) ? "same-origin-allow-popups" : "same-origin";
}

/** Payment Request (Apple Pay, Google Pay) only inside the cart provider's checkout frame. */
export function permissionsPolicy(cartOrigins: readonly string[]): string {
  return `camera=(), microphone=(), geolocation=(), payment=(${cartOrigins.map((origin) => `"${origin}"`).join(" ")})`;
}
