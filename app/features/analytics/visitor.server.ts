import { createHash, createHmac } from "node:crypto";

/**
 * A privacy-friendly visitor id, as Plausible does it: no cookie, just a
 * hash of IP and user agent salted with a secret that changes every day,
 * so the same person cannot be followed from one day to the next and the
 * raw IP is never stored.
 */
function dailySalt(secret: string, day: string): string {
  return createHmac("sha256", secret).update(`visitor-salt:${day}`).digest("hex");
}

export function visitorId(options: { secret: string; now: Date; ip: string; userAgent: string }): string {
  const day = options.now.toISOString().slice(0, 10);
  return createHash("sha256")
    .update(`${dailySalt(options.secret, day)}|${options.ip}|${options.userAgent}`)
    .digest("base64url")
    .slice(0, 22);
}
