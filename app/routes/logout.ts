import { redirect } from "react-router";
import { signOut } from "~/features/auth/sign-in.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  return redirect("/login", { headers: await signOut(context.services, request) });
}

export function loader() {
  // Signing out changes state, so it is a POST; a stray GET goes home.
  return redirect("/");
}
