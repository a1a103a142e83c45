import { discoveryDocument } from "~/features/oauth-provider/discovery.server";
import { methodNotAllowed } from "~/lib/security/http.server";
import type { Route } from "./+types/well-known.openid-configuration";

/** The provider's metadata; public, and the same for every visitor. */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json(discoveryDocument(context.services.config.baseUrl), {
    headers: { "Cache-Control": "public, max-age=3600", "Access-Control-Allow-Origin": "*" },
  });
}

export const action = () => methodNotAllowed("GET");
