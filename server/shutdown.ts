import type { IncomingMessage, Server, ServerResponse } from "node:http";

/**
 * Graceful shutdown: stop accepting connections, let every request in
 * flight finish (a chapter download on a slow connection included) within
 * the grace period, close idle keep-alive connections as they go idle, and
 * ask clients to reconnect elsewhere (`Connection: close`).
 */
export function createDrain() {
  let draining = false;

  /** Tells clients of a draining instance not to reuse the connection. */
  const closeConnections = (_req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (draining) res.setHeader("Connection", "close");
    next();
  };

  /** Resolves `{ forced: false }` when every connection has closed, or `{ forced: true }` after `graceMs`. */
  function drain(server: Server, graceMs: number): Promise<{ forced: boolean }> {
    draining = true;
    return new Promise((resolve) => {
      const idleSweep = setInterval(() => server.closeIdleConnections(), 1_000);
      const deadline = setTimeout(() => {
        clearInterval(idleSweep);
        server.closeAllConnections();
        resolve({ forced: true });
      }, graceMs);
      server.close(() => {
        clearInterval(idleSweep);
        clearTimeout(deadline);
        resolve({ forced: false });
      });
      // Keep-alive sockets with no request in flight would hold close() open.
      server.closeIdleConnections();
    });
  }

  return {
    closeConnections,
    drain,
    get draining() {
      return draining;
    },
  };
}
