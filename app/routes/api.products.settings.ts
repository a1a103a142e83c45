import { json, requireListener } from "~/features/player/api.server";
import { MAX_PLAYER_BODY_BYTES, settingsSchema } from "~/features/player/schemas";
import { readSpeed, saveSpeed } from "~/features/player/settings.server";
import { methodNotAllowed, readJson } from "~/lib/security/http.server";
import type { Route } from "./+types/api.products.settings";

/** GET /api/products/:productId/settings: the playback speed kept for this product. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, product } = await requireListener(request, context.services, params.productId);
  return json({ speed: await readSpeed(context.services.db, { userId: user.id, productId: product.id }) });
}

/** POST /api/products/:productId/settings: `{ "speed": 1.5 }`, one of the player's speeds. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const { user, product } = await requireListener(request, context.services, params.productId);
  const { speed } = await readJson(request, settingsSchema, { maxBytes: MAX_PLAYER_BODY_BYTES });
  await saveSpeed(context.services.db, { userId: user.id, productId: product.id, speed });
  return json({ speed });
}
