import { createHash } from "node:crypto";
import { pipeline } from "node:stream/promises";
import express, { type Request, type Response } from "express";
import { contentRange, decideByteRange } from "~/features/player/byte-range";
import { findPlayableChapter } from "~/features/player/access.server";
import { mediaTypeOf } from "~/features/player/media-type";
import { getServices } from "~/services.server";

/**
 * GET/HEAD /media/chapters/:chapterId: the only way to a chapter's bytes.
 *
 * A plain Express handler rather than a React Router resource route: React
 * Router's Express adapter buffers a streamed body, and a 200 MB chapter
 * must go from storage to the socket a chunk at a time. Every request
 * (each range the browser asks for) re-checks the session and the grant,
 * so revoking access or deactivating the product stops playback at once.
 */
export function mediaRoutes(): express.Router {
  const router = express.Router();
  router.get("/media/chapters/:chapterId", (req, res, next) => {
    serveChapter(req, res).catch(next);
  });
  return router;
}

function refuse(res: Response, status: number, message: string) {
  res.status(status).setHeader("Cache-Control", "no-store").type("text/plain").send(message);
}

function headersOf(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

async function serveChapter(req: Request, res: Response): Promise<void> {
  const services = await getServices();
  const session = await services.auth.api.getSession({ headers: headersOf(req) }).catch((error: Error) => {
    services.log.error("session lookup failed", { error: error.message });
    return null;
  });
  if (!session) return refuse(res, 401, "Sign in to listen.");

  // Unknown chapter, no grant, revoked grant and inactive product all look alike.
  const chapter = await findPlayableChapter(services.db, session.user.id, String(req.params.chapterId));
  const size = chapter ? await services.storage.size(chapter.filePath) : null;
  if (!chapter || size === null) return refuse(res, 404, "Not found.");

  const etag = `"${createHash("sha256").update(chapter.filePath).digest("base64url").slice(0, 22)}-${size.toString(36)}"`;
  res.setHeader("Accept-Ranges", "bytes");
  res.setHeader("Content-Type", mediaTypeOf(chapter.filePath));
  // Private, and revalidated on every use so the access check always runs.
  res.setHeader("Cache-Control", "private, no-cache");
  res.setHeader("ETag", etag);
  res.setHeader("Content-Disposition", "inline");

  const rangeHeader = req.headers.range;
  if (!rangeHeader && req.headers["if-none-match"] === etag) {
    res.status(304).end();
    return;
  }
  // If-Range names the version the client holds: a range of another version would corrupt it.
  const ifRange = req.headers["if-range"];
  const decision = decideByteRange(ifRange && ifRange !== etag ? undefined : rangeHeader, size);
  const range = contentRange(decision, size);
  if (range) res.setHeader("Content-Range", range);
  if (decision.kind === "unsatisfiable") {
    res.status(416).setHeader("Content-Length", "0");
    res.end();
    return;
  }
  const bytes = decision.kind === "partial" ? { start: decision.start, end: decision.end } : undefined;
  res.status(bytes ? 206 : 200);
  res.setHeader("Content-Length", String(bytes ? bytes.end - bytes.start + 1 : size));
  if (req.method === "HEAD" || size === 0) {
    res.end();
    return;
  }
  try {
    await pipeline(services.storage.read(chapter.filePath, bytes), res);
  } catch (error) {
    // A listener seeking away closes the connection mid-range: not an error.
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
      services.log.error("media stream failed", { error: (error as Error).message });
    }
  }
}
