import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { productAccess, products, purchaseOrders } from "~/db/schema";
import { isOfferId } from "~/content/offers";
import { isRecentOrder, RECENT_ORDER_HOURS, type OrderSummary } from "./order-summary";

/** Orders whose payment went through (a plan that ran its course included). */
const PAID_STATUSES = ["granted", "completed"] as const;

/** The buyer's most recent paid order, if it is recent, with what it unlocked. */
export async function recentOrderOf(db: Pick<Db, "select">, email: string, now: Date): Promise<OrderSummary | null> {
  const since = new Date(now.getTime() - RECENT_ORDER_HOURS * 60 * 60 * 1000);
  const [order] = await db
    .select({ orderId: purchaseOrders.orderId, offerIds: purchaseOrders.offerIds, createdAt: purchaseOrders.createdAt })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.email, email.trim().toLowerCase()),
        inArray(purchaseOrders.status, PAID_STATUSES),
        gte(purchaseOrders.createdAt, since),
      ),
    )
    .orderBy(desc(purchaseOrders.createdAt))
    .limit(1);
  if (!order || !isRecentOrder(order.createdAt, now)) return null;
  const items = await db
    .select({ name: products.name })
    .from(productAccess)
    .innerJoin(products, eq(products.id, productAccess.productId))
    .where(and(eq(productAccess.orderId, order.orderId), eq(productAccess.isActive, true)))
    .orderBy(asc(productAccess.grantedAt), asc(products.name));
  return {
    orderId: order.orderId,
    offerIds: order.offerIds.filter(isOfferId),
    items: items.map((item) => item.name),
  };
}

/**
 * For a browser bound to the Stripe checkout it returned from (signed,
 * httpOnly cookie) but not signed in: that checkout's buyer's recent order.
 * The browser that paid may see what it bought; an id alone, without the
 * cookie this site signed, reaches nothing.
 */
export async function recentOrderOfCheckout(
  db: Pick<Db, "select">,
  checkoutSessionId: string,
  now: Date,
): Promise<OrderSummary | null> {
  const [order] = await db
    .select({ email: purchaseOrders.email })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.orderId, checkoutSessionId), inArray(purchaseOrders.status, PAID_STATUSES)))
    .limit(1);
  return order ? recentOrderOf(db, order.email, now) : null;
}
