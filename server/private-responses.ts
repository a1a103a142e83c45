import type { RequestHandler } from "express";
import { COOKIE_PREFIX } from "~/features/auth/auth.server";

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=[^;]`);

/** Whether a request carries a session cookie (valid or not: either way the answer is someone's). */
export function carriesSession(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
}

/**
 * Every page, `.data` answer and endpoint rendered for a signed-in visitor
 * shows their name, library or admin data: no shared cache may keep it, and
 * the browser must not keep it on disk after sign-out. A route that sets
 * its own Cache-Control still wins.
 */
export function privateWhenSignedIn(): RequestHandler {
  return (req, res, next) => {
    if (carriesSession(req.headers.cookie)) {
      // Decided when the headers go out: React Router appends a route's own
      // Cache-Control, which must replace this default, not join it.
      const writeHead = res.writeHead;
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
        if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "private, no-store");
        return writeHead.apply(this, args);
      } as typeof writeHead;
    }
    next();
  };
}
