import { isIP } from "node:net";

/**
 * TRUST_PROXY, read with Express's `trust proxy` semantics:
 * - off (unset, 0, false, no, off): only the socket's address counts;
 * - a hop count (1, 2, …; true/yes/on mean 1): trust that many proxies in
 *   front of the app, e.g. 2 for a CDN in front of a load balancer;
 * - a comma-separated list of trusted proxy addresses and CIDR ranges, or
 *   Express's names `loopback`, `linklocal`, `uniquelocal`: X-Forwarded-For
 *   is walked from the right past every trusted hop.
 * `true` does not mean "trust everything" (Express's meaning): anyone could
 * then choose their own address.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", bits, extra] = entry.split("/");
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; returns an error message for a value that is none of the shapes above. */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const text = (raw ?? "").trim().toLowerCase();
  if (["", "0", "false", "no", "off"].includes(text)) return { value: false };
  if (["true", "yes", "on"].includes(text)) return { value: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { value: hops } : { error: "TRUST_PROXY hop count must be 10 or less" };
  }
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined || entries.length === 0) {
    return {
      error: `TRUST_PROXY must be off, a hop count, or a list of proxy addresses / CIDR ranges (got "${bad ?? raw}")`,
    };
  }
  return { value: entries };
}
