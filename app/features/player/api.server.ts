import { getSessionUser, type SessionUser } from "~/features/auth/index.server";
import { jsonError } from "~/lib/security/http.server";
import type { Services } from "~/services.server";
import { findGrantedProduct, type GrantedProduct } from "./access.server";

/**
 * The guard of the player's JSON API. It throws JSON Responses, so a route
 * reads straight down: 401 signed out, 404 for a product the user cannot
 * reach (unknown, not granted, revoked or inactive: one answer for all).
 * Bodies are read with security/http.server's readJson.
 */
export async function requireListener(
  request: Request,
  services: Services,
  productId: string | undefined,
): Promise<{ user: SessionUser; product: GrantedProduct }> {
  const user = await getSessionUser(request, { services });
  if (!user) throw jsonError("unauthenticated");
  const product = await findGrantedProduct(services.db, user.id, productId ?? "");
  if (!product) throw notFound("Product");
  return { user, product };
}

export function notFound(what: string): Response {
  return jsonError("not_found", `${what} not found.`);
}

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
