import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { purchaseOrders } from "~/db/schema";
import { enqueueEmail, type OutgoingEmail } from "~/lib/email/outbox.server";
import { supportEmailAddress } from "~/lib/email/support-address.server";
import { readSavedCopy } from "~/lib/site-content.server";
import { orderReceiptEmail, orderShippedEmail, refundNoticeEmail, type ReceiptOrder } from "./order-emails";
import { normalizeTrackingNumber, trackingUrlOf, type Carrier } from "~/lib/shipping";

/** Queues an email about an order in the caller's transaction, replies going to the Site tab's support inbox. */
async function queueOrderEmail(tx: Tx, email: OutgoingEmail) {
  const replyTo = await supportEmailAddress(tx);
  await enqueueEmail(tx, email, { headers: replyTo ? { "Reply-To": replyTo } : {} });
}

/** The receipt of a paid order, queued with the order itself: a redelivered event records nothing, so sends nothing. */
export async function queueReceipt(tx: Tx, order: ReceiptOrder, libraryUrl: string) {
  if (!order.email) return;
  await queueOrderEmail(tx, orderReceiptEmail(order, { libraryUrl, copy: await readSavedCopy(tx) }));
}

/** The refund notice, queued with the refund that ended the order. */
export async function queueRefundNotice(tx: Tx, orderId: string) {
  const [order] = await tx
    .select({ email: purchaseOrders.email, name: purchaseOrders.buyerName })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.orderId, orderId));
  if (!order?.email) return;
  await queueOrderEmail(tx, refundNoticeEmail({ orderId, ...order }, await readSavedCopy(tx)));
}

export type ShipOutcome = "shipped" | "already_shipped" | "not_shippable" | "unknown" | "no_tracking_page";

/**
 * The owner's "Mark as shipped": records the carrier and tracking number
 * once and queues "Your copy of Rerouted is on its way" with the tracking
 * link, in one transaction. An order that bought nothing that ships, or
 * was refunded, is refused.
 */
export async function markOrderShipped(
  db: Db,
  shipment: { orderId: string; carrier: Carrier; trackingNumber: string; trackingPage: string },
): Promise<ShipOutcome> {
  const trackingNumber = normalizeTrackingNumber(shipment.trackingNumber);
  const trackingUrl = trackingUrlOf(shipment.carrier, trackingNumber, shipment.trackingPage);
  if (!trackingUrl) return "no_tracking_page";
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.orderId, shipment.orderId))
      .for("update");
    if (!order) return "unknown";
    if (order.shippedAt) return "already_shipped";
    if (!order.ships || !["granted", "needs_attention", "completed"].includes(order.status)) return "not_shippable";
    await tx
      .update(purchaseOrders)
      .set({ shippedAt: sql`now()`, carrier: shipment.carrier, trackingNumber, trackingUrl, updatedAt: sql`now()` })
      .where(and(eq(purchaseOrders.orderId, order.orderId), isNull(purchaseOrders.shippedAt)));
    await queueOrderEmail(
      tx,
      orderShippedEmail(
        { orderId: order.orderId, email: order.email, name: order.buyerName, shippingAddress: order.shippingAddress },
        { carrier: shipment.carrier, trackingNumber, trackingUrl },
        await readSavedCopy(tx),
      ),
    );
    return "shipped";
  });
}
