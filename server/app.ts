import type { RequestListener, Server } from "node:http";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { appLoadContext } from "~/load-context";
import { ConfigError, getConfig, loadProjectEnvFile } from "~/config.server";
import type { DatabaseAvailability } from "~/db/availability.server";
import { isConnectionError } from "~/db/connection-errors";
import { describeError } from "~/lib/app-error";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { scheduleAnalyticsPruning } from "~/features/analytics/retention.server";
import { scheduleAnalyticsRollUp } from "~/features/analytics/rollup.server";
import { startOutboxWorker } from "~/lib/email/outbox-worker.server";
import { scheduleCheckoutStartPruning } from "~/features/conversions/checkout-starts.server";
import { scheduleConversionDelivery } from "~/features/conversions/conversions.server";
import { startLeadWorker } from "~/features/leads/lead-worker.server";
import { scheduleSmsDelivery } from "~/features/auth/phone/phone.server";
import { scheduleRateLimitPruning } from "~/lib/security/rate-limit.server";
import type { SiteContentSnapshot, SiteContentStore } from "~/lib/site-content.server";
import { getLogger, getServices, logAsynchronously, type Services } from "~/services.server";
import { parseStorageUrl } from "~/storage/s3-storage.server";
import { clientIpOf } from "./client-ip";
import { guardRequests } from "./guard-requests";
import { databaseOutage, OUTAGE_RETRY_AFTER_SECONDS } from "./database-outage";
import { healthChecker } from "./health";
import { listen, startingGate } from "./listen";
import { chapterAccess, mediaRoutes } from "./media";
import { podcastFeedRoutes } from "./podcast-feeds";
import { runOperatorCli } from "./operator/cli";
import { listenForOperatorCommands } from "./operator/control-socket";
import { marketingPages } from "./marketing-pages";
import { couponCookieOf } from "~/lib/coupon-link";
import { pageRenderer } from "./page-renderer";
import { privateWhenSignedIn } from "./private-responses";
import { publicProtocol } from "./public-protocol";
import { requestLog, requestLogger } from "./request-log";
import { responseHeaders } from "./response-headers";
import { CACHED_PAGES } from "./cached-pages";
import { fastLaneListener, type FirstHandler } from "./fast-lane-listener";
import { isSameOriginWrite, isSignedLinkWrite } from "./same-origin";
import { nextNonce, responsePolicies } from "./response-policies";
import { seoFiles } from "./seo-files";
import { handlerOfBuild } from "./server-build";
import { createDrain } from "./shutdown";
import { bootFailure, listenFailure } from "./start-failures";
import { staticFiles } from "./static-files";

/** How long an idle keep-alive connection stays open: longer than the proxies in docs/deploy wait. */
export const KEEP_ALIVE_TIMEOUT_MS = 125_000;
export { ConfigError, getConfig, getServices, loadProjectEnvFile, runOperatorCli };

export interface AppOptions {
  /** The client build to serve (production); omitted when Vite serves it. */
  clientDir?: string;
  dev?: boolean;
  /** Runs before our middleware, e.g. Vite's dev middleware. */
  before?: RequestHandler;
  /** Runs first of all: startServer's `Connection: close` while draining. */
  first?: FirstHandler;
}

/** How long a response waits for the site content's once-a-second freshness check. */
const SITE_CONTENT_WAIT_MS = 300;

/**
 * The site content, checked at most once a second; a check that hangs (a
 * database that does not answer) is waited for briefly, then the content
 * last read decides. Between checks this settles at once, with no timer.
 */
async function freshOrCurrent(store: SiteContentStore): Promise<SiteContentSnapshot> {
  const fresh = store.fresh();
  if (!store.checkDue()) return fresh;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<SiteContentSnapshot>((resolve) => {
    timer = setTimeout(() => resolve(store.current()), SITE_CONTENT_WAIT_MS).unref();
  });
  return Promise.race([fresh, waited]).finally(() => clearTimeout(timer));
}

/** The whole HTTP application: security, static files, health, and React Router. */
export function createApp(options: AppOptions = {}): express.Express {
  return assemble(options).app;
}

/**
 * What the server listens with: the fast lane (fast-lane-listener.ts) in
 * front of the Express app, which answers everything it does not; in
 * development, the Express app alone (Vite's middleware comes first there).
 */
export function createRequestListener(options: AppOptions = {}): RequestListener {
  return assemble(options).listener;
}

function assemble(options: AppOptions): { app: express.Express; listener: RequestListener } {
  const config = getConfig();
  const dev = options.dev ?? false;
  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy !== false) app.set("trust proxy", config.trustProxy);
  const log = getLogger();
  let availability: DatabaseAvailability | undefined;
  let ready: Services | undefined;
  getServices().then(
    (services) => {
      availability = services.database.availability;
      ready = services;
    },
    () => {},
  );

  if (options.first) app.use(options.first);
  const logRequest = requestLogger(log);
  app.use(requestLog(logRequest));
  // Behind a TLS-terminating proxy the app sees plain http: the public
  // protocol is a trusted proxy's X-Forwarded-Proto, else BASE_URL's (docs/operations.md, "Load balancer").
  // Defined once on the app's request prototype: an own property added to each
  // request object turned every later property access on it into a slow lookup.
  const expressProtocol = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(app.request), "protocol")?.get;
  Object.defineProperty(app.request, "protocol", {
    configurable: true,
    enumerable: true,
    get(this: express.Request) {
      return publicProtocol({
        protocol: expressProtocol?.call(this) ?? "http",
        forwardedProto: config.trustProxy !== false ? this.headers["x-forwarded-proto"] : undefined,
        baseUrl: config.baseUrl,
      });
    },
  });

  const policiesFor = responsePolicies(config.public, {
    dev,
    mediaOrigins: config.storageUrl ? [parseStorageUrl(config.storageUrl).endpoint.origin] : [],
  });
  const headers = responseHeaders({ hsts: config.baseUrl.startsWith("https://"), policiesFor });
  const contentHeaders = (res: express.Response, nonce: string, snapshot: SiteContentSnapshot | null) => {
    res.locals.policies = headers.content(res, nonce, snapshot);
  };
  app.use((req, res, next) => {
    const ip = clientIpOf(req, config.trustProxy);
    res.locals.clientIp = ip;
    // Overwrite whatever the client sent under this name: Better Auth reads it.
    req.headers[CLIENT_IP_HEADER] = ip;
    const nonce = nextNonce();
    res.locals.nonce = nonce;
    headers.security(res, req.path);
    // The owner's checkout links decide which cart origins the policies allow. Between the
    // once-a-second checks the content is already at hand: no await, no promise.
    if (ready && !ready.siteContent.checkDue()) {
      contentHeaders(res, nonce, ready.siteContent.current());
      return next();
    }
    void (async () => {
      const services = await getServices().catch(() => null);
      // A database that hangs must not hold every response: after a moment the
      // content last read decides (health checks and outage answers come next).
      contentHeaders(res, nonce, services ? await freshOrCurrent(services.siteContent) : null);
    })().then(() => next(), next);
  });

  app.use(guardRequests());
  if (options.before) app.use(options.before);
  const health = healthChecker();
  app.get("/healthz", async (_req, res) => {
    const report = await health(await getServices().catch(() => null));
    res.setHeader("Cache-Control", "no-store");
    res.status(report.httpStatus).json(report.body);
  });
  const build = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  // Static files and the cached pages come first, through as few layers as may be: they are
  // most of a launch's requests. Both are already compressed (at build time, once per
  // version), so they are answered before the compression middleware, which would only wrap them.
  const files = options.clientDir ? staticFiles(options.clientDir) : undefined;
  if (files) app.use(files);
  // Database outages answer 503 at once; static files above keep being served.
  const outage = databaseOutage(() => availability, app.response);
  const pages = marketingPages({ build, getServices, policiesFor });
  // Vite renders every page itself in development, with fresh modules.
  if (!dev) app.get([...CACHED_PAGES], outage, pages);
  // Before compression: media is already compressed and streams with exact lengths.
  app.use("/media/chapters", outage);
  app.use("/feeds", outage);
  const access = chapterAccess();
  app.use(mediaRoutes(access));
  app.use(podcastFeedRoutes());
  app.use(outage);
  // Dynamic responses only.
  app.use(compression());
  app.use(seoFiles({ build, getServices }));
  const renderPage = pageRenderer({ build, getServices, mode: dev ? "development" : "production" });
  // A `?coupon=` link keeps its code for the visitor's later pages and checkouts (app/lib/coupon-link.ts);
  // the cached pages above pass such a visitor on to the renderer.
  app.use((req, res, next) => {
    const setCookie = req.method === "GET" ? couponCookieOf(req.query.coupon, req.protocol === "https") : null;
    if (setCookie) res.append("Set-Cookie", setCookie);
    next();
  });

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
    if (isSignedLinkWrite(req.path)) {
      // The link's signature is the authority here, not the page it came from; React Router
      // would refuse an action whose Origin is another site, so that Origin is dropped.
      delete req.headers.origin;
      return next();
    }
    res.status(403).json({ error: "Cross-site request refused." });
  });

  app.use(privateWhenSignedIn(app.response));
  app.use(
    handlerOfBuild(build, { fresh: dev }, (loaded) =>
      createRequestHandler({
        build: loaded,
        mode: dev ? "development" : "production",
        getLoadContext: async (_req, res) =>
          appLoadContext({
            services: await getServices(),
            clientIp: res.locals.clientIp as string,
            nonce: res.locals.nonce as string,
            renderPage,
          }),
      }),
    ),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    if (isConnectionError(error)) {
      if (!res.headersSent) {
        res.setHeader("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
        res.status(503).json({ error: "The site is briefly unavailable. Please try again in a few seconds." });
      }
      return;
    }
    // Only an AppError chooses its status (lib/app-error.ts): whatever else was thrown is a 500.
    const answer = describeError(error);
    if (answer.status >= 500) log.error("request failed", { error, path: req.path, requestId: req.id });
    if (!res.headersSent) res.status(answer.status).json({ error: answer.message });
  };
  app.use(onError);
  if (dev) return { app, listener: app };
  // Express's req.ip (the trusted proxies' X-Forwarded-For walk) for a request Express never sees.
  const expressIp = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(app.request), "ip")?.get;
  const listener = fastLaneListener({
    app,
    first: options.first,
    services: () => ready,
    logRequest,
    clientIp: (req) =>
      clientIpOf(
        {
          get ip() {
            return expressIp?.call({ app, headers: req.headers, socket: req.socket }) as string | undefined;
          },
          socket: req.socket,
        },
        config.trustProxy,
      ),
    headers,
    files,
    pages,
    access,
  });
  return { app, listener };
}

/**
 * A start-up failure: one line naming the cause, and exit 1, so a service
 * manager's Restart=on-failure sees it (docs/operations.md, "Start-up failures").
 */
function cannotStart(cause: string, error: unknown): never {
  getLogger().error(`cannot start: ${cause}`, { error });
  process.exit(1);
}

/**
 * Listens (answering 503 until ready), boots the services (migrations, demo seed),
 * starts the outbox and lead workers and serves. SIGTERM/SIGINT stop accepting connections, let in-flight
 * requests (media downloads included) finish within SHUTDOWN_GRACE_SECONDS,
 * then close the workers and the database.
 */
export async function startServer(options: AppOptions & { port?: number } = {}): Promise<Server> {
  const config = getConfig();
  logAsynchronously();
  const port = options.port ?? config.port;
  // The port first: one that cannot be had ends the start at once, before the
  // database is opened and migrated (many seconds on a first start).
  const gate = startingGate();
  const server = await listen(gate.handler, port).catch((error: NodeJS.ErrnoException) =>
    cannotStart(listenFailure(error, port), error),
  );
  // A locked DATA_DIR, a database that does not answer within its connection timeout, a failed migration.
  const services = await getServices().catch((error: unknown) =>
    cannotStart(bootFailure(error, config.databaseUrl), error),
  );
  const worker = startOutboxWorker(services);
  const leadWorker = startLeadWorker(services);
  // The embedded database is this process's alone: backups and admin commands come through it.
  const operatorSocket =
    services.database.driver === "pglite"
      ? await listenForOperatorCommands(services).catch((error: unknown) =>
          cannotStart(`the operator socket: ${(error as Error).message}`, error),
        )
      : null;
  const pruning = scheduleAnalyticsPruning({
    db: services.db,
    retentionDays: config.analyticsRetentionDays,
    log: services.log,
  });
  const rollUp = scheduleAnalyticsRollUp({
    db: services.db,
    retentionDays: config.analyticsRetentionDays,
    log: services.log,
  });
  const rateLimitPruning = scheduleRateLimitPruning({ db: services.db, log: services.log });
  const conversions = scheduleConversionDelivery(services);
  const texts = scheduleSmsDelivery(services);
  const checkoutStartPruning = scheduleCheckoutStartPruning({ db: services.db, log: services.log });
  const drain = createDrain();
  gate.open(createRequestListener({ ...options, first: drain.closeConnections }));
  // A reverse proxy (or any client) keeps connections to the app open between requests and
  // reuses them. Node closes an idle one after 5 s, so a request sent on it as it closes is
  // reset (a 502 behind nginx, a "socket hang up" elsewhere). The app keeps them open longer
  // than nginx's (60 s) and Caddy's (2 min) idle timeouts; shutdown closes the idle ones itself.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  services.log.info("listening", { url: `http://localhost:${actualPort}`, database: services.database.driver });
  // Logs are JSON lines; the friendly line is for a person at a terminal only.
  if (process.stdout.isTTY) {
    console.log(`Rerouted is running at http://localhost:${actualPort} (${services.database.description})`);
  }

  const shutdown = async (signal: string) => {
    if (drain.draining) return;
    services.log.info("shutting down; finishing requests in flight", { signal, graceMs: config.shutdownGraceMs });
    operatorSocket?.close();
    const { forced } = await drain.drain(server, config.shutdownGraceMs);
    if (forced)
      services.log.error("grace period over; requests still in flight were cut", { graceMs: config.shutdownGraceMs });
    await Promise.all(
      [pruning, rollUp, rateLimitPruning, conversions, texts, checkoutStartPruning, worker, leadWorker].map((task) =>
        task.stop(),
      ),
    );
    await services.database.close().catch(() => {});
    process.exit(forced ? 1 : 0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return server;
}
