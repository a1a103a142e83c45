import type { TrustProxy } from "~/lib/trust-proxy";

/**
 * The client address a request is attributed to (rate limits, sessions).
 * Without TRUST_PROXY only the socket counts, so a forged X-Forwarded-For
 * changes nothing; with it, Express's `req.ip` walks X-Forwarded-For past
 * the trusted hops (`app.set("trust proxy", …)` with the same value).
 */
export function clientIpOf(
  req: { ip?: string | undefined; socket: { remoteAddress?: string | undefined } },
  trustProxy: TrustProxy,
): string {
  const raw = (trustProxy !== false ? req.ip : req.socket.remoteAddress) ?? "unknown";
  // IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d.
  return raw.startsWith("::ffff:") ? raw.slice(7) : raw;
}
