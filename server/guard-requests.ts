import type { RequestHandler } from "express";
import { allowedMethods, bodyRefusal, methodReachesRoutes, urlHasNul } from "./request-guards";

/**
 * Refuses, before any route runs: methods no route takes (405 with
 * `Allow`), URLs carrying a NUL (400), bodies declared larger than the
 * path accepts (413) and, outside the uploads, bodies without a length
 * (411), all without reading them. The routes still count what they read
 * (read-body.server.ts).
 */
export function guardRequests(): RequestHandler {
  return (req, res, next) => {
    if (!methodReachesRoutes(req.method, req.path)) {
      const allow = allowedMethods(req.path).join(", ");
      res.setHeader("Allow", allow);
      res.status(405).json({ error: `Method not allowed. Use ${allow}.` });
      return;
    }
    if (urlHasNul(req.originalUrl)) {
      res.status(400).json({ error: "The address contains a NUL character." });
      return;
    }
    const refused = bodyRefusal(req.path, req.headers);
    if (refused) {
      res.status(refused.status).json({ error: refused.error });
      return;
    }
    next();
  };
}
