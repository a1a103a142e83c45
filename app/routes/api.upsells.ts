import Stripe from "stripe";
import { isOfferId } from "~/content/offers";
import { refuseExpiredOffer } from "~/features/funnel/deadlines.server";
import { appErrorResponse, methodNotAllowed, readTextWithin } from "~/lib/security/http.server";
import { AppError } from "~/lib/app-error";
import { enforceRateLimit } from "~/lib/security/rate-limit.server";
import { visitorOfRequest } from "~/features/conversions/index.server";
import { sitePage } from "~/features/conversions";
import { boundSessionId } from "~/features/stripe/checkout-binding.server";
import { isSoldThroughStripe } from "~/features/stripe/checkout-rules";
import { stripeClient } from "~/features/stripe/client.server";
import { chargeUpsell } from "~/features/stripe/one-click-upsell.server";
import type { Route } from "./+types/api.upsells";

const answer = (body: object, status = 200) => Response.json(body, { status });

/**
 * POST /api/upsells/:offerId: the upsell page's one-click "Yes". The buyer
 * is the checkout this browser returned from (its signed, httpOnly cookie),
 * never an id the browser sends. Answers `{ result: "paid", next }` after
 * the charge is granted, or `{ result: "checkout", url }` when the buyer
 * must finish on a Stripe page. The browser that clicked (the upsell page
 * is its Referer) is kept for the conversions of what it buys.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { config, db, log } = context.services;
  try {
    // Nothing is read from the body; it is drained within a small limit.
    await readTextWithin(request, 1024);
  } catch (error) {
    if (error instanceof AppError) return appErrorResponse(error);
    throw error;
  }
  if (!isOfferId(params.offerId)) return answer({ error: "No such offer" }, 404);
  if (!config.stripe) return answer({ error: "Stripe is not configured" }, 503);
  const { offers } = (await context.services.siteContent.fresh()).content;
  const offer = offers[params.offerId];
  const deadline = await refuseExpiredOffer(db, request, offer.id);
  if (deadline.refused) return deadline.refused;
  if (!isSoldThroughStripe(offer)) return answer({ error: "This offer is not sold through Stripe" }, 409);
  const sessionId = boundSessionId(config.authSecret, request.headers.get("cookie"));
  if (!sessionId) return answer({ error: "There is no checkout in this browser to add the offer to" }, 403);
  await enforceRateLimit(db, "checkout", context.clientIp);
  try {
    const page = sitePage(request.headers.get("referer"), config.baseUrl);
    const visitor = await visitorOfRequest(context.services, request, { clientIp: context.clientIp, page });
    const outcome = await chargeUpsell(context.services, stripeClient(config.stripe), {
      sessionId,
      offer,
      visitor,
      offerEndsAt: deadline.endsAt,
    });
    if (outcome.result === "no-checkout") return answer({ error: "That checkout was not paid" }, 403);
    if (outcome.result === "not-an-upsell")
      return answer({ error: "That offer does not follow the order this browser checked out" }, 403);
    log.info("one-click upsell", { offerId: offer.id, result: outcome.result });
    return answer(outcome);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    log.error("one-click upsell failed", { offerId: offer.id, error: error.message });
    return answer({ error: "The payment provider did not answer. Please try again." }, 502);
  }
}

export const loader = () => methodNotAllowed("POST");
