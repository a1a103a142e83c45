import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { purchaseOrders, type OrderProvider, type PurchaseOrderStatus } from "~/db/schema";

export interface OrderRow {
  orderId: string;
  provider: OrderProvider;
  email: string;
  buyerName: string;
  offerIds: string[];
  amount: number | null;
  currency: string | null;
  status: PurchaseOrderStatus;
  note: string | null;
  /** The provider's notification as received (secrets removed), pretty-printed. */
  rawEvent: string;
  createdAt: string;
}

/** Raw events are shown whole up to this size; a bigger one is cut (the database keeps it all). */
const RAW_EVENT_SHOWN_CHARS = 20_000;
const ORDERS_SHOWN = 200;

function showRawEvent(raw: unknown): string {
  if (raw === null || raw === undefined) return "";
  const text = JSON.stringify(raw, null, 2);
  return text.length > RAW_EVENT_SHOWN_CHARS ? `${text.slice(0, RAW_EVENT_SHOWN_CHARS)}\n…` : text;
}

/** The Orders tab: the newest orders of every provider, and how many are in each status. */
export async function loadOrders(
  db: Db,
): Promise<{ orders: OrderRow[]; counts: Partial<Record<PurchaseOrderStatus, number>> }> {
  const rows = await db
    .select({
      orderId: purchaseOrders.orderId,
      provider: purchaseOrders.provider,
      email: purchaseOrders.email,
      buyerName: purchaseOrders.buyerName,
      offerIds: purchaseOrders.offerIds,
      amount: purchaseOrders.amount,
      currency: purchaseOrders.currency,
      status: purchaseOrders.status,
      note: purchaseOrders.note,
      rawEvent: purchaseOrders.rawEvent,
      createdAt: purchaseOrders.createdAt,
    })
    .from(purchaseOrders)
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.orderId))
    .limit(ORDERS_SHOWN);
  const counts = await db
    .select({ status: purchaseOrders.status, n: sql<number>`count(*)::int` })
    .from(purchaseOrders)
    .groupBy(purchaseOrders.status);
  return {
    orders: rows.map((row) => ({
      ...row,
      rawEvent: showRawEvent(row.rawEvent),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    counts: Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])),
  };
}

/** Orders acknowledged but not (fully) granted, for the launch checklist. */
export async function listOrdersNeedingAttention(db: Db): Promise<{ orderId: string; email: string }[]> {
  return db
    .select({ orderId: purchaseOrders.orderId, email: purchaseOrders.email })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.status, "needs_attention"))
    .orderBy(desc(purchaseOrders.createdAt))
    .limit(50);
}
