import { chapterBelongsTo } from "~/features/player/access.server";
import { json, notFound, requireListener } from "~/features/player/api.server";
import { createBookmark, listBookmarks } from "~/features/player/bookmarks.server";
import { bookmarkSchema, MAX_PLAYER_BODY_BYTES } from "~/features/player/schemas";
import { methodNotAllowed, readJson } from "~/lib/security/http.server";
import type { Route } from "./+types/api.products.bookmarks";

/** GET /api/products/:productId/bookmarks: the signed-in user's bookmarks in this product. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, product } = await requireListener(request, context.services, params.productId);
  return json({ bookmarks: await listBookmarks(context.services.db, { userId: user.id, productId: product.id }) });
}

/** POST /api/products/:productId/bookmarks: a bookmark at a position of one of the product's chapters. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const { db } = context.services;
  const { user, product } = await requireListener(request, context.services, params.productId);
  const bookmark = await readJson(request, bookmarkSchema, { maxBytes: MAX_PLAYER_BODY_BYTES });
  if (!(await chapterBelongsTo(db, bookmark.chapterId, product.id))) return notFound("Chapter");
  return json({ bookmark: await createBookmark(db, { userId: user.id, productId: product.id, bookmark }) }, 201);
}
