import { data } from "react-router";
import { requireUser } from "~/features/auth/session.server";
import { isSignInProviderId } from "~/features/auth/social/providers";
import { startLinking, unlinkIdentity } from "~/features/auth/social/social-auth.server";
import { localRedirect } from "~/lib/safe-redirect";
import { readForm } from "~/lib/security/read-body.server";
import type { Route } from "./+types/account.identities";

/**
 * Connect or remove a "Sign in with …" identity from /account/security.
 * The answers are redirects back to that page, whose `identities`
 * parameter names the outcome (the page works without scripts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  await requireUser(request, context);
  const reading = await readForm(request);
  if (!reading.ok) return data({ error: reading.error }, { status: reading.status });
  const form = reading.fields;
  const back = (outcome: string) => localRedirect(`/account/security?identities=${outcome}`);
  switch (form.intent) {
    case "link": {
      const provider = form.provider ?? "";
      if (!isSignInProviderId(provider, services.config.signInProviders)) {
        return data({ error: "That sign-in provider is not set up." }, { status: 400 });
      }
      const started = await startLinking(services, request, provider);
      return started.ok ? started.response : back("unavailable");
    }
    case "unlink": {
      const identity = form.identity ?? "";
      if (!identity) return data({ error: "Choose a connected sign-in to remove." }, { status: 400 });
      const result = await unlinkIdentity(services, request, identity);
      if (result.ok) return back("removed");
      return back(result.message?.toLowerCase().includes("last") ? "last-method" : "not-removed");
    }
    default:
      return data({ error: "Unknown action" }, { status: 400 });
  }
}

export function loader() {
  return localRedirect("/account/security");
}
