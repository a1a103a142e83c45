import { data } from "react-router";
import { isSignInProviderId } from "~/features/auth/social/providers";
import { finishSocialSignIn } from "~/features/auth/social/social-auth.server";
import { readForm } from "~/lib/security/read-body.server";
import type { Route } from "./+types/auth.callback";

const notConfigured = () => data({ error: "That sign-in provider is not set up." }, { status: 404 });

/** The provider sends the browser back here with its code and our state. */
export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const { services } = context;
  if (!isSignInProviderId(params.providerId, services.config.signInProviders)) throw notConfigured();
  return finishSocialSignIn(services, request, params.providerId, url.searchParams);
}

/**
 * Apple answers with a cross-site POST, which carries no SameSite=Lax
 * cookie: the same fields go on to a GET of this route, which does.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isSignInProviderId(params.providerId, context.services.config.signInProviders)) return notConfigured();
  const form = await readForm(request);
  if (!form.ok) return data({ error: form.error }, { status: form.status });
  const query = new URLSearchParams();
  for (const name of ["code", "state", "user", "error", "error_description", "iss"]) {
    const value = form.fields[name];
    if (value) query.set(name, value);
  }
  return new Response(null, { status: 303, headers: { Location: `/auth/callback/${params.providerId}?${query}` } });
}
