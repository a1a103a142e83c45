import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { purchaseOrders } from "~/db/schema";
import { thriveCartOrderId } from "./thrivecart.server";

import type { ConfirmedPurchase } from "~/features/checkout";

/**
 * ThriveCart's success URL names its order in the query string
 * (`thrivecart[order_id]=1007038`): the id the server recorded it under.
 */
export function thriveCartReturnOrderId(url: URL): string | null {
  const orderId = url.searchParams.get("thrivecart[order_id]");
  return orderId && /^\d{1,20}$/.test(orderId) ? thriveCartOrderId(orderId) : null;
}

/**
 * The purchase behind a confirmation page, so the browser's Purchase shares
 * the server-side conversion's event id (the order id) and amount, and the
 * platforms count it once. An order whose notification is still on its way
 * keeps its id; its amount is then the offer's price the browser knows.
 */
export async function findConfirmedPurchase(db: Db, orderId: string | null): Promise<ConfirmedPurchase | null> {
  if (!orderId) return null;
  const [order] = await db
    .select({ amount: purchaseOrders.amount, currency: purchaseOrders.currency })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.orderId, orderId));
  return {
    eventId: orderId,
    value: order?.amount == null ? null : order.amount / 100,
    currency: order?.currency ?? null,
  };
}
