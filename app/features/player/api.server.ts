import type { z } from "zod";
import { getSessionUser, type SessionUser } from "~/features/auth/session.server";
import { BodyTooLargeError, readBodyText } from "~/features/security/read-body.server";
import type { Services } from "~/services.server";
import { findGrantedProduct, type GrantedProduct } from "./access.server";
import { MAX_PLAYER_BODY_BYTES } from "./schemas";

/**
 * Guards of the player's JSON API. They throw JSON Responses, so a route
 * reads straight down: 401 signed out, 404 for a product the user cannot
 * reach (unknown, not granted, revoked or inactive: one answer for all),
 * 400 for a body that does not parse.
 */
const fail = (status: number, error: string, headers?: HeadersInit) =>
  Response.json({ error }, { status, headers: { "Cache-Control": "no-store", ...headers } });

export async function requireListener(
  request: Request,
  services: Services,
  productId: string | undefined,
): Promise<{ user: SessionUser; product: GrantedProduct }> {
  const user = await getSessionUser(request, services);
  if (!user) throw fail(401, "Sign in to continue.");
  const product = await findGrantedProduct(services.db, user.id, productId ?? "");
  if (!product) throw fail(404, "Product not found.");
  return { user, product };
}

/**
 * Parses a JSON body with the schema. The content type is not checked:
 * navigator.sendBeacon posts a string as text/plain.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  let text: string;
  try {
    text = await readBodyText(request, MAX_PLAYER_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw fail(400, `The body is limited to ${MAX_PLAYER_BODY_BYTES} bytes.`);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw fail(400, "The body must be JSON.");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fail(400, `Invalid ${issue?.path.join(".") || "body"}: ${issue?.message ?? "not accepted"}`);
  }
  return parsed.data;
}

export function methodNotAllowed(allow: string): Response {
  return fail(405, `Use ${allow}.`, { Allow: allow });
}

export function notFound(what: string): Response {
  return fail(404, `${what} not found.`);
}

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
