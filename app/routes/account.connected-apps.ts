import { requireUser } from "~/features/auth/session.server";
import { revokeConsent } from "~/features/oauth-provider/grants.server";
import { redirectWithNotice } from "~/lib/flash-notice.server";
import { localRedirect } from "~/lib/safe-redirect";
import { readForm } from "~/lib/security/read-body.server";
import type { Route } from "./+types/account.connected-apps";

const BACK = "/account/security";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return localRedirect(BACK);
}

/** "Revoke access" on /account/security: only the member's own consent; another's answers 404. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { db, config } = context.services;
  const form = await readForm(request, 4 * 1024);
  if (!form.ok) return Response.json({ error: form.error }, { status: form.status });
  const revoked = await revokeConsent(db, user.id, form.fields.consentId ?? "");
  if (!revoked) return Response.json({ error: "No such app on your account." }, { status: 404 });
  return redirectWithNotice(BACK, { message: "Access revoked.", ok: true }, config);
}
