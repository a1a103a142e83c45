import type { IncomingHttpHeaders } from "node:http";
import { parse } from "node:querystring";
import { carriesCoupon } from "~/lib/coupon-link";
import { isCachedPage, type CachedPath } from "./cached-pages";
import { carriesSession } from "./private-responses";
import { bodyRefusal, urlHasNul } from "./request-guards";

/**
 * Which requests the fast lane in front of the Express app may answer
 * (server/fast-lane-listener.ts): most of a launch's traffic, answered
 * with the headers the Express app gives, without its per-request cost.
 *
 * - `file`: a GET or HEAD of a build file without Range (answered when the
 *   file is held in memory, server/static-files.ts);
 * - `page`: `/` or `/book` for a visitor with no session cookie and no
 *   coupon (in the query or in its cookie): the cached page everyone gets;
 * - `media`: a chapter request carrying a signed media token (answered when
 *   the token is valid and its grant stands).
 *
 * Whatever the Express app answers before its routes (a NUL in the URL, a
 * body it refuses) is left to it, like everything else. Pure: the listener
 * still checks what only the server knows (the file, the page version, the
 * token, the database's state) and hands the request on when in doubt.
 */
export type FastLane =
  | { kind: "file"; path: string }
  | { kind: "page"; path: CachedPath }
  | { kind: "media"; chapterId: string; token: string }
  | null;

const CHAPTER = /^\/media\/chapters\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function fastLaneOf(request: { method?: string; url?: string; headers: IncomingHttpHeaders }): FastLane {
  const { method, url = "", headers } = request;
  if (method !== "GET" && method !== "HEAD") return null;
  // An absolute-form target (`GET http://host/path`) goes the long way.
  if (!url.startsWith("/") || urlHasNul(url)) return null;
  const mark = url.indexOf("?");
  const pathname = mark < 0 ? url : url.slice(0, mark);
  if (bodyRefusal(pathname, headers) !== null) return null;
  // Parsed as Express parses `req.query` (its "simple" parser).
  const query = () => (mark < 0 ? {} : parse(url.slice(mark + 1)));
  if (isCachedPage(pathname)) {
    const cookie = headers.cookie;
    if (carriesSession(cookie) || carriesCoupon(query().coupon, cookie)) return null;
    return { kind: "page", path: pathname };
  }
  const chapter = CHAPTER.exec(pathname);
  if (chapter) {
    const token = query().token;
    return typeof token === "string" ? { kind: "media", chapterId: chapter[1]!, token } : null;
  }
  // Ranges of build files are sendFile's (static-files.ts).
  if (headers.range !== undefined) return null;
  try {
    return { kind: "file", path: decodeURIComponent(pathname) };
  } catch {
    return null;
  }
}
