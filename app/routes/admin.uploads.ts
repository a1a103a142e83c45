import { eq } from "drizzle-orm";
import { products } from "~/db/schema";
import { UploadError, receiveUpload } from "~/features/admin/upload.server";
import { audioKey, imageKey, imageUrlOf } from "~/features/admin/uploads";
import { requireAdmin } from "~/features/auth/session.server";
import type { Route } from "./+types/admin.uploads";

const fail = (status: number, error: string, init: ResponseInit = {}) => Response.json({ error }, { ...init, status });

/**
 * POST /admin/uploads/image?name=  and  /admin/uploads/audio?productId=&name=
 * The body is the file itself, streamed to storage (see receiveUpload).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request, context.services);
  const { db, storage, log } = context.services;
  const url = new URL(request.url);
  const name = (url.searchParams.get("name") ?? "").slice(0, 200);
  const now = Date.now();
  let keyFor: (ext: string) => string;
  if (params.kind === "image") {
    keyFor = (ext) => imageKey(name, ext, now);
  } else if (params.kind === "audio") {
    const productId = url.searchParams.get("productId") ?? "";
    const [product] = /^[0-9a-f-]{36}$/i.test(productId)
      ? await db.select({ type: products.productType }).from(products).where(eq(products.id, productId))
      : [];
    if (product?.type !== "audiobook") return fail(400, "Choose an audiobook product first");
    keyFor = (ext) => audioKey(productId, name, ext, now);
  } else {
    return fail(404, "Unknown upload kind");
  }
  try {
    const saved = await receiveUpload({ request, storage, kind: params.kind, keyFor });
    log.info("file uploaded", { key: saved.key, size: saved.size, mime: saved.mime });
    return Response.json(params.kind === "image" ? { ...saved, url: imageUrlOf(saved.key) } : saved, { status: 201 });
  } catch (error) {
    // A refused upload leaves the rest of its body unread on the socket: close the connection
    // after the answer so that no client sends its next request behind that unread body.
    if (error instanceof UploadError) return fail(error.status, error.message, { headers: { Connection: "close" } });
    log.error("upload failed", { kind: params.kind, error: (error as Error).message });
    return fail(502, "The file could not be stored. Please try again.");
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
