import { json, requireListener } from "~/features/player/api.server";
import { deviceIdOf } from "~/features/player/device.server";
import { listSessions } from "~/features/player/history.server";
import { methodNotAllowed } from "~/lib/security/http.server";
import type { Route } from "./+types/api.products.history";

/** GET /api/products/:productId/history: the recent listening sessions of this product, newest first. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, product } = await requireListener(request, context.services, params.productId);
  const sessions = await listSessions(context.services.db, {
    userId: user.id,
    productId: product.id,
    deviceId: deviceIdOf(request),
  });
  return json({ sessions });
}

export function action() {
  return methodNotAllowed("GET");
}
