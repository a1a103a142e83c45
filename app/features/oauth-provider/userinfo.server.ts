import type { Services } from "~/services.server";
import { memberClaims } from "./claims.server";
import { accessTokenGrant } from "./grants.server";

/** GET or POST /oauth/userinfo with `Authorization: Bearer <access token>` (OIDC Core 5.3). */
export async function userInfo(request: Request, services: Services): Promise<Response> {
  const header = request.headers.get("authorization") ?? "";
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const grant = token ? await accessTokenGrant(services.db, token) : undefined;
  const claims = grant && (await memberClaims(services.db, grant.userId, grant.scopes));
  if (!claims) {
    return Response.json(
      { error: "invalid_token" },
      { status: 401, headers: { "WWW-Authenticate": 'Bearer error="invalid_token"', "Cache-Control": "no-store" } },
    );
  }
  return Response.json(claims, { headers: { "Cache-Control": "no-store" } });
}
