import { publishedKeys } from "~/features/oauth-provider/keys.server";
import { methodNotAllowed } from "~/lib/security/http.server";
import type { Route } from "./+types/well-known.jwks";

/**
 * The public keys that verify ID tokens. Cached briefly: a client meeting an
 * unknown `kid` after a rotation fetches again.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(
    { keys: await publishedKeys(context.services.db, context.services.config.authSecret) },
    { headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" } },
  );
}

export const action = () => methodNotAllowed("GET");
