import { legalPath } from "~/content/legal";
import { FUNNEL_ROUTES } from "~/content/funnel";
import type { Offer, OfferId } from "~/content/offers";
import { safeRedirect } from "~/lib/safe-redirect";

/**
 * Where a paid checkout of each offer continues the funnel (DESIGN 5:
 * /book -> thank-you (series) -> AI upsell -> book creation -> complete),
 * and where a cancelled one goes back to.
 */
const RETURN_PATHS: Record<OfferId, { success: string; cancel: string }> = {
  "book-digital": { success: FUNNEL_ROUTES.thankYou, cancel: FUNNEL_ROUTES.book },
  "book-paperback": { success: FUNNEL_ROUTES.thankYou, cancel: FUNNEL_ROUTES.book },
  "book-bundle": { success: FUNNEL_ROUTES.thankYou, cancel: FUNNEL_ROUTES.book },
  "visual-series": { success: FUNNEL_ROUTES.upsellAi, cancel: FUNNEL_ROUTES.thankYou },
  "visual-series-regular": { success: FUNNEL_ROUTES.upsellAi, cancel: FUNNEL_ROUTES.thankYou },
  "ai-suite-trial": { success: FUNNEL_ROUTES.bookCreation, cancel: FUNNEL_ROUTES.upsellAi },
  "foundations-course": { success: FUNNEL_ROUTES.bookCreation, cancel: FUNNEL_ROUTES.upsellCourse },
  "foundations-course-regular": { success: FUNNEL_ROUTES.bookCreation, cancel: FUNNEL_ROUTES.upsellCourse },
  "program-full": { success: FUNNEL_ROUTES.complete, cancel: "/rerouted" },
  "program-3-pay": { success: FUNNEL_ROUTES.complete, cancel: "/rerouted" },
  "application-full": { success: FUNNEL_ROUTES.complete, cancel: FUNNEL_ROUTES.application },
  "application-3-pay": { success: FUNNEL_ROUTES.complete, cancel: FUNNEL_ROUTES.application },
};

/** The paths checked as every redirect target is, as they reach a browser through Stripe's redirect. */
export function returnPathsOf(offerId: OfferId): { success: string; cancel: string } {
  const { success, cancel } = RETURN_PATHS[offerId];
  return { success: safeRedirect(success), cancel: safeRedirect(cancel) };
}

/**
 * An offer is sold through Stripe when the Offers tab chose Stripe and named
 * its price; any other offer's checkout is its hosted checkout link.
 */
export function isSoldThroughStripe(offer: Pick<Offer, "provider" | "stripePriceId">): boolean {
  return offer.provider === "stripe" && offer.stripePriceId.trim() !== "";
}

/** A trial or a payment plan is a Stripe subscription; everything else one payment. */
export function checkoutModeOf(offer: Pick<Offer, "renewal" | "installments">): "payment" | "subscription" {
  return offer.renewal || (offer.installments ?? 1) > 1 ? "subscription" : "payment";
}

/** Stripe's success URL: the next funnel page, with the placeholder Stripe fills in. */
export function successUrlOf(baseUrl: string, offerId: OfferId): string {
  return `${baseUrl}${returnPathsOf(offerId).success}?session_id={CHECKOUT_SESSION_ID}`;
}

/**
 * What Stripe Checkout shows beside its required terms checkbox (issue 38):
 * the buyer agrees to the site's own terms and refund policy, linked (Stripe
 * renders Markdown links in custom text).
 */
export function termsAcceptanceMessage(baseUrl: string): string {
  return `I agree to the [Terms of Service](${baseUrl}${legalPath("terms")}) and the [Refund Policy](${baseUrl}${legalPath("refund")}).`;
}

/** Dollars as Stripe's minor units (cents), without floating-point drift (14.99 -> 1499). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * When a monthly plan of `installments` payments must stop: that many
 * months after its billing anchor, on the anchor's day of the month (or the
 * month's last day, as Stripe bills a 31st in a shorter month), at the
 * anchor's time of day. Cancelling exactly at the end of the last paid
 * period charges nothing more and prorates nothing.
 */
export function planCancelAt(anchorSeconds: number, installments: number): number {
  const anchor = new Date(anchorSeconds * 1000);
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + installments;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = Date.UTC(
    year,
    month,
    Math.min(anchor.getUTCDate(), lastDay),
    anchor.getUTCHours(),
    anchor.getUTCMinutes(),
    anchor.getUTCSeconds(),
  );
  return Math.floor(end / 1000);
}

/** An event from test mode while the key is live, or the reverse: acknowledged and ignored. */
export function isOtherMode(keyIsLive: boolean, eventLivemode: boolean): boolean {
  return keyIsLive !== eventLivemode;
}

/**
 * A failed invoice is final when Stripe will not retry it
 * (`next_payment_attempt` is null): the subscription's grants end.
 */
export function isFinalPaymentFailure(invoice: { next_payment_attempt: number | null }): boolean {
  return invoice.next_payment_attempt === null;
}

/** A completed Checkout Session grants when it is paid (or, for a free trial, needs no payment). */
export function isPaidSession(session: { payment_status: string }): boolean {
  return session.payment_status === "paid" || session.payment_status === "no_payment_required";
}

/**
 * An off-session charge the buyer must finish on a Checkout page: the bank
 * asked for authentication (`requires_action`, `authentication_required`)
 * or the card was declined (any card error). Anything else is our problem,
 * not the buyer's card.
 */
export function needsBuyerForCharge(outcome: { type?: string | null; status?: string | null }): boolean {
  if (outcome.status === "requires_action" || outcome.status === "requires_payment_method") return true;
  return outcome.type === "card_error" || outcome.type === "StripeCardError";
}
