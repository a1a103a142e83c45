import { data } from "react-router";
import { consentAskedOf } from "~/features/consent/index.server";
import { methodNotAllowed } from "~/lib/security/http.server";
import type { Route } from "./+types/api.consent";

/**
 * GET /api/consent: whether the consent banner asks this visitor, by the
 * owner's setting and the country the proxy names (COUNTRY_HEADER). The
 * pages themselves are the same for every visitor (and cached), so the
 * browser asks here, with the regional setting only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ask = await consentAskedOf(context.services, request);
  return data({ ask }, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = () => methodNotAllowed("GET");
