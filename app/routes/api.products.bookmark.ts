import { notFound, requireListener } from "~/features/player/api.server";
import { deleteBookmark } from "~/features/player/bookmarks.server";
import { methodNotAllowed } from "~/lib/security/http.server";
import type { Route } from "./+types/api.products.bookmark";

export function loader() {
  return methodNotAllowed("DELETE");
}

/** DELETE /api/products/:productId/bookmarks/:bookmarkId: removes one of the user's own bookmarks. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const { user, product } = await requireListener(request, context.services, params.productId);
  const deleted = await deleteBookmark(context.services.db, {
    userId: user.id,
    productId: product.id,
    bookmarkId: params.bookmarkId,
  });
  return deleted ? new Response(null, { status: 204 }) : notFound("Bookmark");
}
