import { data, Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { requireAdmin } from "~/features/auth/session.server";
import { clientForm, clientIdForm } from "~/features/oauth-provider/client-form";
import { deleteClient, registerClient } from "~/features/oauth-provider/clients.server";
import { rotateSigningKey } from "~/features/oauth-provider/keys.server";
import { redirectWithNotice } from "~/lib/flash-notice.server";
import { readForm } from "~/lib/security/read-body.server";
import type { Route } from "./+types/admin.oauth-clients";

const TAB = "/admin?tab=clients";
const MAX_FORM_BYTES = 32 * 1024;

export function meta() {
  return [{ title: "Sign-in client | Rerouted" }, { name: "robots", content: "noindex" }];
}

/** By itself the page only leads back to the tab (it also runs after "Add client", so it cannot redirect). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

/**
 * The Sign-in clients tab's forms. "Add client" answers this page with the
 * new client's secret, shown this once (only its hash is kept); deleting a
 * client and replacing the signing key go back to the tab with a notice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { db, config, log } = context.services;
  const form = await readForm(request, MAX_FORM_BYTES, { lists: clientForm.lists });
  if (!form.ok) return data({ error: form.error, created: null }, { status: form.status });
  const fields = form.fields;
  switch (fields.intent) {
    case "create": {
      const checked = clientForm.check(fields);
      if (!checked.ok) return data({ error: checked.message, created: null }, { status: 400 });
      const created = await registerClient(db, checked.data);
      log.info("oauth client registered", { clientId: created.clientId, admin: admin.id });
      return { error: null, created: { ...created, name: checked.data.name } };
    }
    case "delete": {
      const checked = clientIdForm.check(fields);
      if (!checked.ok) return data({ error: checked.message, created: null }, { status: 400 });
      const deleted = await deleteClient(db, checked.data.clientId);
      if (!deleted) return data({ error: "That client no longer exists.", created: null }, { status: 404 });
      log.info("oauth client deleted", { clientId: checked.data.clientId, admin: admin.id });
      return redirectWithNotice(
        TAB,
        { message: "Client deleted; its members were signed out of it.", ok: true },
        config,
      );
    }
    case "rotate": {
      await rotateSigningKey(db, config.authSecret);
      log.info("oauth signing key replaced", { admin: admin.id });
      return redirectWithNotice(TAB, { message: "A new signing key is in use.", ok: true }, config);
    }
    default:
      return data({ error: "Unknown action.", created: null }, { status: 400 });
  }
}

export default function OAuthClientResult({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-semibold">
        {actionData?.created ? `Client added: ${actionData.created.name}` : "Sign-in client"}
      </h1>
      {actionData?.error ? (
        <Alert variant="destructive" className="mt-6">
          {actionData.error}
        </Alert>
      ) : null}
      {actionData?.created ? (
        <div className="mt-6 space-y-4">
          <Alert variant="info">Copy the secret now: it is shown only this once.</Alert>
          <dl className="space-y-3 rounded-xl border border-border bg-card p-5 text-sm">
            <div>
              <dt className="text-muted-foreground">Client ID</dt>
              <dd className="font-mono break-all">{actionData.created.clientId}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Client secret</dt>
              <dd className="font-mono break-all">{actionData.created.clientSecret}</dd>
            </div>
          </dl>
        </div>
      ) : null}
      <p className="mt-6 text-sm">
        <Link to={TAB} className="font-medium text-primary underline-offset-4 hover:underline">
          Back to Sign-in clients
        </Link>
      </p>
    </section>
  );
}
