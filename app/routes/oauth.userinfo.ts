import { userInfo } from "~/features/oauth-provider/userinfo.server";
import type { Route } from "./+types/oauth.userinfo";

/** GET or POST /oauth/userinfo with the access token (OpenID Connect Core 5.3). */
export const loader = ({ request, context }: Route.LoaderArgs) => userInfo(request, context.services);
export const action = ({ request, context }: Route.ActionArgs) => userInfo(request, context.services);
