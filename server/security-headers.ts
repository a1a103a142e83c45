import { CART_ORIGINS, THIRD_PARTY_ORIGINS } from "../app/content/third-party.ts";

/**
 * The Content-Security-Policy for an HTML response: inline scripts run only
 * with this response's nonce (server-rendered pages) or when their SHA-256
 * hash is listed (prerendered pages, which cannot carry a per-request
 * nonce); third-party origins come from one content list so adding a
 * provider is a one-line change.
 */
export function contentSecurityPolicy(
  inline: string | { hashes: readonly string[] },
  options: { dev: boolean },
): string {
  const { scripts, frames, connect, images } = THIRD_PARTY_ORIGINS;
  const inlineSources = typeof inline === "string" ? [`'nonce-${inline}'`] : inline.hashes.map((hash) => `'${hash}'`);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineSources, ...scripts],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...images],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...connect, ...(options.dev ? ["ws:"] : [])],
    "frame-src": [...frames],
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
  "Cross-Origin-Opener-Policy": "same-origin",
  // Payment Request (Apple Pay, Google Pay) only inside the cart provider's checkout frame.
  "Permissions-Policy": `camera=(), microphone=(), geolocation=(), payment=(${CART_ORIGINS.map((origin) => `"${origin}"`).join(" ")})`,
};
