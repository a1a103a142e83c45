import type { RequestHandler, Response } from "express";
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
 * its own Cache-Control still wins. `proto` is the app's response prototype
 * (`app.response`), hooked here, before any request: a response's own
 * wrappers (compression's) keep the writeHead they found when they ran.
 */
export function privateWhenSignedIn(proto: Response): RequestHandler {
  privateByDefault(proto);
  return (req, res, next) => {
    if (carriesSession(req.headers.cookie)) (res.locals as PrivateLocals).privateByDefault = true;
    next();
  };
}

interface PrivateLocals {
  privateByDefault?: boolean;
}

const hooked = new WeakSet<object>();

/**
 * Decided when the headers go out: React Router appends a route's own
 * Cache-Control, which must replace this default, not join it. Hooked once
 * into the app's response prototype (an own writeHead on each response
 * object made every response slower).
 */
function privateByDefault(proto: Response) {
  if (hooked.has(proto)) return;
  hooked.add(proto);
  const writeHead = proto.writeHead;
  proto.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if ((this.locals as PrivateLocals | undefined)?.privateByDefault && !this.hasHeader("Cache-Control")) {
      this.setHeader("Cache-Control", "private, no-store");
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
