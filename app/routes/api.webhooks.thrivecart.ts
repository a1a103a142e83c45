import { readNotificationBody } from "~/features/purchases/notification-body.server";
import { applyThriveCartNotification } from "~/features/purchases/thrivecart.server";
import { readThriveCartNotification, withoutThriveCartSecret } from "~/features/purchases/thrivecart-notification";
import { isThriveCartSecret } from "~/features/purchases/thrivecart-secret.server";
import { methodNotAllowed } from "~/lib/security/http.server";
import type { Route } from "./+types/api.webhooks.thrivecart";

const MAX_BODY_BYTES = 64 * 1024;
const answer = (body: object, status = 200) => Response.json(body, { status });

/**
 * POST /api/webhooks/thrivecart: ThriveCart's webhook notifications
 * (docs/payments.md, "Connecting ThriveCart"), form encoded or JSON, proven by the
 * account's secret word. A 2xx is sent only after the order is committed;
 * events the site does not act on are acknowledged so ThriveCart stops
 * retrying them.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config, log } = context.services;
  const secret = config.thrivecart.secret;
  if (!secret) return answer({ error: "ThriveCart notifications are not configured" }, 503);
  const body = await readNotificationBody(request, {
    maxBytes: MAX_BODY_BYTES,
    isGenuine: (value) =>
      isThriveCartSecret(secret, (value as { thrivecart_secret?: unknown } | null)?.thrivecart_secret),
  });
  if (!body.ok) {
    if (body.status === 401) log.error("thrivecart webhook: wrong secret word");
    return answer({ error: body.error }, body.status);
  }
  const read = readThriveCartNotification(body.value);
  if (!read.ok) return answer({ error: read.error }, 400);
  const outcome = await applyThriveCartNotification(
    context.services,
    read.notification,
    withoutThriveCartSecret(body.value),
  );
  log.info("thrivecart webhook", { event: read.notification.event, result: outcome.result });
  return answer(outcome);
}

/** ThriveCart checks the URL with a HEAD request before it saves it. */
export function loader({ request }: Route.LoaderArgs) {
  if (request.method === "HEAD") return new Response(null, { status: 200 });
  return methodNotAllowed("POST, HEAD");
}
