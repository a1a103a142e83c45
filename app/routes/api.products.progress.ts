import { chapterBelongsTo } from "~/features/player/access.server";
import { json, methodNotAllowed, notFound, readJson, requireListener } from "~/features/player/api.server";
import { idSchema, progressSchema } from "~/features/player/schemas";
import { readProgress, saveProgress } from "~/features/player/progress.server";
import type { Route } from "./+types/api.products.progress";

/** GET /api/products/:productId/progress[?chapterId=]: the signed-in user's positions in this product. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, product } = await requireListener(request, context.services, params.productId);
  const chapterId = new URL(request.url).searchParams.get("chapterId") ?? undefined;
  if (chapterId !== undefined && !idSchema.safeParse(chapterId).success) {
    return json({ error: "Invalid chapterId: not a chapter id" }, 400);
  }
  return json({
    progress: await readProgress(context.services.db, { userId: user.id, productId: product.id, chapterId }),
  });
}

/** POST /api/products/:productId/progress: upsert one chapter's position (also the page-hide beacon). */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const { db } = context.services;
  const { user, product } = await requireListener(request, context.services, params.productId);
  const progress = await readJson(request, progressSchema);
  if (!(await chapterBelongsTo(db, progress.chapterId, product.id))) return notFound("Chapter");
  const saved = await saveProgress(db, { userId: user.id, productId: product.id, progress });
  return json({ progress: saved });
}
