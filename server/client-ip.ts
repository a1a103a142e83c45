/**
 * The client address a request is attributed to (rate limits, sessions).
 * Without TRUST_PROXY only the socket counts, so a forged X-Forwarded-For
 * changes nothing; with it, Express takes the address the one trusted
 * proxy hop appended.
 */
export function clientIpOf(
  req: { ip?: string | undefined; socket: { remoteAddress?: string | undefined } },
  trustProxy: boolean,
): string {
  const raw = (trustProxy ? req.ip : req.socket.remoteAddress) ?? "unknown";
  // IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d.
  return raw.startsWith("::ffff:") ? raw.slice(7) : raw;
}
