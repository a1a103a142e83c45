import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { purchaseOrders, type OrderProvider, type PurchaseOrderStatus, type ShippingAddress } from "~/db/schema";
import { SHIPPING_CSV_HEADERS, shippingCsvRow } from "~/lib/shipping";
import { toCsv } from "./csv";

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
  /** It bought something that ships; where to, and when it left (with the tracking the buyer was sent). */
  ships: boolean;
  shippingAddress: ShippingAddress | null;
  shippedAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

/** An order still to ship: it bought something that ships, is paid and live, and was not marked shipped. */
const toShip = and(
  eq(purchaseOrders.ships, true),
  isNull(purchaseOrders.shippedAt),
  inArray(purchaseOrders.status, ["granted", "needs_attention", "completed"]),
);

/** Raw events are shown whole up to this size; a bigger one is cut (the database keeps it all). */
const RAW_EVENT_SHOWN_CHARS = 20_000;
const ORDERS_SHOWN = 200;

function showRawEvent(raw: unknown): string {
  if (raw === null || raw === undefined) return "";
  const text = JSON.stringify(raw, null, 2);
  return text.length > RAW_EVENT_SHOWN_CHARS ? `${text.slice(0, RAW_EVENT_SHOWN_CHARS)}\n…` : text;
}

/**
 * The Orders tab: the newest orders of every provider (or, `toShip`, every
 * order still to ship, oldest first), how many are in each status and how
 * many wait to be shipped.
 */
export async function loadOrders(
  db: Db,
  { toShip: onlyToShip = false }: { toShip?: boolean } = {},
): Promise<{
  orders: OrderRow[];
  counts: Partial<Record<PurchaseOrderStatus, number>>;
  toShip: number;
  showing: "all" | "to-ship";
}> {
  const query = db
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
      ships: purchaseOrders.ships,
      shippingAddress: purchaseOrders.shippingAddress,
      shippedAt: purchaseOrders.shippedAt,
      carrier: purchaseOrders.carrier,
      trackingNumber: purchaseOrders.trackingNumber,
      trackingUrl: purchaseOrders.trackingUrl,
    })
    .from(purchaseOrders);
  const rows = onlyToShip
    ? await query.where(toShip).orderBy(asc(purchaseOrders.createdAt), asc(purchaseOrders.orderId)).limit(ORDERS_SHOWN)
    : await query.orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.orderId)).limit(ORDERS_SHOWN);
  const counts = await db
    .select({ status: purchaseOrders.status, n: sql<number>`count(*)::int` })
    .from(purchaseOrders)
    .groupBy(purchaseOrders.status);
  const [waiting] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchaseOrders)
    .where(toShip);
  return {
    orders: rows.map((row) => ({
      ...row,
      rawEvent: showRawEvent(row.rawEvent),
      createdAt: new Date(row.createdAt).toISOString(),
      shippedAt: row.shippedAt ? new Date(row.shippedAt).toISOString() : null,
    })),
    counts: Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])),
    toShip: Number(waiting?.n ?? 0),
    showing: onlyToShip ? "to-ship" : "all",
  };
}

/**
 * Every order still to ship, oldest first, as the CSV a label service
 * imports (docs/admin.md, "Shipping"): one row per order, the items it
 * bought as the provider named them.
 */
export async function ordersToShipCsv(db: Db): Promise<string> {
  const rows = await db
    .select({
      orderId: purchaseOrders.orderId,
      email: purchaseOrders.email,
      buyerName: purchaseOrders.buyerName,
      lines: purchaseOrders.lines,
      shippingAddress: purchaseOrders.shippingAddress,
    })
    .from(purchaseOrders)
    .where(toShip)
    .orderBy(asc(purchaseOrders.createdAt), asc(purchaseOrders.orderId));
  const blank: ShippingAddress = {
    name: "",
    line1: "",
    line2: "",
    city: "",
    state: "",
    postalCode: "",
    country: "",
    phone: "",
  };
  return toCsv(
    SHIPPING_CSV_HEADERS,
    rows.map((row) => {
      const address = row.shippingAddress ?? { ...blank, name: row.buyerName };
      return shippingCsvRow({
        address: { ...address, name: address.name || row.buyerName },
        email: row.email,
        orderNumber: row.orderId,
        item: row.lines
          .map((line) => line.description)
          .filter(Boolean)
          .join("; "),
      });
    }),
  );
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
