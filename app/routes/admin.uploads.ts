import { eq } from "drizzle-orm";
import { products } from "~/db/schema";
import { attachCaptions, NoSuchChapterError } from "~/features/admin/captions.server";
import { storeProductImage } from "~/features/admin/product-image.server";
import { storeShareCard, storeSiteImage } from "~/features/admin/site-image.server";
import { UploadError, receiveUpload } from "~/features/admin/upload.server";
import { ffmpegInstalled, importWholeBook } from "~/features/admin/whole-book.server";
import {
  acceptsUpload,
  productFileKey,
  safeBaseName,
  UPLOAD_KINDS,
  type ProductFileKind,
  type UploadKind,
} from "~/features/admin/uploads";
import { requireAdmin } from "~/features/auth/session.server";
import { methodNotAllowed } from "~/lib/security/http.server";
import { readMediaInfo } from "~/lib/media-info.server";
import { leadMagnetKey } from "~/lib/site-images";
import { siteVideoKey } from "~/lib/video-embed";
import type { Route } from "./+types/admin.uploads";

const fail = (status: number, error: string, init: ResponseInit = {}) => Response.json({ error }, { ...init, status });

const CHOOSE_PRODUCT: Record<ProductFileKind, string> = {
  audio: "Choose an audiobook product first",
  video: "Choose a video product first",
  document: "Choose a workbook product first",
};

/**
 * POST /admin/uploads/{audio|video|document}?productId=&name=
 * The body is the file itself, streamed to storage (see receiveUpload). A
 * chapter's audio or video answers with what the file says of itself
 * (duration, title, track number), read back from storage.
 * POST /admin/uploads/image?name= (a product image),
 * /admin/uploads/site-image?name=&shape=photo|poster (a Site tab image) and
 * /admin/uploads/share-card?name= (the og:image): read whole, refused past
 * the pixel limit and scaled down (see storeProductImage, storeSiteImage,
 * storeShareCard).
 * POST /admin/uploads/site-video?name= (a Site tab video): MP4 or WebM,
 * streamed to storage like a lesson, and public at the `url` it answers.
 * POST /admin/uploads/lead-magnet?name= (the assessment's free chapter): a
 * PDF by its header, streamed within its size limit, public at its `url`.
 * POST /admin/uploads/book?productId=&name= (a whole audiobook, decision
 * 026): an M4B / MP4 audio or MP3 file whose embedded chapters become the
 * product's next chapters; answers them. Needs ffmpeg on the server.
 * POST /admin/uploads/captions?chapterId= (a chapter's or lesson's WebVTT
 * transcript): attached to the chapter at once, replacing any earlier one.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const { db, storage, log } = context.services;
  const url = new URL(request.url);
  const name = (url.searchParams.get("name") ?? "").slice(0, 200);
  const now = Date.now();
  // A refused upload leaves the rest of its body unread on the socket: close the connection
  // after the answer so that no client sends its next request behind that unread body.
  const refused = (error: UploadError) => fail(error.status, error.message, { headers: { Connection: "close" } });
  if (params.kind === "image" || params.kind === "site-image" || params.kind === "share-card") {
    const upload = { request, storage, fileName: name, now };
    const shape = url.searchParams.get("shape") === "poster" ? "poster" : "photo";
    try {
      const saved =
        params.kind === "image"
          ? await storeProductImage(upload)
          : await (params.kind === "share-card" ? storeShareCard(upload) : storeSiteImage({ ...upload, shape })).then(
              (image) => ({ key: image.url, ...image }),
            );
      log.info(`${params.kind} uploaded`, saved);
      return Response.json(saved, { status: 201 });
    } catch (error) {
      if (error instanceof UploadError) return refused(error);
      log.error(`${params.kind} upload failed`, { error: (error as Error).message });
      return fail(502, "The image could not be stored. Please try again.");
    }
  }
  if (params.kind === "site-video") {
    try {
      const saved = await receiveUpload({
        request,
        storage,
        kind: "video",
        keyFor: (ext) => siteVideoKey({ safeName: safeBaseName(name), now, ext }),
      });
      log.info("site video uploaded", saved);
      return Response.json({ ...saved, url: `/media/${saved.key}` }, { status: 201 });
    } catch (error) {
      if (error instanceof UploadError) return refused(error);
      log.error("site video upload failed", { error: (error as Error).message });
      return fail(502, "The video could not be stored. Please try again.");
    }
  }
  if (params.kind === "lead-magnet") {
    try {
      const saved = await receiveUpload({
        request,
        storage,
        kind: "pdf",
        keyFor: () => leadMagnetKey({ safeName: safeBaseName(name), now }),
      });
      log.info("lead magnet uploaded", saved);
      return Response.json({ ...saved, url: `/media/${saved.key}` }, { status: 201 });
    } catch (error) {
      if (error instanceof UploadError) return refused(error);
      log.error("lead magnet upload failed", { error: (error as Error).message });
      return fail(502, "The PDF could not be stored. Please try again.");
    }
  }
  if (params.kind === "book") {
    if (!(await ffmpegInstalled())) {
      return fail(
        501,
        "This server cannot split a whole audiobook (ffmpeg is not installed): upload its chapters one by one",
        // The file is left unread: close the connection after the answer, as for a refused upload.
        { headers: { Connection: "close" } },
      );
    }
    try {
      const productId = url.searchParams.get("productId") ?? "";
      const chapters = await importWholeBook({ db, storage, request, productId, fileName: name, now });
      log.info("whole audiobook uploaded", { productId, chapters: chapters.length });
      return Response.json({ chapters }, { status: 201 });
    } catch (error) {
      if (error instanceof UploadError) return refused(error);
      log.error("whole audiobook upload failed", { error: (error as Error).message });
      return fail(502, "The audiobook could not be split and stored. Please try again.");
    }
  }
  if (params.kind === "captions") {
    const chapterId = url.searchParams.get("chapterId") ?? "";
    try {
      const saved = await attachCaptions({ db, storage, request, chapterId, now });
      log.info("captions uploaded", { chapterId, size: saved.size });
      return Response.json(saved, { status: 201 });
    } catch (error) {
      if (error instanceof NoSuchChapterError) return fail(404, "This chapter no longer exists");
      if (error instanceof UploadError) return refused(error);
      log.error("captions upload failed", { error: (error as Error).message });
      return fail(502, "The captions could not be stored. Please try again.");
    }
  }
  if (!UPLOAD_KINDS.includes(params.kind as UploadKind)) return fail(404, "Unknown upload kind");
  const kind = params.kind as ProductFileKind;
  const productId = url.searchParams.get("productId") ?? "";
  const [product] = /^[0-9a-f-]{36}$/i.test(productId)
    ? await db.select({ type: products.productType }).from(products).where(eq(products.id, productId))
    : [];
  if (!product || !acceptsUpload(product.type, kind)) return fail(400, CHOOSE_PRODUCT[kind]);
  try {
    const saved = await receiveUpload({
      request,
      storage,
      kind,
      keyFor: (ext) => productFileKey(kind, productId, name, ext, now),
    });
    log.info("file uploaded", { key: saved.key, size: saved.size, mime: saved.mime });
    if (kind === "document") return Response.json(saved, { status: 201 });
    const media = await readMediaInfo(storage.read(saved.key), saved);
    return Response.json({ ...saved, media }, { status: 201 });
  } catch (error) {
    if (error instanceof UploadError) return refused(error);
    log.error("upload failed", { kind, error: (error as Error).message });
    return fail(502, "The file could not be stored. Please try again.");
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed("POST");
}
