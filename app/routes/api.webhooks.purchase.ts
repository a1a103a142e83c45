import { requestPasswordReset } from "~/features/auth/sign-in.server";
import { purchaseEventSchema } from "~/features/purchases/purchase-event";
import { OrderError, recordOrder } from "~/features/purchases/record-order.server";
import { isValidSignature, SIGNATURE_HEADER } from "~/features/purchases/signature.server";
import { BodyTooLargeError, readBodyText } from "~/features/security/read-body.server";
import type { Route } from "./+types/api.webhooks.purchase";

const MAX_BODY_BYTES = 32 * 1024;
const answer = (body: object, status = 200) => Response.json(body, { status });

/**
 * POST /api/webhooks/purchase: the hosted cart reports an order, signed
 * with HMAC-SHA256 over the raw body (README, "Purchase webhook"). A 2xx is
 * sent only after the order is committed, so the cart retries anything else.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config, db, log } = context.services;
  if (!config.webhookSecret) return answer({ error: "The purchase webhook is not configured" }, 503);
  let raw: string;
  try {
    raw = await readBodyText(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer({ error: "Body too large" }, 413);
    throw error;
  }
  if (!isValidSignature(config.webhookSecret, raw, request.headers.get(SIGNATURE_HEADER))) {
    log.error("purchase webhook: bad signature");
    return answer({ error: "Invalid signature" }, 401);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return answer({ error: "Body must be JSON" }, 400);
  }
  const parsed = purchaseEventSchema.safeParse(json);
  if (!parsed.success) return answer({ error: parsed.error.issues[0]?.message ?? "Invalid order" }, 400);
  const event = parsed.data;
  try {
    const outcome = await recordOrder({
      db,
      event,
      adminEmails: config.adminEmails,
      libraryUrl: `${config.baseUrl}/dashboard`,
    });
    log.info("purchase webhook", { orderId: event.orderId, ...outcome });
    // After the commit: the new buyer's welcome with a "choose a password" link (a failure here is logged;
    // "Forgot password" still works).
    if (outcome.result === "granted" && outcome.accountCreated)
      await requestPasswordReset(context.services, event.email, "welcome");
    return answer({ orderId: event.orderId, ...outcome });
  } catch (error) {
    if (error instanceof OrderError) return answer({ error: error.message }, error.status);
    throw error;
  }
}

export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
