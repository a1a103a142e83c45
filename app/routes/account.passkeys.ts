import { describeUserAgent } from "~/features/auth/devices/device-label";
import { passkeyName } from "~/features/auth/passkeys/passkey-view";
import { finishRegistration, removePasskey, startRegistration } from "~/features/auth/passkeys/passkeys.server";
import { PASSKEY_BODY_MAX_BYTES, registrationBody, removePasskeyForm } from "~/features/auth/passkeys/schemas";
import { getSessionUser, requireUser } from "~/features/auth/session.server";
import { redirectWithNotice } from "~/lib/flash-notice.server";
import { formFailure } from "~/lib/security/form.server";
import { jsonError, readJson } from "~/lib/security/http.server";
import { rateLimitResponse } from "~/lib/security/rate-limit.server";
import { readForm } from "~/lib/security/read-body.server";
import type { Route } from "./+types/account.passkeys";

/**
 * POST /account/passkeys.
 * As JSON (the security page's and the welcome page's script): `options`
 * starts adding a passkey, `register` stores what the browser made. A
 * signed-in member adds to their own account; without a session only a
 * live welcome link's token may, and its passkey signs the buyer in.
 * As a form: `intent=remove` removes one of the member's passkeys.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  if ((request.headers.get("content-type") ?? "").startsWith("application/json")) {
    const body = await readJson(request, registrationBody, { maxBytes: PASSKEY_BODY_MAX_BYTES });
    const user = await getSessionUser(request, context);
    // A member who is signed in adds to their own account, never through a link.
    const welcomeToken = user ? undefined : body.welcomeToken;
    if (!user && !welcomeToken) return jsonError("unauthenticated", "Sign in to add a passkey.");
    if (body.intent === "options") {
      const limited = await rateLimitResponse(services.db, "passkeyChallenge", clientIp);
      if (limited) return limited;
      const started = await startRegistration(services, request, welcomeToken);
      if (!started.ok)
        return Response.json({ error: started.message ?? "Could not start" }, { status: started.status });
      return Response.json(started.options, { headers: noStore(started.headers) });
    }
    const name = passkeyName(body.name, describeUserAgent(request.headers.get("user-agent")));
    const result = await finishRegistration(services, request, {
      response: body.response,
      name,
      welcome: welcomeToken !== undefined,
    });
    if (!result.ok) {
      return Response.json({ error: result.message ?? "The passkey could not be saved" }, { status: result.status });
    }
    return Response.json({ ok: true, name }, { headers: noStore(result.headers) });
  }

  await requireUser(request, context);
  const reading = await readForm(request);
  if (!reading.ok) return formFailure(reading.status, { error: reading.error });
  if (reading.fields.intent !== "remove") return formFailure(400, { error: "Unknown action" });
  const checked = removePasskeyForm.check(reading.fields);
  if (!checked.ok) return formFailure(400, checked.reply);
  const result = await removePasskey(services, request, checked.data.passkeyId);
  // Better Auth answers another member's passkey as unauthorized; to the asker both are simply not theirs.
  if (!result.ok) return formFailure(404, { error: "That passkey is not on your account." });
  return redirectWithNotice("/account/security", { message: "The passkey is removed.", ok: true }, services.config);
}

function noStore(headers: Headers): Headers {
  headers.set("Cache-Control", "no-store");
  return headers;
}
