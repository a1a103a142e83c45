import type { RequestHandler, Response } from "express";
import type { DatabaseAvailability } from "~/db/availability.server";

/** Seconds a client is asked to wait before retrying during an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
const MESSAGE = "The site is briefly unavailable. Please try again in a few seconds.";

/**
 * Database outages answer 503 with Retry-After, never 500:
 * - while the database is known to be down, at once, without waiting for
 *   a connection timeout per request;
 * - a request that failed (500) because the connection broke under it
 *   (a connection error was seen while it ran) is answered as 503 too,
 *   so clients and load balancers retry instead of reporting a bug.
 * `proto` is the app's response prototype (`app.response`), hooked here,
 * before any request: a response's own wrappers (compression's) keep the
 * writeHead they found when they ran.
 */
export function databaseOutage(availability: () => DatabaseAvailability | undefined, proto: Response): RequestHandler {
  watchStatus(proto, availability);
  return (req, res, next) => {
    const tracker = availability();
    if (!tracker) return next();
    if (tracker.isDown) {
      res.status(503).setHeader("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
      res.setHeader("Cache-Control", "no-store");
      if (req.accepts(["json", "html"]) === "json" || req.path.startsWith("/api/")) {
        res.json({ error: MESSAGE });
      } else {
        res.type("text/plain").send(MESSAGE);
      }
      return;
    }
    // The first outage check a request passes counts (media routes pass two).
    (res.locals as OutageLocals).failuresBefore ??= tracker.failureCount;
    next();
  };
}

interface OutageLocals {
  failuresBefore?: number;
}

const watched = new WeakSet<object>();

/**
 * Turns a 500 into a 503 when a connection error was seen while the request
 * ran. Hooked once into the app's response prototype rather than wrapped
 * around each response: an own writeHead on every response object made each
 * of them slower to use.
 */
function watchStatus(proto: Response, availability: () => DatabaseAvailability | undefined) {
  if (watched.has(proto)) return;
  watched.add(proto);
  const writeHead = proto.writeHead;
  proto.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    const failuresBefore = (this.locals as OutageLocals | undefined)?.failuresBefore;
    const tracker = availability();
    const status = typeof args[0] === "number" ? args[0] : this.statusCode;
    if (failuresBefore !== undefined && tracker && status === 500 && tracker.failureCount !== failuresBefore) {
      args[0] = 503;
      this.statusCode = 503;
      this.setHeader("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
