/**
 * Abandoned checkouts (issue 39, item 5): when a Stripe Checkout Session
 * that expired unpaid gets one "Your order is waiting" email, and until
 * when that email may still go out. abandoned-checkout.server.ts applies
 * them to `checkout.session.expired`.
 */

/** The session metadata that carries when the offer's deadline ends for this buyer (Unix seconds). */
const OFFER_ENDS_AT_METADATA = "offer_ends_at";

/** Stripe keeps a session's recovery URL for 30 days after it expires. */
export const RECOVERY_URL_DAYS = 30;

/** The metadata value of a running deadline, or nothing without one. */
export function offerEndsAtMetadata(endsAt: Date | null): Record<string, string> {
  return endsAt ? { [OFFER_ENDS_AT_METADATA]: String(Math.floor(endsAt.getTime() / 1000)) } : {};
}

/** The deadline a session's metadata carries, or null (none recorded, or not a number). */
export function offerEndsAtOf(metadata: Record<string, string> | null | undefined): Date | null {
  const seconds = Number(metadata?.[OFFER_ENDS_AT_METADATA]);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null;
}

/**
 * Consent to marketing email, from either place it can be given: the
 * site's own opt-in for that address (an assessment or application's
 * consent box, confirmed when double opt-in is on), or Checkout's
 * promotions checkbox (`consent.promotions`). Anything else is no.
 */
export function hasMarketingConsent(options: { leadOptIn: boolean; checkoutPromotions: string | null | undefined }) {
  return options.leadOptIn || options.checkoutPromotions === "opt_in";
}

export type RecoveryDecision =
  "queued" | "no_email" | "no_recovery_url" | "no_consent" | "suppressed" | "bought_since" | "past_deadline";

/** How the Funnel tab and the log name each decision. */
export const RECOVERY_DECISION_TEXT: Record<RecoveryDecision, string> = {
  queued: "recovery email queued",
  no_email: "no email address",
  no_recovery_url: "no recovery link",
  no_consent: "no marketing consent",
  suppressed: "address unsubscribed",
  bought_since: "bought since",
  past_deadline: "offer deadline passed",
};

/**
 * Whether an expired session gets its recovery email, the first rule that
 * says no deciding. An offer governed by a countdown whose deadline the
 * session did not record (started before the deadline was known) counts
 * as past it: the email never offers a price that may have ended.
 */
export function recoveryDecision(input: {
  email: string | null;
  recoveryUrl: string | null;
  consented: boolean;
  suppressed: boolean;
  boughtSince: boolean;
  hasCountdown: boolean;
  offerEndsAt: Date | null;
  now: Date;
}): RecoveryDecision {
  if (!input.email) return "no_email";
  if (!input.recoveryUrl) return "no_recovery_url";
  if (!input.consented) return "no_consent";
  if (input.suppressed) return "suppressed";
  if (input.boughtSince) return "bought_since";
  if (input.hasCountdown && (!input.offerEndsAt || input.offerEndsAt <= input.now)) return "past_deadline";
  return "queued";
}

/**
 * The time the email may no longer be sent: when its link stops working
 * (Stripe's `expires_at` of the recovery URL, else 30 days from the
 * session's expiry) or the offer's deadline, whichever is first. The
 * outbox checks it again at send time, so an email held up by an outage
 * never arrives after it.
 */
export function recoverySendBefore(options: {
  expiredAt: Date;
  recoveryExpiresAt: Date | null;
  offerEndsAt: Date | null;
}): Date {
  const linkEnds =
    options.recoveryExpiresAt ?? new Date(options.expiredAt.getTime() + RECOVERY_URL_DAYS * 24 * 60 * 60 * 1000);
  return options.offerEndsAt && options.offerEndsAt < linkEnds ? options.offerEndsAt : linkEnds;
}
