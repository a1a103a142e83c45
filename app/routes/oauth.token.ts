import { tokenEndpoint } from "~/features/oauth-provider/token-endpoint.server";
import { methodNotAllowed } from "~/lib/security/http.server";
import type { Route } from "./+types/oauth.token";

/** POST /oauth/token: the client's server exchanges a code or a refresh token. */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return tokenEndpoint(request, context.services, context.clientIp);
}

export const loader = () => methodNotAllowed("POST");
