import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { purchaseOrders } from "~/db/schema";
import type { Services } from "~/services.server";
import { queueOrderConversions, welcomeNewBuyer } from "./apply-order.server";
import { queueReceipt } from "./order-mail.server";
import { EXTENDABLE_STATUSES, orderExtension, statusAfterExtension, type ExtendableStatus } from "./order-extension";
import { grantResolution, resolveLines, type PaidOrder, type PaidOrderOutcome } from "./record-order.server";

export type OrderExtensionOutcome =
  | (Extract<PaidOrderOutcome, { result: "granted" | "needs_attention" }> & {
      /** The lines added to the order (their references). */
      added: string[];
    })
  | { result: "duplicate"; orderId: string };

/** What the added lines bought, for the work done in the same transaction (their Purchase). */
interface Extended {
  /** The added lines' own event id: the order's, then their references. */
  eventId: string;
  email: string;
  offerIds: string[];
  amount: number | null;
  currency: string | null;
}

const isExtendable = (status: string): status is ExtendableStatus =>
  (EXTENDABLE_STATUSES as readonly string[]).includes(status);

/**
 * A later notification of an order already recorded (ThriveCart sends
 * another order.success when the buyer accepts an upsell): in one
 * transaction, with the order's row locked, adds the lines the order does
 * not have yet and grants what they map to, creating the buyer's account
 * if the order had granted nothing before. A redelivery adds nothing
 * ("duplicate"); an order taken back (refunded, disputed, ended) or
 * finished is not granted again. Lines that do not map leave the order
 * needing attention, with the note saying which. The buyer is emailed a
 * receipt of what the added lines were charged, queued with them (so a
 * redelivery sends none); an added line that ships makes the order ship.
 */
async function extendOrder(options: {
  db: Db;
  order: PaidOrder;
  adminEmails: readonly string[];
  libraryUrl: string;
  onExtended?: (tx: Tx, extended: Extended) => Promise<void>;
}): Promise<OrderExtensionOutcome> {
  const { db, order, adminEmails, libraryUrl, onExtended } = options;
  const duplicate = { result: "duplicate", orderId: order.orderId } as const;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.provider, order.provider), eq(purchaseOrders.orderId, order.orderId)))
      .for("update");
    if (!stored || !isExtendable(stored.status)) return duplicate;
    const extension = orderExtension(
      { lines: stored.lines, amount: stored.amount, tax: stored.charges?.tax },
      { lines: order.lines, amount: order.amount, tax: order.charges?.tax },
    );
    if (!extension) return duplicate;

    const resolution = await resolveLines(tx, order.provider, extension.added);
    const grant = await grantResolution(tx, {
      orderId: order.orderId,
      email: stored.email,
      name: stored.buyerName || order.name,
      resolution,
      adminEmails,
      libraryUrl,
    });
    const { status, note } = statusAfterExtension({ status: stored.status, note: stored.note }, resolution.note);
    const shippingAddress = stored.shippingAddress ?? order.shipping ?? null;
    const currency = order.currency ?? stored.currency;
    await tx
      .update(purchaseOrders)
      .set({
        lines: extension.lines,
        amount: extension.amount,
        offerIds: [...new Set([...stored.offerIds, ...resolution.offerIds])],
        status,
        note,
        buyerId: grant.buyerId ?? stored.buyerId,
        ships: stored.ships || resolution.ships,
        shippingAddress,
        updatedAt: sql`now()`,
      })
      .where(eq(purchaseOrders.orderId, order.orderId));
    const added = extension.added.map((line) => line.reference || line.description);
    // The order's own buyer, welcomed with its first notification and unable to sign in before choosing a
    // password: "reclaiming" that account took nothing from anyone, and a second welcome would only repeat the first.
    const alreadyWelcomed = stored.buyerId !== null && stored.buyerId === grant.buyerId;
    await onExtended?.(tx, {
      eventId: [order.orderId, ...added].join("+"),
      email: stored.email,
      offerIds: resolution.offerIds,
      amount: extension.addedAmount,
      currency,
    });
    await queueReceipt(
      tx,
      {
        orderId: order.orderId,
        email: stored.email,
        name: stored.buyerName || order.name,
        lines: extension.added,
        amount: extension.addedAmount,
        currency,
        charges: extension.addedTax === null ? null : { tax: extension.addedTax },
        // The address is the added lines' business only when they ship.
        shippingAddress: resolution.ships ? shippingAddress : null,
        ships: resolution.ships,
      },
      libraryUrl,
    );
    return {
      result: status,
      orderId: order.orderId,
      email: stored.email,
      offerIds: resolution.offerIds,
      granted: grant.granted,
      accountCreated: grant.accountCreated,
      accountReclaimed: grant.accountReclaimed && !alreadyWelcomed,
      note,
      added,
    };
  });
}

/**
 * Extends an order with a later notification's new lines, their Purchase
 * queued in the same transaction as a purchase of its own (under its own
 * event id, so the order's first Purchase is neither repeated nor
 * overwritten), then a new buyer welcomed and the outcome logged.
 */
export async function applyOrderExtension(services: Services, order: PaidOrder): Promise<OrderExtensionOutcome> {
  const { config } = services;
  const paidAt = new Date();
  const outcome = await extendOrder({
    db: services.db,
    order,
    adminEmails: config.adminEmails,
    libraryUrl: `${config.baseUrl}/dashboard`,
    onExtended: async (tx, extended) => {
      await queueOrderConversions(tx, config, {
        orderId: extended.eventId,
        email: extended.email,
        amount: extended.amount,
        currency: extended.currency,
        offerIds: extended.offerIds,
        paidAt,
        visitor: null,
      });
    },
  });
  services.log.info("order extended", { provider: order.provider, ...outcome });
  await welcomeNewBuyer(services, outcome);
  return outcome;
}
