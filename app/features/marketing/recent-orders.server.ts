import { and, desc, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { purchaseOrders } from "~/db/schema";
import type { Services } from "~/services.server";
import { RECENT_ORDERS_DAYS, recentOrdersToShow, type LedgerOrder, type RecentOrder } from "./recent-orders";

/** How often the ledger is read again for the toast: the book page is cached (server/marketing-pages.ts). */
const CHECK_EVERY_MS = 1000;
/** Enough rows for any threshold the owner may set (at most 100) among other offers' orders. */
const MAX_ROWS = 500;

/**
 * The city the provider reported with the order, read from the event kept
 * with it: a Stripe Checkout session's billing address, or ThriveCart's
 * customer address. Other carts report none, and the toast names none.
 */
const reportedCity = sql<string | null>`coalesce(
  ${purchaseOrders.rawEvent} #>> '{data,object,customer_details,address,city}',
  ${purchaseOrders.rawEvent} #>> '{customer,address,city}'
)`;

async function readLedger(db: Db, now: Date): Promise<LedgerOrder[]> {
  const since = new Date(now.getTime() - RECENT_ORDERS_DAYS * 24 * 60 * 60 * 1000);
  return db
    .select({
      status: purchaseOrders.status,
      buyerName: purchaseOrders.buyerName,
      city: reportedCity,
      offerIds: purchaseOrders.offerIds,
      createdAt: purchaseOrders.createdAt,
    })
    .from(purchaseOrders)
    .where(and(gte(purchaseOrders.createdAt, since), inArray(purchaseOrders.status, ["granted", "completed"])))
    .orderBy(desc(purchaseOrders.createdAt))
    .limit(MAX_ROWS);
}

const ledgers = new WeakMap<Db, { readAt: number; rows: Promise<LedgerOrder[]> }>();

/** The ledger's recent rows, read at most once a second however many visitors ask. */
function recentLedger(db: Db): Promise<LedgerOrder[]> {
  const now = Date.now();
  const cached = ledgers.get(db);
  if (cached && now - cached.readAt < CHECK_EVERY_MS) return cached.rows;
  const entry = { readAt: now, rows: readLedger(db, new Date(now)) };
  ledgers.set(db, entry);
  // A failed read is tried again by the next visitor rather than kept.
  entry.rows.catch(() => {
    if (ledgers.get(db) === entry) ledgers.delete(db);
  });
  return entry.rows;
}

/** The recent orders the book page's toast shows, by the owner's settings: only the fields it names reach the page. */
export async function loadRecentOrders(services: Pick<Services, "db" | "siteContent">): Promise<RecentOrder[]> {
  const { content } = await services.siteContent.fresh();
  const { enabled, threshold } = content.proof.recentOrders;
  if (!enabled) return [];
  return recentOrdersToShow(await recentLedger(services.db), { now: new Date(), enabled, threshold });
}
