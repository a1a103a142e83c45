import { chapterBelongsTo } from "~/features/player/access.server";
import { json, notFound, requireListener } from "~/features/player/api.server";
import { deviceLabelOf } from "~/features/player/device";
import { deviceIdOf } from "~/features/player/device.server";
import { recordSession } from "~/features/player/history.server";
import { idSchema, MAX_PLAYER_BODY_BYTES, progressSchema } from "~/features/player/schemas";
import { readProgress, saveProgress } from "~/features/player/progress.server";
import { methodNotAllowed, readJson } from "~/lib/security/http.server";
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

/**
 * POST /api/products/:productId/progress: upsert one chapter's position (also the page-hide beacon).
 * With a sessionId and the browser's device cookie, the same transaction moves the session's
 * entry in the listening history.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const { db } = context.services;
  const { user, product } = await requireListener(request, context.services, params.productId);
  const progress = await readJson(request, progressSchema, { maxBytes: MAX_PLAYER_BODY_BYTES });
  if (!(await chapterBelongsTo(db, progress.chapterId, product.id))) return notFound("Chapter");
  const deviceId = deviceIdOf(request);
  const now = new Date();
  const saved = await db.transaction(async (tx) => {
    const row = await saveProgress(tx, { userId: user.id, productId: product.id, progress, now });
    if (progress.sessionId && deviceId) {
      await recordSession(tx, {
        userId: user.id,
        productId: product.id,
        sessionId: progress.sessionId,
        chapterId: progress.chapterId,
        deviceId,
        deviceLabel: deviceLabelOf(request.headers.get("user-agent")),
        positionSeconds: progress.progressSeconds,
        now,
      });
    }
    return row;
  });
  return json({ progress: saved });
}
