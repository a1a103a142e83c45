import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { getConfig } from "~/config.server";
import { pingDatabase } from "~/db/client.server";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { scheduleAnalyticsPruning } from "~/features/analytics/retention.server";
import { startOutboxWorker } from "~/features/email/outbox-worker.server";
import { getServices } from "~/services.server";
import { clientIpOf } from "./client-ip";
import { mediaRoutes } from "./media";
import { isSameOriginWrite } from "./same-origin";
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from "./security-headers";
import { staticFiles } from "./static-files";

export { getConfig, getServices };

export interface AppOptions {
  /** The client build to serve (production); omitted when Vite serves it. */
  clientDir?: string;
  dev?: boolean;
  /** Runs before our middleware, e.g. Vite's dev middleware. */
  before?: RequestHandler;
}

/** The whole HTTP application: security, static files, health, and React Router. */
export function createApp(options: AppOptions = {}): express.Express {
  const config = getConfig();
  const dev = options.dev ?? false;
  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", 1);

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      if (req.path.startsWith("/assets/") || config.logLevel !== "info") return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      process.stdout.write(
        `${JSON.stringify({ time: new Date().toISOString(), level: "info", message: "request", method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10, ip: res.locals.clientIp })}\n`,
      );
    });
    next();
  });

  app.use((req, res, next) => {
    const ip = clientIpOf(req, config.trustProxy);
    res.locals.clientIp = ip;
    // Overwrite whatever the client sent under this name: Better Auth reads it.
    req.headers[CLIENT_IP_HEADER] = ip;
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, { dev }));
    if (config.baseUrl.startsWith("https://")) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  });

  if (options.before) app.use(options.before);
  // Before compression: media is already compressed and streams with exact lengths.
  app.use(mediaRoutes());
  // Dynamic responses only: precompressed static files already carry an encoding.
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const services = await getServices().catch(() => null);
    const ok = services ? await pingDatabase(services.db) : false;
    res.setHeader("Cache-Control", "no-store");
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "unavailable", database: services?.database.driver ?? null });
  });

  if (options.clientDir) app.use(staticFiles(options.clientDir, { dev }));

  app.use((req, res, next) => {
    const allowed = isSameOriginWrite({
      method: req.method,
      origin: req.headers.origin,
      secFetchSite: req.headers["sec-fetch-site"] as string | undefined,
      host: req.headers.host,
      protocol: req.protocol,
      baseUrl: config.baseUrl,
    });
    if (allowed) return next();
    res.status(403).json({ error: "Cross-site request refused." });
  });

  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: dev ? "development" : "production",
      getLoadContext: async (_req, res) => ({
        services: await getServices(),
        clientIp: res.locals.clientIp as string,
        nonce: res.locals.nonce as string,
      }),
    }),
  );

  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) console.error(error);
    if (!res.headersSent) res.status(status).json({ error: status === 500 ? "Internal server error" : "Bad request" });
  };
  app.use(onError);
  return app;
}

/**
 * Boots the services (migrations, demo seed), starts the outbox worker and
 * listens. SIGTERM/SIGINT stop accepting connections, let in-flight
 * requests finish, then close the worker and the database.
 */
export async function startServer(options: AppOptions & { port?: number } = {}): Promise<Server> {
  const config = getConfig();
  const services = await getServices();
  const worker = startOutboxWorker(services);
  const pruning = scheduleAnalyticsPruning({
    db: services.db,
    retentionDays: config.analyticsRetentionDays,
    log: services.log,
  });
  const app = createApp(options);
  const port = options.port ?? config.port;
  const server = await new Promise<Server>((resolveListen) => {
    const s = app.listen(port, () => resolveListen(s));
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  services.log.info("listening", { url: `http://localhost:${actualPort}`, database: services.database.driver });
  console.log(`Rerouted is running at http://localhost:${actualPort} (${services.database.description})`);

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    services.log.info("shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    server.close(async () => {
      pruning.stop();
      await worker.stop().catch(() => {});
      await services.database.close().catch(() => {});
      process.exit(0);
    });
    // Keep-alive sockets with no request in flight would hold close() open.
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
