/**
 * What to send for a request's Range header (RFC 9110 section 14), for a
 * single-part response over a representation of `size` bytes.
 */
export type ByteRangeDecision =
  { kind: "full" } | { kind: "partial"; start: number; end: number } | { kind: "unsatisfiable" };

const RANGE_SPEC = /^(\d*)-(\d*)$/;

/**
 * Decides between 200 (whole file), 206 (one range) and 416.
 *
 * - `bytes=0-1` -> bytes 0..1; `bytes=500-` -> 500..end; `bytes=-500` -> the
 *   last 500 bytes (the whole file when shorter).
 * - A last position past the end is clamped to the last byte.
 * - A first position at or past the end, or `bytes=-0`, cannot be satisfied.
 * - An unknown unit, a malformed or reversed range, or several ranges are
 *   ignored (a server MAY ignore Range): the whole file is sent. Browsers ask
 *   for one range when they play media, and serving multipart/byteranges
 *   buys nothing here.
 */
export function decideByteRange(header: string | null | undefined, size: number): ByteRangeDecision {
  if (!header) return { kind: "full" };
  const equals = header.indexOf("=");
  if (equals < 0 || header.slice(0, equals).trim().toLowerCase() !== "bytes") return { kind: "full" };
  const specs = header
    .slice(equals + 1)
    .split(",")
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length !== 1) return { kind: "full" };
  const match = RANGE_SPEC.exec(specs[0]!);
  if (!match) return { kind: "full" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "full" };

  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return { kind: "full" };
  if (start >= size) return { kind: "unsatisfiable" };
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: "partial", start, end };
}

/** The Content-Range value for a decision (RFC 9110 section 14.4). */
export function contentRange(decision: ByteRangeDecision, size: number): string | null {
  if (decision.kind === "partial") return `bytes ${decision.start}-${decision.end}/${size}`;
  if (decision.kind === "unsatisfiable") return `bytes */${size}`;
  return null;
}
