/**
 * Rules the Express layer applies to every request before any route runs,
 * so no route has to remember them: methods, NUL characters in the URL and
 * the declared size of a body.
 */

const BOOKMARK_PATH = /^\/api\/products\/[^/]+\/bookmarks\/[^/]+\/?$/;

/** The methods a path answers (the 405's `Allow`). */
export function allowedMethods(path: string): string[] {
  return BOOKMARK_PATH.test(path) ? ["DELETE"] : ["GET", "HEAD", "POST"];
}

/**
 * Whether a method reaches the routes. GET, HEAD and POST always do (a
 * route without a loader or action answers its own 405); anything else
 * only where a route takes it.
 */
export function methodReachesRoutes(method: string, path: string): boolean {
  return ["GET", "HEAD", "POST"].includes(method) || allowedMethods(path).includes(method);
}

/** A NUL in the path or query (`%00`) is never meaningful and the database refuses it. */
export function urlHasNul(url: string): boolean {
  return url.includes("\u0000") || /%00/i.test(url);
}

/** Every body but an upload's: forms, JSON endpoints and the webhook are all far smaller. */
const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * The most bytes a request to `path` may declare, or null where the route
 * sets its own rule: the uploads stream to storage and enforce larger
 * limits while reading; the one-click unsubscribe URL never reads its body
 * and must answer whatever a mail provider posts (RFC 8058).
 */
export function bodyLimitFor(path: string): number | null {
  if (path.startsWith("/admin/uploads/") || path.startsWith("/email/unsubscribe/")) return null;
  return DEFAULT_BODY_LIMIT;
}

/**
 * Whether a body may be read, from its headers alone: a declared length
 * past the path's limit is refused (413) without reading a byte, and so is
 * a body sent without a length (411) where a limit applies. Browsers send
 * a Content-Length with every form and fetch body this site makes; a
 * chunked body could only be measured by reading it, and the routes cannot
 * answer once they have stopped reading one halfway.
 */
export function bodyRefusal(
  path: string,
  headers: { "content-length"?: string; "transfer-encoding"?: string },
): { status: 411 | 413; error: string } | null {
  const limit = bodyLimitFor(path);
  if (limit === null) return null;
  if (headers["transfer-encoding"] !== undefined && headers["content-length"] === undefined) {
    return { status: 411, error: "Send this request with a Content-Length." };
  }
  if (Number(headers["content-length"] ?? 0) > limit) {
    return { status: 413, error: `Request bodies here are limited to ${limit / 1024} KB.` };
  }
  return null;
}
