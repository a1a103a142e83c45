/**
 * Conditional requests on chapter media (RFC 9110 section 13): which of
 * If-Match, If-None-Match and If-Range apply, evaluated in the order of
 * section 13.2.2. The chapter's ETag is strong; no Last-Modified is sent,
 * so the date-based preconditions never apply and an If-Range date never
 * matches (the full representation is sent, which is always safe).
 */
export interface EntityTag {
  weak: boolean;
  opaque: string;
}

export type PreconditionOutcome =
  | { kind: "precondition-failed" }
  | { kind: "not-modified" }
  /** Serve the representation; `useRange` says whether a Range header may be honoured. */
  | { kind: "serve"; useRange: boolean };

const TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;

/** One entity-tag (`"x"` or `W/"x"`), or null when malformed. */
function parseEntityTag(value: string): EntityTag | null {
  const match = TAG.exec(value.trim());
  return match ? { weak: Boolean(match[1]), opaque: match[2] ?? "" } : null;
}

/** `*` or a comma-separated list of entity-tags; malformed members are skipped. */
export function parseEntityTagList(value: string): "*" | EntityTag[] {
  if (value.trim() === "*") return "*";
  const tags: EntityTag[] = [];
  // Split on commas outside quotes: an opaque tag may itself contain a comma.
  for (const match of value.matchAll(/\s*((?:W\/)?"[^"]*")\s*(?:,|$)/g)) {
    const tag = parseEntityTag(match[1] ?? "");
    if (tag) tags.push(tag);
  }
  return tags;
}

const strongMatch = (a: EntityTag, b: EntityTag) => !a.weak && !b.weak && a.opaque === b.opaque;
const weakMatch = (a: EntityTag, b: EntityTag) => a.opaque === b.opaque;

export function evaluatePreconditions(
  request: { method: string; ifMatch?: string; ifNoneMatch?: string; ifRange?: string; range?: string },
  currentEtag: string,
): PreconditionOutcome {
  const current = parseEntityTag(currentEtag);
  if (!current) throw new Error(`not an entity-tag: ${currentEtag}`);
  const method = request.method.toUpperCase();

  // 1. If-Match: strong comparison; "*" matches any current representation.
  if (request.ifMatch !== undefined) {
    const list = parseEntityTagList(request.ifMatch);
    if (list !== "*" && !list.some((tag) => strongMatch(tag, current))) return { kind: "precondition-failed" };
  }
  // 3. If-None-Match: weak comparison; a match means the client's copy is current.
  if (request.ifNoneMatch !== undefined) {
    const list = parseEntityTagList(request.ifNoneMatch);
    const matches = list === "*" || list.some((tag) => weakMatch(tag, current));
    if (matches)
      return method === "GET" || method === "HEAD" ? { kind: "not-modified" } : { kind: "precondition-failed" };
  }
  // 5. Range, with If-Range only if it names the current representation
  // strongly. HEAD answers with the headers the same GET would get (9.3.2).
  if (!request.range || (method !== "GET" && method !== "HEAD")) return { kind: "serve", useRange: false };
  if (request.ifRange === undefined) return { kind: "serve", useRange: true };
  const validator = parseEntityTag(request.ifRange);
  return { kind: "serve", useRange: validator !== null && strongMatch(validator, current) };
}
