import { applyPaidOrder } from "~/features/purchases/apply-order.server";
import { purchaseEventSchema } from "~/features/purchases/purchase-event";
import { OrderError, revokeOrder } from "~/features/purchases/record-order.server";
import { isValidSignature, SIGNATURE_HEADER } from "~/features/purchases/signature.server";
import { appErrorResponse, methodNotAllowed, parseJsonBody, readTextWithin } from "~/lib/security/http.server";
import { AppError } from "~/lib/app-error";
import type { Route } from "./+types/api.webhooks.purchase";

const MAX_BODY_BYTES = 32 * 1024;
const answer = (body: object, status = 200) => Response.json(body, { status });

/**
 * POST /api/webhooks/purchase: the hosted cart reports an order, signed
 * with HMAC-SHA256 over the raw body (docs/payments.md, "Purchase webhook"). A 2xx is
 * sent only after the order is committed, so the cart retries anything else.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config, db, log } = context.services;
  if (!config.webhookSecret) return answer({ error: "The purchase webhook is not configured" }, 503);
  try {
    // The signature covers the raw text, so it is checked before the JSON is parsed.
    const raw = await readTextWithin(request, MAX_BODY_BYTES);
    if (!isValidSignature(config.webhookSecret, raw, request.headers.get(SIGNATURE_HEADER))) {
      log.error("purchase webhook: bad signature");
      return answer({ error: "Invalid signature" }, 401);
    }
    const event = parseJsonBody(raw, purchaseEventSchema);
    // Valid JSON by now: kept as the order's raw event.
    const rawEvent: unknown = JSON.parse(raw);
    if (event.refunded) {
      const outcome = await revokeOrder({
        db,
        provider: "webhook",
        match: { orderId: event.orderId },
        status: "refunded",
        reason: "Refunded (reported by the cart).",
        rawEvent,
        recordIfMissing: { email: event.email },
      });
      log.info("purchase webhook refund", { orderId: event.orderId, ...outcome });
      if (outcome.result !== "revoked") return answer({ orderId: event.orderId, result: "duplicate" });
      return answer({ orderId: event.orderId, result: "refunded", revoked: outcome.revoked });
    }
    const outcome = await applyPaidOrder(context.services, {
      provider: "webhook",
      orderId: event.orderId,
      email: event.email,
      name: event.name,
      lines: event.productIds.map((reference) => ({ reference, description: "", amount: null, recurring: false })),
      amount: null,
      currency: null,
      rawEvent,
    });
    if (outcome.result === "duplicate") return answer(outcome);
    const { orderId, result, granted, accountCreated, accountReclaimed } = outcome;
    return answer({ orderId, result, granted, accountCreated, accountReclaimed });
  } catch (error) {
    if (error instanceof AppError) return appErrorResponse(error);
    if (error instanceof OrderError) return answer({ error: error.message }, error.status);
    throw error;
  }
}

export const loader = () => methodNotAllowed("POST");
