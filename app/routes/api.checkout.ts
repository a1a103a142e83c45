import { z } from "zod";
import { OFFER_IDS } from "~/content/offers";
import { getSessionUser } from "~/features/auth/session.server";
import { visitorOfRequest } from "~/features/conversions/index.server";
import { MAX_PAGE_LENGTH, sitePage } from "~/features/conversions";
import { refuseExpiredOffer } from "~/features/funnel/deadlines.server";
import { couponOfRequest } from "~/lib/coupon-link";
import { methodNotAllowed, readJson } from "~/lib/security/http.server";
import { isSoldThroughStripe } from "~/features/stripe/checkout-rules";
import { startOfferCheckout } from "~/features/stripe/start-checkout.server";
import type { Route } from "./+types/api.checkout";

const MAX_BODY_BYTES = 1024;
const bodySchema = z.object({
  offerId: z.enum(OFFER_IDS, "offerId must be one of the site's offers"),
  /** The page the buy button is on (a path or URL of this site), for the order's conversions. */
  page: z
    .string("page must be a path of this site")
    .max(MAX_PAGE_LENGTH, `page is at most ${MAX_PAGE_LENGTH} characters`)
    .optional(),
});
const answer = (body: object, status = 200) => Response.json(body, { status });

/**
 * POST /api/checkout { offerId, page? }: a Stripe Checkout Session for the
 * offer, answered as `{ url }` for the page to go to. Anyone may start one;
 * the session is the payment provider's, and the order is recorded only
 * from its signed webhook. The browser that started it (its page, or else
 * the Referer of this site) is kept for that order's conversions. The links
 * in emails start the same checkout through GET /checkout/:offerId
 * (routes/checkout.tsx).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config, db } = context.services;
  if (!config.stripe) return answer({ error: "Stripe is not configured" }, 503);
  const body = await readJson(request, bodySchema, { maxBytes: MAX_BODY_BYTES });
  const page = sitePage(body.page ?? request.headers.get("referer"), config.baseUrl);
  if (body.page !== undefined && !page) return answer({ error: "page must be a page of this site" }, 400);
  const { offerId } = body;
  const { offers, settings } = (await context.services.siteContent.fresh()).content;
  const offer = offers[offerId];
  const deadline = await refuseExpiredOffer(db, request, offer.id);
  if (deadline.refused) return deadline.refused;
  if (!isSoldThroughStripe(offer)) return answer({ error: "This offer is not sold through Stripe" }, 409);
  const user = await getSessionUser(request, context);
  const url = await startOfferCheckout(context.services, config.stripe, {
    offer,
    clientIp: context.clientIp,
    customerEmail: user?.email ?? null,
    offerEndsAt: deadline.endsAt,
    couponCode: couponOfRequest(request),
    tax: settings.stripeTax,
    visitor: await visitorOfRequest(context.services, request, { clientIp: context.clientIp, page }),
  });
  if (!url) return answer({ error: "The payment provider did not answer. Please try again." }, 502);
  return answer({ url });
}

export const loader = () => methodNotAllowed("POST");
