import { desc, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Offer, OfferId } from "~/content/offers";
import type { Db } from "~/db/client.server";
import { coupons, purchaseOrders } from "~/db/schema";
import {
  couponAppliesTo,
  couponCodeOf,
  couponPrice,
  couponProblem,
  couponSummary,
  type CouponTerms,
  type VisitorCoupon,
} from "~/lib/coupons";
import { SITE_CURRENCY } from "./price-match";

/**
 * The owner's coupons in the database and in Stripe: each is a Stripe
 * coupon limited to the Stripe products of its offers, with one promotion
 * code of the same name (what the buyer types in Checkout's "Add promotion
 * code" and what `?coupon=` links carry). Expiry and the number of uses are
 * set on the promotion code, so Stripe enforces them too.
 */

export interface NewCoupon {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  offerIds: OfferId[];
  expiresAt: Date | null;
  maxRedemptions: number | null;
}

export type CouponCreation = { result: "created" } | { result: "refused"; message: string };

/** Orders paid with the code, refunded or not (Stripe counts a redemption the same way). */
async function redemptionsOf(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(purchaseOrders)
    .where(sql`${purchaseOrders.charges}->>'coupon' = ${code}`);
  return row?.count ?? 0;
}

function termsOf(row: typeof coupons.$inferSelect): CouponTerms {
  return {
    code: row.code,
    percentOff: row.percentOff,
    amountOff: row.amountOff,
    offerIds: row.offerIds,
    expiresAt: row.expiresAt,
    maxRedemptions: row.maxRedemptions,
  };
}

export async function createCoupon(
  db: Db,
  stripe: Stripe,
  offers: Record<OfferId, Offer>,
  coupon: NewCoupon,
): Promise<CouponCreation> {
  const [taken] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.code, coupon.code));
  if (taken) return { result: "refused", message: `There is already a coupon ${coupon.code}` };
  const notStripe = coupon.offerIds.filter((id) => !couponAppliesTo({ offerIds: [id] }, offers[id]));
  if (notStripe.length > 0)
    return {
      result: "refused",
      message: `${notStripe.map((id) => offers[id].label).join(", ")}: sell it through Stripe first (Offers tab)`,
    };
  // The coupon discounts exactly these offers' Stripe products, whatever code the buyer types.
  const products = new Set<string>();
  for (const id of coupon.offerIds) {
    const price = await stripe.prices.retrieve(offers[id].stripePriceId);
    products.add(typeof price.product === "string" ? price.product : price.product.id);
  }
  try {
    const created = await stripe.coupons.create({
      name: coupon.code,
      duration: "once",
      ...(coupon.percentOff !== null
        ? { percent_off: coupon.percentOff }
        : { amount_off: coupon.amountOff!, currency: SITE_CURRENCY }),
      applies_to: { products: [...products] },
      metadata: { site_coupon: coupon.code },
    });
    const promotion = await stripe.promotionCodes.create({
      promotion: { type: "coupon", coupon: created.id },
      code: coupon.code,
      ...(coupon.expiresAt ? { expires_at: Math.floor(coupon.expiresAt.getTime() / 1000) } : {}),
      ...(coupon.maxRedemptions !== null ? { max_redemptions: coupon.maxRedemptions } : {}),
    });
    await db.insert(coupons).values({
      ...coupon,
      stripeCouponId: created.id,
      stripePromotionCodeId: promotion.id,
    });
    return { result: "created" };
  } catch (error) {
    const stripeError = error as { type?: string; message?: string };
    if (stripeError.type === "StripeInvalidRequestError")
      return { result: "refused", message: `Stripe refused the coupon: ${stripeError.message ?? ""}` };
    throw error;
  }
}

/**
 * Stops a coupon: its promotion code is made inactive in Stripe first (so
 * Checkout no longer takes it typed), then here (pages and links no longer
 * show it). A coupon cannot be started again: the owner makes a new one.
 */
export async function stopCoupon(db: Db, stripe: Stripe, code: string): Promise<"stopped" | "missing" | "already"> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!row) return "missing";
  if (!row.active) return "already";
  await stripe.promotionCodes.update(row.stripePromotionCodeId, { active: false });
  await db.update(coupons).set({ active: false }).where(eq(coupons.code, code));
  return "stopped";
}

/** The Offers tab's list: every coupon, newest first, with its uses so far. */
export async function listCoupons(db: Db, now = new Date()) {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt));
  return Promise.all(
    rows.map(async (row) => {
      const redemptions = await redemptionsOf(db, row.code);
      return {
        code: row.code,
        summary: couponSummary(row),
        offerIds: row.offerIds as OfferId[],
        expiresAt: row.expiresAt?.toISOString() ?? null,
        maxRedemptions: row.maxRedemptions,
        redemptions,
        problem: couponProblem(row, redemptions, now),
      };
    }),
  );
}

/** A good coupon by its code (its terms and Stripe promotion code), or null: unknown, expired or used up. */
async function goodCoupon(db: Db, code: string | null, now: Date) {
  const wanted = couponCodeOf(code);
  if (!wanted) return null;
  const [row] = await db.select().from(coupons).where(eq(coupons.code, wanted));
  if (!row || couponProblem(row, await redemptionsOf(db, row.code), now)) return null;
  return row;
}

/** What the pages show of a visitor's coupon: null unless it is good and lowers some offer's price. */
export async function visitorCoupon(
  db: Db,
  offers: Record<OfferId, Offer>,
  code: string | null,
  now = new Date(),
): Promise<VisitorCoupon | null> {
  const row = await goodCoupon(db, code, now);
  if (!row) return null;
  const prices: VisitorCoupon["prices"] = {};
  for (const id of row.offerIds as OfferId[]) {
    const price = offers[id] ? couponPrice(termsOf(row), offers[id]) : null;
    if (price) prices[id] = price;
  }
  if (Object.keys(prices).length === 0) return null;
  return { code: row.code, summary: couponSummary(row), prices };
}

/** The promotion code a checkout of `offer` applies for the visitor's coupon, or null. */
export async function checkoutPromotionCode(
  db: Db,
  offer: Offer,
  code: string | null,
  now = new Date(),
): Promise<string | null> {
  const row = await goodCoupon(db, code, now);
  return row && couponPrice(termsOf(row), offer) ? row.stripePromotionCodeId : null;
}

/** The code of a session's promotion code, for the order: the site's own, else Stripe's (one made in the Dashboard). */
export async function couponCodeOfSession(
  db: Db,
  stripe: Stripe,
  session: Pick<Stripe.Checkout.Session, "discounts">,
): Promise<string | null> {
  const promotion = session.discounts?.find((discount) => discount.promotion_code)?.promotion_code;
  if (!promotion) return null;
  if (typeof promotion !== "string") return promotion.code;
  const [row] = await db
    .select({ code: coupons.code })
    .from(coupons)
    .where(eq(coupons.stripePromotionCodeId, promotion));
  if (row) return row.code;
  return (await stripe.promotionCodes.retrieve(promotion)).code.toUpperCase();
}
