import { finishAuthentication, startAuthentication } from "~/features/auth/passkeys/passkeys.server";
import { authenticationBody, PASSKEY_BODY_MAX_BYTES } from "~/features/auth/passkeys/schemas";
import { readJson } from "~/lib/security/http.server";
import { rateLimitResponse } from "~/lib/security/rate-limit.server";
import type { Route } from "./+types/login.passkey";

/**
 * POST /login/passkey as JSON: `options` starts a sign-in (the sign-in
 * page asks as it opens, for the browser's passkey autofill, and the
 * two-factor page when its button is pressed); `verify` checks the signed
 * answer and sets the session cookie. The page then goes where it meant to.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const body = await readJson(request, authenticationBody, { maxBytes: PASSKEY_BODY_MAX_BYTES });
  if (body.intent === "options") {
    const limited = await rateLimitResponse(services.db, "passkeyChallenge", clientIp);
    if (limited) return limited;
    const started = await startAuthentication(services, request);
    if (!started.ok) return Response.json({ error: started.message ?? "Could not start" }, { status: started.status });
    started.headers.set("Cache-Control", "no-store");
    return Response.json(started.options, { headers: started.headers });
  }
  const limited = await rateLimitResponse(services.db, "signIn", clientIp);
  if (limited) return limited;
  const result = await finishAuthentication(services, request, body.response);
  if (!result.ok) {
    // Unknown passkey, a spent challenge or a bad signature: one answer for all.
    return Response.json(
      { error: "That passkey could not sign you in. Try again or use your password." },
      { status: 401 },
    );
  }
  result.headers.set("Cache-Control", "no-store");
  return Response.json({ ok: true }, { headers: result.headers });
}
