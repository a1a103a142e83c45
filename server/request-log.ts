import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "~/logger.server";

/** An incoming X-Request-Id is kept when it is a plain token (a proxy's id), else one is made. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * One JSON line per request through pino-http, with a request id that is
 * echoed as X-Request-Id (so a visitor's report can be found in the logs)
 * and available to later log lines as `req.log`. Only the path is logged:
 * query strings carry reset tokens and email addresses. Hashed assets are
 * not logged.
 */
export function requestLog(log: Logger) {
  return pinoHttp({
    logger: log.pino,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers["x-request-id"];
      const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: (req) => (req.url ?? "").startsWith("/assets/") },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request failed",
    serializers: {
      req: (req: { id: unknown; method: string; url: string; raw?: { socket?: { remoteAddress?: string } } }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split("?")[0],
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customProps: (_req, res) => ({ ip: (res as ServerResponse & { locals?: { clientIp?: string } }).locals?.clientIp }),
  });
}
