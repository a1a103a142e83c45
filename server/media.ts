import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import express, { type Request, type Response } from "express";
import { contentRange, decideByteRange } from "~/features/player/byte-range";
import { findGrantedDocument, findPlayableChapter } from "~/features/player/access.server";
import { verifyMediaToken } from "~/features/player/media-token.server";
import { mediaTypeOf } from "~/features/player/media-type";
import { evaluatePreconditions } from "~/features/player/preconditions";
import { isConnectionError } from "~/db/connection-errors";
import { attachmentDisposition, downloadFileName, isPdfKey } from "~/lib/product-files";
import { isSiteVideoFile } from "~/lib/video-embed";
import { getLogger, getServices, type Services } from "~/services.server";
import { StorageUnavailableError } from "~/storage/storage.server";
import { mediaAccessCache } from "./media-access";

/**
 * GET/HEAD /media/chapters/:chapterId: the only way to a chapter's bytes,
 * and …/captions to its WebVTT transcript, behind the same check;
 * GET/HEAD /media/documents/:productId[/view]: a workbook's document, as a
 * download or (a PDF) shown in the browser.
 * GET/HEAD /media/site-videos/:file: a video uploaded in the Site tab,
 * public like the pages that play it.
 *
 * A plain Express handler rather than a React Router resource route: React
 * Router's Express adapter buffers a streamed body, and a 200 MB chapter
 * must go from storage to the socket a chunk at a time.
 *
 * The player's chapter URLs carry a signed media token (media-token.server.ts):
 * a range request with a valid one costs a signature check, a grant looked
 * up in a 30-second cache (media-access.ts) and the file read, so revoking
 * access or deactivating the product stops signed playback within 30
 * seconds. Without a valid token (expired, altered, none) the session
 * cookie and the grant are checked in the database on every request, and
 * revocation stops playback at once.
 */
export function mediaRoutes(access: ChapterAccess): express.Router {
  const router = express.Router();
  router.get(
    "/media/chapters/:chapterId",
    handle((req, res) => serveChapter(req, res, access)),
  );
  router.get("/media/chapters/:chapterId/captions", handle(serveCaptions));
  router.get(
    "/media/documents/:productId",
    handle((req, res) => serveDocument(req, res, "download")),
  );
  router.get(
    "/media/documents/:productId/view",
    handle((req, res) => serveDocument(req, res, "view")),
  );
  router.get("/media/site-videos/:file", handle(serveSiteVideo));
  return router;
}

/** An async media handler whose storage outage is a 503, not a missing file. */
export const handle =
  (serve: (req: Request, res: Response) => Promise<void>): express.RequestHandler =>
  (req, res, next) => {
    serve(req, res).catch((error: unknown) => {
      if (!(error instanceof StorageUnavailableError)) return next(error);
      // A missing bucket or refused credentials is an outage, not a missing chapter.
      getLogger().error("storage unavailable", { error, path: req.path });
      if (res.headersSent) return res.destroy();
      res.setHeader("Retry-After", "30");
      refuse(res, 503, "Audio is briefly unavailable. Please try again shortly.");
    });
  };

export function refuse(res: Response, status: number, message: string) {
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

async function sessionUserId(req: Request, services: Services): Promise<string | null> {
  const session = await services.auth.api.getSession({ headers: headersOf(req) }).catch((error: Error) => {
    // A database outage is a 503 (server/app.ts), not a signed-out listener.
    if (isConnectionError(error)) throw error;
    services.log.error("session lookup failed", { error });
    return null;
  });
  return session?.user.id ?? null;
}

/** The grants signed media requests are checked against, shared by the Express routes and the fast lane. */
export function chapterAccess() {
  return mediaAccessCache<{ filePath: string; productId: string } | null>();
}
export type ChapterAccess = ReturnType<typeof chapterAccess>;

/**
 * The stored file of the chapter a signed media token opens: undefined when
 * the token is not valid for this chapter (expired, altered, another's: the
 * session decides), null when its grant is gone (revoked, inactive, unknown).
 */
export async function signedChapterFile(
  services: Services,
  access: ChapterAccess,
  chapterId: string,
  token: unknown,
): Promise<string | null | undefined> {
  const signed =
    typeof token === "string"
      ? verifyMediaToken(services.config.authSecret, token, chapterId, Date.now() / 1000)
      : null;
  if (!signed) return undefined;
  const chapter = await access.get(`${signed.userId} ${chapterId}`, () =>
    findPlayableChapter(services.db, signed.userId, chapterId),
  );
  return chapter?.productId === signed.productId ? chapter.filePath : null;
}

/** The stored file of a chapter this request may play, or null (unknown chapter, no grant, revoked, inactive). */
async function playableFile(
  req: Request,
  services: Services,
  access: ChapterAccess,
): Promise<string | null | "signed out"> {
  const chapterId = String(req.params.chapterId);
  const signed = await signedChapterFile(services, access, chapterId, req.query.token);
  if (signed !== undefined) return signed;
  const userId = await sessionUserId(req, services);
  if (!userId) return "signed out";
  return (await findPlayableChapter(services.db, userId, chapterId))?.filePath ?? null;
}

/**
 * How long a presigned S3 URL handed to a signed request stays valid: the
 * browser may go on using it for that chapter's later ranges, and a revoked
 * grant stops S3 playback within it.
 */
const PRESIGNED_MEDIA_SECONDS = 10 * 60;

async function serveChapter(req: Request, res: Response, access: ChapterAccess): Promise<void> {
  const services = await getServices();
  const filePath = await playableFile(req, services, access);
  if (filePath === "signed out") return refuse(res, 401, "Sign in to listen.");
  const { readUrl } = services.storage;
  if (filePath && readUrl && typeof req.query.token === "string") {
    // A signed URL on S3: the bucket sends the bytes, the app only checked access.
    res.setHeader("Cache-Control", "private, no-store");
    res.redirect(
      302,
      readUrl.call(services.storage, filePath, {
        expiresSeconds: PRESIGNED_MEDIA_SECONDS,
        contentType: mediaTypeOf(filePath),
      }),
    );
    return;
  }
  // Unknown chapter, no grant, revoked grant and inactive product all look alike.
  const size = filePath ? await services.storage.size(filePath) : null;
  if (!filePath || size === null) return refuse(res, 404, "Not found.");
  await streamChapter(req, res, services, filePath, size);
}

/** A chapter's bytes (Range and conditional requests honoured), once access is checked. */
export function streamChapter(
  req: IncomingMessage,
  res: ServerResponse,
  services: Services,
  filePath: string,
  size: number,
): Promise<void> {
  return streamStoredFile(req, res, services, { key: filePath, size, disposition: "inline" });
}

async function serveCaptions(req: Request, res: Response): Promise<void> {
  const services = await getServices();
  const userId = await sessionUserId(req, services);
  if (!userId) return refuse(res, 401, "Sign in to read the transcript.");

  const chapter = await findPlayableChapter(services.db, userId, String(req.params.chapterId));
  const key = chapter?.captionsPath ?? null;
  const size = key ? await services.storage.size(key) : null;
  if (!key || size === null) return refuse(res, 404, "Not found.");
  await streamStoredFile(req, res, services, { key, size, disposition: "inline" });
}

/** Names are timestamped, so a replaced video gets a new URL and a stored one never changes. */
async function serveSiteVideo(req: Request, res: Response): Promise<void> {
  const file = String(req.params.file);
  const services = await getServices();
  const key = `site-videos/${file}`;
  const size = isSiteVideoFile(file) ? await services.storage.size(key) : null;
  if (size === null) return refuse(res, 404, "Not found.");
  await streamStoredFile(req, res, services, {
    key,
    size,
    disposition: "inline",
    cacheControl: "public, max-age=31536000, immutable",
  });
}

/**
 * The policy of a PDF shown in the browser: Chrome's viewer is an embedded
 * plugin with inline styles, which the pages' policy (object-src 'none')
 * would block; nothing else may load or frame it.
 */
const PDF_VIEW_POLICY = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** A PDF is viewed in the browser; every other document (and every download) is saved as a file. */
async function serveDocument(req: Request, res: Response, mode: "download" | "view"): Promise<void> {
  const services = await getServices();
  const userId = await sessionUserId(req, services);
  if (!userId) return refuse(res, 401, "Sign in to download.");

  const document = await findGrantedDocument(services.db, userId, String(req.params.productId));
  const size = document ? await services.storage.size(document.filePath) : null;
  if (!document || size === null) return refuse(res, 404, "Not found.");
  const inline = mode === "view" && isPdfKey(document.filePath);
  if (inline) res.setHeader("Content-Security-Policy", PDF_VIEW_POLICY);
  const disposition = inline ? "inline" : attachmentDisposition(downloadFileName(document.name, document.filePath));
  await streamStoredFile(req, res, services, { key: document.filePath, size, disposition });
}

/**
 * A range up to this size (a player's seek asks for tens of KB) is read
 * into one buffer and sent: a read stream and its pipeline cost more than
 * the read itself.
 */
const SMALL_RANGE_BYTES = 256 * 1024;

/** Streams a stored file the caller has just authorised (or a public one), honouring the conditional and Range headers. */
export async function streamStoredFile(
  req: IncomingMessage,
  res: ServerResponse,
  services: Services,
  file: { key: string; size: number; disposition: string; cacheControl?: string },
): Promise<void> {
  const { key, size } = file;
  const accel = services.config.mediaAccelRedirect;
  if (accel) {
    // The proxy sends the file (Range and conditional requests included) from
    // its internal location; the app has checked access and names the type.
    res.setHeader("Content-Type", mediaTypeOf(key));
    res.setHeader("Cache-Control", file.cacheControl ?? "private, no-cache");
    res.setHeader("Content-Disposition", file.disposition);
    res.setHeader("X-Accel-Redirect", `${accel}${key.split("/").map(encodeURIComponent).join("/")}`);
    res.statusCode = 200;
    res.end();
    return;
  }
  const etag = `"${createHash("sha256").update(key).digest("base64url").slice(0, 22)}-${size.toString(36)}"`;
  res.setHeader("Accept-Ranges", "bytes");
  res.setHeader("Content-Type", mediaTypeOf(key));
  // Private, and revalidated on every use so the access check always runs (unless the file is public).
  res.setHeader("Cache-Control", file.cacheControl ?? "private, no-cache");
  res.setHeader("ETag", etag);
  res.setHeader("Content-Disposition", file.disposition);

  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  const precondition = evaluatePreconditions(
    {
      method: req.method ?? "GET",
      ifMatch: header("if-match"),
      ifNoneMatch: header("if-none-match"),
      ifRange: header("if-range"),
      range: header("range"),
    },
    etag,
  );
  if (precondition.kind === "not-modified") {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (precondition.kind === "precondition-failed") {
    res.statusCode = 412;
    res.setHeader("Content-Length", "0");
    res.end();
    return;
  }
  const decision = decideByteRange(precondition.useRange ? header("range") : undefined, size);
  const range = contentRange(decision, size);
  if (range) res.setHeader("Content-Range", range);
  if (decision.kind === "unsatisfiable") {
    res.statusCode = 416;
    res.setHeader("Content-Length", "0");
    res.end();
    return;
  }
  const bytes = decision.kind === "partial" ? { start: decision.start, end: decision.end } : undefined;
  res.statusCode = bytes ? 206 : 200;
  res.setHeader("Content-Length", String(bytes ? bytes.end - bytes.start + 1 : size));
  if (req.method === "HEAD" || size === 0) {
    res.end();
    return;
  }
  const { readRange } = services.storage;
  if (bytes && readRange && bytes.end - bytes.start < SMALL_RANGE_BYTES) {
    try {
      res.end(await readRange.call(services.storage, key, bytes));
    } catch (error) {
      services.log.error("media stream failed", { error });
      res.destroy();
    }
    return;
  }
  try {
    await pipeline(services.storage.read(key, bytes), res);
  } catch (error) {
    // A listener seeking away closes the connection mid-range: not an error.
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
      services.log.error("media stream failed", { error });
    }
  }
}
