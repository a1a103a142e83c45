import { and, desc, eq, exists, inArray, or } from "drizzle-orm";
import { DEFAULT_OFFERS, isOfferId } from "~/content/offers";
import type { Db } from "~/db/client.server";
import { authUsers, purchaseOrders } from "~/db/schema";
import { CARRIER_LABELS, isCarrier } from "~/lib/shipping";

/** A buyer's order of something that ships, as the library shows it: shipped (with its tracking) or not yet. */
export interface Shipment {
  orderId: string;
  items: string;
  orderedAt: string;
  shipped: { at: string; carrier: string; trackingUrl: string | null } | null;
}

/** What an order bought, by the offers' names ("Paperback"), else as the provider described its lines. */
function itemsOf(order: { offerIds: string[]; lines: { description: string }[] }): string {
  const offers = order.offerIds.filter(isOfferId).map((id) => DEFAULT_OFFERS[id].label);
  return (offers.length > 0 ? offers : order.lines.map((line) => line.description).filter(Boolean)).join(", ");
}

/**
 * The user's paid orders that ship, newest first: only what the owner
 * marked shipped reads as shipped. A paperback grants no library product,
 * so its order names no account: it is the user's when it was paid from
 * their address and they have proven that address is theirs.
 */
export async function listShipments(db: Db, userId: string): Promise<Shipment[]> {
  const provenOwner = db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(and(eq(authUsers.id, userId), eq(authUsers.emailVerified, true), eq(authUsers.email, purchaseOrders.email)));
  const rows = await db
    .select({
      orderId: purchaseOrders.orderId,
      offerIds: purchaseOrders.offerIds,
      lines: purchaseOrders.lines,
      createdAt: purchaseOrders.createdAt,
      shippedAt: purchaseOrders.shippedAt,
      carrier: purchaseOrders.carrier,
      trackingUrl: purchaseOrders.trackingUrl,
    })
    .from(purchaseOrders)
    .where(
      and(
        or(eq(purchaseOrders.buyerId, userId), exists(provenOwner)),
        eq(purchaseOrders.ships, true),
        inArray(purchaseOrders.status, ["granted", "needs_attention", "completed"]),
      ),
    )
    .orderBy(desc(purchaseOrders.createdAt))
    .limit(20);
  return rows.map((row) => ({
    orderId: row.orderId,
    items: itemsOf(row),
    orderedAt: new Date(row.createdAt).toISOString(),
    shipped: row.shippedAt
      ? {
          at: new Date(row.shippedAt).toISOString(),
          carrier: row.carrier && isCarrier(row.carrier) ? CARRIER_LABELS[row.carrier] : (row.carrier ?? ""),
          trackingUrl: row.trackingUrl,
        }
      : null,
  }));
}
