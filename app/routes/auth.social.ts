import { data } from "react-router";
import { isSignInProviderId } from "~/features/auth/social/providers";
import { startSocialSignIn } from "~/features/auth/social/social-auth.server";
import { localRedirect } from "~/lib/safe-redirect";
import { readForm } from "~/lib/security/read-body.server";
import { rateLimitResponse } from "~/lib/security/rate-limit.server";
import type { Route } from "./+types/auth.social";

/** "Continue with …" on /login: off to the provider (a POST, so no page can start it behind the visitor's back). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  if (!isSignInProviderId(params.providerId, services.config.signInProviders)) {
    return data({ error: "That sign-in provider is not set up." }, { status: 404 });
  }
  const limited = await rateLimitResponse(services.db, "signIn", clientIp);
  if (limited) return limited;
  const form = await readForm(request);
  if (!form.ok) return data({ error: form.error }, { status: form.status });
  const started = await startSocialSignIn(services, request, params.providerId, form.fields.redirectTo);
  if (!started.ok) return localRedirect("/login?error=provider_unavailable");
  return started.response;
}

export function loader() {
  return localRedirect("/login");
}
