import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { redactText } from "~/lib/redact-log";
import type { Logger } from "~/logger.server";

declare module "node:http" {
  interface IncomingMessage {
    /** This request's id, echoed as X-Request-Id. */
    id: string;
  }
}

/** An incoming X-Request-Id is kept when it is a plain token (a proxy's id), else one is made. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * One JSON line per request, with a request id that is echoed as
 * X-Request-Id (so a visitor's report can be found in the logs) and kept
 * as `req.id` for later log lines. Only the path is logged: query strings
 * carry reset tokens, media tokens and email addresses. Hashed assets are
 * not logged. Written directly rather than through pino-http, whose
 * per-request child logger cost more than the cached pages themselves.
 */
export function requestLog(logRequest: ReturnType<typeof requestLogger>): RequestHandler {
  return (req, res, next) => {
    logRequest(req, res, performance.now(), () => (res.locals as { clientIp?: string } | undefined)?.clientIp);
    next();
  };
}

/**
 * Gives a request its id (and X-Request-Id) and writes its line when the
 * response closes: for the Express app (above) and for the fast lane in
 * front of it, which has no Express objects. `started` is when the request
 * arrived; `clientIp` is read when the line is written.
 */
export function requestLogger(log: Logger) {
  const pino = log.prescrubbed;
  return (req: IncomingMessage, res: ServerResponse, started: number, clientIp: () => string | undefined): void => {
    const incoming = req.headers["x-request-id"];
    const fromProxy = typeof incoming === "string" && REQUEST_ID.test(incoming);
    const id = fromProxy ? incoming : randomUUID();
    req.id = id;
    res.setHeader("X-Request-Id", id);
    const url = req.url ?? "";
    if (url.startsWith("/assets/") || !pino.isLevelEnabled("error")) return;
    res.once("close", () => {
      const status = res.statusCode;
      const level = status >= 500 ? "error" : "info";
      if (!pino.isLevelEnabled(level)) return;
      // The strings a client chose are scrubbed as every log line's are (lib/redact-log.ts).
      const ip = clientIp();
      pino[level](
        {
          req: { id: fromProxy ? redactText(id) : id, method: req.method, path: redactText(url.split("?")[0]!) },
          res: { status },
          ip: ip === undefined ? undefined : redactText(ip),
          responseTime: Math.round(performance.now() - started),
        },
        "request",
      );
    });
  };
}
