import { eq } from "drizzle-orm";
import { products } from "~/db/schema";
import { storeSiteImage } from "~/features/admin/site-image.server";
import { UploadError, receiveUpload } from "~/features/admin/upload.server";
import {
  acceptsUpload,
  imageKey,
  imageUrlOf,
  productFileKey,
  UPLOAD_KINDS,
  type ProductFileKind,
  type UploadKind,
} from "~/features/admin/uploads";
import { requireAdmin } from "~/features/auth/session.server";
import { methodNotAllowed } from "~/lib/security/http.server";
import { readMediaInfo } from "~/lib/media-info.server";
import type { Route } from "./+types/admin.uploads";

const fail = (status: number, error: string, init: ResponseInit = {}) => Response.json({ error }, { ...init, status });

const CHOOSE_PRODUCT: Record<ProductFileKind, string> = {
  audio: "Choose an audiobook product first",
  video: "Choose a video product first",
  document: "Choose a workbook product first",
};

/**
 * POST /admin/uploads/image?name=  and  /admin/uploads/{audio|video|document}?productId=&name=
 * The body is the file itself, streamed to storage (see receiveUpload). A
 * chapter's audio or video answers with what the file says of itself
 * (duration, title, track number), read back from storage.
 * POST /admin/uploads/site-image?name=: a Site tab image, resized into WebP
 * and AVIF (see storeSiteImage).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const { db, storage, log } = context.services;
  const url = new URL(request.url);
  const name = (url.searchParams.get("name") ?? "").slice(0, 200);
  const now = Date.now();
  if (params.kind === "site-image") {
    try {
      const saved = await storeSiteImage({ request, storage, fileName: name, now });
      log.info("site image uploaded", saved);
      return Response.json({ key: saved.url, ...saved }, { status: 201 });
    } catch (error) {
      if (error instanceof UploadError) return fail(error.status, error.message, { headers: { Connection: "close" } });
      log.error("site image upload failed", { error: (error as Error).message });
      return fail(502, "The image could not be stored. Please try again.");
    }
  }
  const kind = params.kind as UploadKind;
  if (!UPLOAD_KINDS.includes(kind)) return fail(404, "Unknown upload kind");
  let keyFor: (ext: string) => string;
  if (kind === "image") {
    keyFor = (ext) => imageKey(name, ext, now);
  } else {
    const productId = url.searchParams.get("productId") ?? "";
    const [product] = /^[0-9a-f-]{36}$/i.test(productId)
      ? await db.select({ type: products.productType }).from(products).where(eq(products.id, productId))
      : [];
    if (!product || !acceptsUpload(product.type, kind)) return fail(400, CHOOSE_PRODUCT[kind]);
    keyFor = (ext) => productFileKey(kind, productId, name, ext, now);
  }
  try {
    const saved = await receiveUpload({ request, storage, kind, keyFor });
    log.info("file uploaded", { key: saved.key, size: saved.size, mime: saved.mime });
    if (kind === "image") return Response.json({ ...saved, url: imageUrlOf(saved.key) }, { status: 201 });
    if (kind === "document") return Response.json(saved, { status: 201 });
    const media = await readMediaInfo(storage.read(saved.key), saved);
    return Response.json({ ...saved, media }, { status: 201 });
  } catch (error) {
    // A refused upload leaves the rest of its body unread on the socket: close the connection
    // after the answer so that no client sends its next request behind that unread body.
    if (error instanceof UploadError) return fail(error.status, error.message, { headers: { Connection: "close" } });
    log.error("upload failed", { kind, error: (error as Error).message });
    return fail(502, "The file could not be stored. Please try again.");
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed("POST");
}
