import Stripe from "stripe";
import { appErrorResponse, methodNotAllowed, readTextWithin } from "~/lib/security/http.server";
import { parseJsonText } from "~/lib/security/read-body.server";
import { AppError } from "~/lib/app-error";
import { isOtherMode } from "~/features/stripe/checkout-rules";
import { stripeClient } from "~/features/stripe/client.server";
import { readStripeEvent } from "~/features/stripe/event-shape";
import { handleStripeEvent } from "~/features/stripe/stripe-events.server";
import { noteStripeDelivery } from "~/features/stripe/webhook-deliveries.server";
import type { Route } from "./+types/api.webhooks.stripe";

const MAX_BODY_BYTES = 64 * 1024;
const answer = (body: object, status = 200) => Response.json(body, { status });

/**
 * POST /api/webhooks/stripe: Stripe's events, verified with the package
 * on the raw body (Stripe-Signature, Stripe's default timestamp tolerance),
 * then parsed and checked for an event's shape (400 when it is not one).
 * A 2xx goes out only after the event's work is committed, so Stripe
 * retries anything else; a redelivered event changes nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config, log } = context.services;
  if (!config.stripe?.webhookSecret) return answer({ error: "The Stripe webhook is not configured" }, 503);
  let raw: string;
  try {
    raw = await readTextWithin(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof AppError) return appErrorResponse(error);
    throw error;
  }
  const stripe = stripeClient(config.stripe);
  try {
    // The signature covers the raw text, so it is checked before the text is parsed.
    stripe.webhooks.signature!.verifyHeader(
      raw,
      request.headers.get("stripe-signature") ?? "",
      config.stripe.webhookSecret,
    );
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
    log.error("stripe webhook: bad signature");
    return answer({ error: "Invalid signature" }, 401);
  }
  const parsed = parseJsonText(raw);
  const read = parsed.ok ? readStripeEvent(parsed.value) : parsed;
  if (!read.ok) {
    log.error("stripe webhook: a signed body that is not an event", { error: read.error });
    return answer({ error: read.error }, 400);
  }
  const { event } = read;
  if (isOtherMode(config.stripe.live, event.livemode)) {
    log.warn("stripe webhook: event of the other mode ignored", { eventId: event.id, livemode: event.livemode });
    return answer({ received: true, ignored: "other mode" });
  }
  // Before the work, so the launch checklist shows the version of every event, handled or not.
  await noteStripeDelivery(context.services.db, event);
  try {
    const handled = await handleStripeEvent(context.services, stripe, event);
    log.info("stripe webhook", { eventId: event.id, type: event.type, ...handled });
    return answer({ received: true, ...handled });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      // Stripe's API did not answer a call the event needs: Stripe redelivers it later.
      log.error("stripe webhook: API call failed", { eventId: event.id, error: error.message });
      return answer({ error: "The payment provider did not answer" }, 502);
    }
    throw error;
  }
}

export const loader = () => methodNotAllowed("POST");
