import { data } from "react-router";
import { Alert } from "~/components/ui/alert";
import { requireUser } from "~/features/auth/session.server";
import { answerAuthorization, authorizeParams, startAuthorization } from "~/features/oauth-provider/authorize.server";
import { ConsentCard } from "~/features/oauth-provider/components/consent-card";
import { readForm } from "~/lib/security/read-body.server";
import type { Route } from "./+types/oauth.authorize";

const MAX_FORM_BYTES = 16 * 1024;

export function meta() {
  return [{ title: "Sign in with Rerouted" }, { name: "robots", content: "noindex" }];
}

/** GET /oauth/authorize: the authorization endpoint; a signed-out visitor signs in first and comes back. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const outcome = await startAuthorization(context.services, authorizeParams(url.searchParams), user.id);
  if (outcome.kind === "redirect") return outcome.response;
  if (outcome.kind === "refuse") return data({ refused: outcome.message, ask: null }, { status: 400 });
  return { refused: null, ask: { ...outcome, email: user.email } };
}

/** The consent page's Approve or Deny. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await readForm(request, MAX_FORM_BYTES);
  if (!form.ok) return data({ refused: form.error, ask: null }, { status: form.status });
  const fields = form.fields;
  const params = authorizeParams({ get: (name) => fields[name] });
  const decision = fields.decision;
  if (decision !== "approve" && decision !== "deny") {
    return data({ refused: "Choose Approve or Deny.", ask: null }, { status: 400 });
  }
  const outcome = await answerAuthorization(context.services, params, user.id, decision === "approve");
  if (outcome.kind === "refuse") return data({ refused: outcome.message, ask: null }, { status: 400 });
  return outcome.response;
}

export default function Authorize({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData?.refused ?? loaderData.refused;
  const ask = loaderData.ask;
  if (refused || !ask) {
    return (
      <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
        <h1 className="font-display text-3xl font-semibold">Sign-in request refused</h1>
        <Alert variant="destructive" className="mt-6">
          {refused}
        </Alert>
      </section>
    );
  }
  return <ConsentCard clientName={ask.clientName} scopes={ask.scopes} email={ask.email} fields={ask.fields} />;
}
