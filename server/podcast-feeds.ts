import { createHash } from "node:crypto";
import express, { type Request, type Response } from "express";
import { buildFeedXml, itemPubDate } from "~/features/podcast-feed/feed-xml";
import { feedChapter, feedIpHash, lookUpFeed, recordFeedFetch } from "~/features/podcast-feed/feeds.server";
import { listChapters } from "~/features/player/access.server";
import { mediaTypeOf } from "~/features/player/media-type";
import { evaluatePreconditions } from "~/features/player/preconditions";
import { hitRateLimit } from "~/lib/security/rate-limit.server";
import type { RateLimitName } from "~/lib/security/rate-limit";
import { getServices, type Services } from "~/services.server";
import { handle, refuse, streamStoredFile } from "./media";

/**
 * GET/HEAD /feeds/:token.xml: a buyer's private podcast feed of one product;
 * GET/HEAD /feeds/:token/chapters/:chapterId.:ext: its episodes' bytes.
 *
 * The token is the only credential (podcast apps send no cookie), so every
 * request looks it up and re-checks the buyer's grant: a reset feed answers
 * 410, a revoked or refunded grant 404, at once. Nothing here sets a cookie
 * or renders a page (no analytics, no pixels). Plain Express handlers, like
 * server/media.ts, so episodes stream a chunk at a time.
 */
export function podcastFeedRoutes(): express.Router {
  const router = express.Router();
  router.get("/feeds/:file", handle(serveFeed));
  router.get("/feeds/:token/chapters/:file", handle(serveEpisode));
  return router;
}

const FEED_FILE = /^([A-Za-z0-9_-]+)\.xml$/;
const EPISODE_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z0-9]{1,5}$/;

/** The file extension an episode URL carries (some apps judge the type by it). */
const extensionOf = (key: string) => /\.([a-z0-9]{1,5})$/i.exec(key)?.[1]?.toLowerCase() ?? "mp3";

async function feedFor(res: Response, services: Services, token: string, limit: RateLimitName) {
  const feed = await lookUpFeed(services.db, token);
  if (feed.kind === "gone") {
    refuse(res, 410, "This feed link was reset or replaced. Copy the new link from your library.");
    return null;
  }
  if (feed.kind === "not-found") {
    refuse(res, 404, "Not found.");
    return null;
  }
  const verdict = await hitRateLimit(services.db, limit, feed.feedId);
  if (!verdict.allowed) {
    res.setHeader("Retry-After", String(verdict.retryAfterSeconds));
    refuse(res, 429, "Too many requests for this feed. Please try again later.");
    return null;
  }
  return feed;
}

async function serveFeed(req: Request, res: Response): Promise<void> {
  const token = FEED_FILE.exec(String(req.params.file))?.[1];
  if (!token) return refuse(res, 404, "Not found.");
  const services = await getServices();
  const feed = await feedFor(res, services, token, "podcastFeed");
  if (!feed) return;
  const { config, db, storage } = services;
  await recordFeedFetch(db, feed.feedId, feedIpHash(config.authSecret, String(res.locals.clientIp)));

  const absolute = (path: string) => new URL(path, config.baseUrl).href;
  const { product } = feed;
  const chapters = await listChapters(db, product.id);
  const sizes = await Promise.all(chapters.map((chapter) => storage.size(chapter.filePath)));
  const { settings } = services.siteContent.current().content;
  const xml = buildFeedXml(
    {
      title: product.name,
      description: product.description.trim() || product.name,
      author: settings.authorName,
      link: absolute(`/product/${product.id}`),
      imageUrl: product.imageUrl ? absolute(product.imageUrl) : null,
      language: "en",
      ownerEmail: settings.supportEmail,
    },
    chapters.flatMap((chapter, index) => {
      const size = sizes[index];
      // A chapter whose file is missing from storage is left out rather than offered broken.
      if (size === null || size === undefined) return [];
      return [
        {
          guid: chapter.id,
          title: chapter.title,
          episode: index + 1,
          enclosureUrl: absolute(`/feeds/${token}/chapters/${chapter.id}.${extensionOf(chapter.filePath)}`),
          enclosureLength: size,
          enclosureType: mediaTypeOf(chapter.filePath),
          durationSeconds: chapter.duration,
          pubDate: itemPubDate(product.createdAt, index),
        },
      ];
    }),
  );
  const etag = `"${createHash("sha256").update(xml).digest("base64url").slice(0, 27)}"`;
  res.setHeader("Content-Type", "application/rss+xml; charset=utf-8");
  // Apps poll: five minutes in their cache, then a cheap 304.
  res.setHeader("Cache-Control", "private, max-age=300");
  res.setHeader("ETag", etag);
  res.setHeader("X-Robots-Tag", "noindex");
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  const precondition = evaluatePreconditions(
    { method: req.method, ifMatch: header("if-match"), ifNoneMatch: header("if-none-match") },
    etag,
  );
  if (precondition.kind !== "serve") {
    res.status(precondition.kind === "not-modified" ? 304 : 412).end();
    return;
  }
  const body = Buffer.from(xml, "utf8");
  res.setHeader("Content-Length", String(body.length));
  if (req.method === "HEAD") {
    res.status(200).end();
    return;
  }
  res.status(200).end(body);
}

async function serveEpisode(req: Request, res: Response): Promise<void> {
  const token = String(req.params.token);
  const chapterId = EPISODE_FILE.exec(String(req.params.file))?.[1];
  if (!chapterId) return refuse(res, 404, "Not found.");
  const services = await getServices();
  const feed = await feedFor(res, services, token, "podcastMedia");
  if (!feed) return;
  const chapter = await feedChapter(services.db, feed.product.id, chapterId);
  const size = chapter ? await services.storage.size(chapter.filePath) : null;
  if (!chapter || size === null) return refuse(res, 404, "Not found.");
  await streamStoredFile(req, res, services, { key: chapter.filePath, size, disposition: "inline" });
}
