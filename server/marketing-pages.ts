import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler } from "react-router";
import { appLoadContext } from "~/load-context";
import { lookupSession } from "~/features/auth/session.server";
import { loadRecentOrders } from "~/features/marketing/recent-orders.server";
import { carriesCoupon } from "~/lib/coupon-link";
import type { SiteContent } from "~/lib/site-content";
import type { SiteContentSnapshot } from "~/lib/site-content.server";
import type { HeaderVariant } from "~/load-context";
import type { Services } from "~/services.server";
import { isCachedPage, type CachedPath } from "./cached-pages";
import { inlineScriptHashes } from "./inline-scripts";
import { carriesSession } from "./private-responses";
import type { ResponsePolicies } from "./response-policies";
import { handlerOfBuild, type LoadBuild } from "./server-build";

/**
 * `/` and `/book` are where strangers decide to buy: they are rendered from
 * the database once per content version and header variant, compressed
 * once, and then answered from memory like a static file (decision 007).
 *
 * - The content version comes from the site-content store, which checks the
 *   database at most once a second, so an admin's save on any instance
 *   reaches every instance's next visitor within a second or two, with no
 *   rebuild and no restart.
 * - The header is right in the first paint: a visitor without a session
 *   cookie gets the "Login" variant without any database work; with one,
 *   the session is checked (one indexed lookup) and the "Dashboard" (or
 *   admin) variant is served, `private, no-store` like every answer to a
 *   signed-in visitor.
 * - `/book` shows the real recent orders (its toast): a new, refunded or
 *   aged-out order is a new version of that page, checked at most once a
 *   second like the content.
 * - A cached page cannot carry a per-response nonce, so its CSP lists the
 *   SHA-256 of each inline script of the very HTML served.
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface CachedPage {
  version: string;
  hashes: string[];
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Whose header the visitor sees, and the renewed session cookie when the lookup slid the session forward. */
async function headerVariantOf(
  req: Request,
  services: Services,
): Promise<{ variant: HeaderVariant; refreshedCookies: string[] }> {
  const cookie = req.headers.cookie;
  if (!cookie || !carriesSession(cookie)) return { variant: "anonymous", refreshedCookies: [] };
  const { user, refreshedCookies } = await lookupSession(
    new Request(services.config.baseUrl, { headers: { cookie } }),
    { services },
  );
  return { variant: user ? (user.isAdmin ? "admin" : "member") : "anonymous", refreshedCookies };
}

export function marketingPages(options: {
  build: LoadBuild;
  getServices: () => Promise<Services>;
  policiesFor: (content: SiteContent) => ResponsePolicies;
}) {
  const handle = handlerOfBuild(options.build, { fresh: false }, (build) => createRequestHandler(build, "production"));
  const cache = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage>>();

  async function render(path: string, variant: HeaderVariant, version: string, services: Services) {
    const context = appLoadContext({ services, clientIp: "", nonce: "", headerVariant: variant });
    const response = await handle(
      new Request(new URL(path, services.config.baseUrl), { headers: { accept: "text/html" } }),
      context,
    );
    if (response.status !== 200) throw new Error(`rendering ${path} answered ${response.status}`);
    const identity = Buffer.from(await response.text(), "utf8");
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    return {
      version,
      hashes: inlineScriptHashes(identity.toString("utf8")),
      etag: createHash("sha256").update(identity).digest("base64url").slice(0, 27),
      identity,
      br,
      gzip: gz,
    } satisfies CachedPage;
  }

  /** The page for this version, rendering it once however many visitors ask at the same moment. */
  function pageFor(path: string, variant: HeaderVariant, version: string, services: Services): Promise<CachedPage> {
    const key = `${variant} ${path}`;
    const cached = cache.get(key);
    if (cached?.version === version) return Promise.resolve(cached);
    const inFlightKey = `${key} ${version}`;
    let pending = rendering.get(inFlightKey);
    if (!pending) {
      pending = render(path, variant, version, services)
        .then((page) => {
          cache.set(key, page);
          return page;
        })
        .finally(() => rendering.delete(inFlightKey));
      rendering.set(inFlightKey, pending);
    }
    return pending;
  }

  /** Answers with a rendered page: its policy, validators and the variant the client accepts. */
  function send(
    req: IncomingMessage,
    res: ServerResponse,
    page: CachedPage,
    content: SiteContent,
    refreshedCookies: string[],
  ) {
    const accept = req.headers["accept-encoding"] ?? "";
    const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
    const etag = `"${page.etag}${encoding ? `-${encoding}` : ""}"`;
    res.setHeader("Content-Security-Policy", options.policiesFor(content).withHashes(page.hashes));
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    // Revalidated on every visit (ETag), so an owner's change shows at once.
    // A request with a session cookie gets what every signed-in answer gets
    // (private-responses.ts): kept by no cache, nor on disk after sign-out.
    res.setHeader(
      "Cache-Control",
      carriesSession(req.headers.cookie) ? "private, no-store" : "public, max-age=0, must-revalidate",
    );
    for (const renewed of refreshedCookies) res.appendHeader("Set-Cookie", renewed);
    res.setHeader("ETag", etag);
    if (req.headers["if-none-match"] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  }

  let ready: Services | undefined;
  options.getServices().then(
    (services) => (ready = services),
    () => {},
  );

  /** The page at `path` for this version of the content, with the recent orders on `/book`. */
  async function pageAt(path: string, variant: HeaderVariant, snapshot: SiteContentSnapshot, services: Services) {
    const version =
      path === "/book" ? `${snapshot.version} ${JSON.stringify(await loadRecentOrders(services))}` : snapshot.version;
    return pageFor(path, variant, version, services);
  }

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isCachedPage(req.path)) return next();
    // A visitor with a coupon sees its prices: their page is rendered for them alone.
    if (carriesCoupon(req.query.coupon, req.headers.cookie)) return next();
    // `/` for a visitor without a session, between the content's once-a-second
    // checks: everything is at hand, answered without awaiting anything.
    if (ready && req.path === "/" && !carriesSession(req.headers.cookie) && !ready.siteContent.checkDue()) {
      const snapshot = ready.siteContent.current();
      const page = cache.get("anonymous /");
      if (page?.version === snapshot.version) return send(req, res, page, snapshot.content, []);
    }
    try {
      const services = await options.getServices();
      const snapshot = await services.siteContent.fresh();
      const { variant, refreshedCookies } = await headerVariantOf(req, services);
      const page = await pageAt(req.path, variant, snapshot, services);
      send(req, res, page, snapshot.content, refreshedCookies);
    } catch (error) {
      next(error);
    }
  };

  /**
   * The page a visitor without a session cookie gets (the fast lane's,
   * server/fast-lane-listener.ts), for the content at hand: nothing is
   * written, so a failure leaves the request to the Express app.
   */
  async function anonymousPage(path: CachedPath, services: Services) {
    const snapshot = services.siteContent.current();
    if (path === "/") {
      const page = cache.get("anonymous /");
      if (page?.version === snapshot.version) return { page, content: snapshot.content };
    }
    return { page: await pageAt(path, "anonymous", snapshot, services), content: snapshot.content };
  }

  return Object.assign(middleware, {
    anonymousPage,
    send: (req: IncomingMessage, res: ServerResponse, answer: { page: CachedPage; content: SiteContent }) =>
      send(req, res, answer.page, answer.content, []),
  });
}
