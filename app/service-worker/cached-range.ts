import { contentRange, decideByteRange } from "~/features/player/byte-range";

/**
 * How the service worker answers a media request from a chapter stored
 * whole in Cache Storage: the browser's <audio> asks for byte ranges, and
 * the cached response is the full file (200). The same rules as the
 * server's (features/player/byte-range.ts), so a player sees no difference
 * between the network and the cache.
 */
export type CachedRangeAnswer =
  | { status: 200; headers: Record<string, string> }
  | { status: 206; start: number; end: number; headers: Record<string, string> }
  | { status: 416; headers: Record<string, string> };

export function cachedRangeAnswer(range: string | null, size: number, contentType: string): CachedRangeAnswer {
  const decision = decideByteRange(range, size);
  const base = { "Accept-Ranges": "bytes", "Content-Type": contentType, "Cache-Control": "no-store" };
  if (decision.kind === "unsatisfiable") {
    return { status: 416, headers: { ...base, "Content-Range": contentRange(decision, size)!, "Content-Length": "0" } };
  }
  if (decision.kind === "full") return { status: 200, headers: { ...base, "Content-Length": String(size) } };
  return {
    status: 206,
    start: decision.start,
    end: decision.end,
    headers: {
      ...base,
      "Content-Range": contentRange(decision, size)!,
      "Content-Length": String(decision.end - decision.start + 1),
    },
  };
}
