import { signOut } from "~/features/auth/sign-in.server";
import { localRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  return localRedirect("/login", { headers: await signOut(context.services, request) });
}

export function loader() {
  // Signing out changes state, so it is a POST; a stray GET goes home.
  return localRedirect("/");
}
