import type { Offer, OfferId } from "~/content/offers";

/**
 * The rules of the owner's coupons (issue 39), shared by the admin's form,
 * the checkout and the sales pages: which offers a coupon can discount,
 * whether it is still good, and the price it leaves, in cents, computed as
 * Stripe Checkout computes it, so a page never shows a price the checkout
 * will not charge.
 */

/**
 * The offers a coupon may discount: those bought on a Stripe payment page
 * in one payment. The funnel's one-click upsells charge their button's
 * price off-session (decision 021) and the trial and plans are
 * subscriptions, whose later invoices a one-off discount would not follow.
 */
export const COUPON_OFFERS = [
  "book-digital",
  "book-paperback",
  "book-bundle",
  "program-full",
  "application-full",
] as const satisfies readonly OfferId[];

/** Stripe's promotion codes: letters, digits, dashes and underscores; stored upper case. */
export const COUPON_CODE = /^[A-Z0-9_-]{3,40}$/;

/** The code as the site keeps it (`podcast20` -> `PODCAST20`), or null when it is not one. */
export function couponCodeOf(value: string | null | undefined): string | null {
  const code = (value ?? "").trim().toUpperCase();
  return COUPON_CODE.test(code) ? code : null;
}

export interface CouponTerms {
  code: string;
  /** A whole percentage, 1 to 100; or else `amountOff`. */
  percentOff: number | null;
  /** Cents off each eligible offer's price. */
  amountOff: number | null;
  offerIds: readonly string[];
  expiresAt: Date | null;
  maxRedemptions: number | null;
}

/** Why a coupon takes nothing off today, or null when it is good. */
export function couponProblem(
  coupon: Pick<CouponTerms, "expiresAt" | "maxRedemptions"> & { active: boolean },
  redemptions: number,
  now: Date,
): "stopped" | "expired" | "used_up" | null {
  if (!coupon.active) return "stopped";
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return "expired";
  if (coupon.maxRedemptions !== null && redemptions >= coupon.maxRedemptions) return "used_up";
  return null;
}

/**
 * The discount on a price, in cents: a percentage rounded to the nearest
 * cent (half up, as Stripe rounds), an amount never more than the price.
 */
export function discountCents(priceCents: number, coupon: Pick<CouponTerms, "percentOff" | "amountOff">): number {
  if (coupon.percentOff !== null) return Math.round((priceCents * coupon.percentOff) / 100);
  return Math.min(coupon.amountOff ?? 0, priceCents);
}

/** An offer a coupon can discount at checkout: one of COUPON_OFFERS, named by it, sold through Stripe in one payment. */
export function couponAppliesTo(
  coupon: Pick<CouponTerms, "offerIds">,
  offer: Pick<Offer, "id" | "provider" | "stripePriceId" | "renewal" | "installments">,
): boolean {
  return (
    (COUPON_OFFERS as readonly string[]).includes(offer.id) &&
    coupon.offerIds.includes(offer.id) &&
    offer.provider === "stripe" &&
    offer.stripePriceId.trim() !== "" &&
    !offer.renewal &&
    (offer.installments ?? 1) === 1
  );
}

/** What a coupon makes of an offer's price on the page and at checkout (dollars), or null when it does not apply. */
export function couponPrice(
  coupon: CouponTerms,
  offer: Pick<Offer, "id" | "price" | "provider" | "stripePriceId" | "renewal" | "installments">,
): { price: number; was: number } | null {
  if (!couponAppliesTo(coupon, offer)) return null;
  const cents = Math.round(offer.price * 100);
  const off = discountCents(cents, coupon);
  if (off <= 0) return null;
  return { price: (cents - off) / 100, was: offer.price };
}

/** "20% off" / "$5.00 off", for the admin's list and the page's notice. */
export function couponSummary(coupon: Pick<CouponTerms, "percentOff" | "amountOff">): string {
  return coupon.percentOff !== null
    ? `${coupon.percentOff}% off`
    : `$${((coupon.amountOff ?? 0) / 100).toFixed(2)} off`;
}

/** What the pages get of a visitor's coupon: its code, its summary and the offers' prices with it. */
export interface VisitorCoupon {
  code: string;
  summary: string;
  prices: Partial<Record<OfferId, { price: number; was: number }>>;
}

/**
 * The offers as a visitor with a good coupon sees them: each offer it
 * discounts at its coupon price, the regular price struck through beside
 * it (as compare-at); the rest unchanged.
 */
export function offersWithCoupon(offers: Record<OfferId, Offer>, coupon: VisitorCoupon | null): Record<OfferId, Offer> {
  if (!coupon) return offers;
  const next = { ...offers };
  for (const [id, price] of Object.entries(coupon.prices) as [OfferId, { price: number; was: number }][])
    next[id] = { ...offers[id], price: price.price, compareAt: price.was };
  return next;
}
