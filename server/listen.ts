import { createServer, type RequestListener, type Server } from "node:http";
import { OUTAGE_RETRY_AFTER_SECONDS } from "./database-outage";

/**
 * Listens on `port`; rejects when the port cannot be had. Express's
 * `app.listen` callback receives the error as its argument, and a callback
 * that ignores it reports "listening" for a server that holds no socket.
 */
export function listen(app: RequestListener, port: number): Promise<Server> {
  const server = createServer(app);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

/**
 * Holds the port while the server starts (the database opened and migrated,
 * the demo seeded): until `open` hands requests to the application, each is
 * answered 503 with Retry-After, /healthz included, at once.
 */
export function startingGate(): { handler: RequestListener; open(app: RequestListener): void } {
  let app: RequestListener | null = null;
  return {
    handler(req, res) {
      if (app) return app(req, res);
      res.writeHead(503, {
        "Content-Type": "application/json",
        "Cache-Control": "no-store",
        "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS),
      });
      res.end(
        JSON.stringify({ status: "starting", error: "The site is starting. Please try again in a few seconds." }),
      );
    },
    open(ready) {
      app = ready;
    },
  };
}
