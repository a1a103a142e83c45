import { randomBytes } from "node:crypto";
import { aliasedTable, and, eq, inArray, notExists, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import {
  authUsers,
  productAccess,
  products,
  providerEvents,
  purchaseOrders,
  userProfiles,
  type OrderCharges,
  type OrderLine,
  type OrderProvider,
  type PurchaseOrderStatus,
  type ShippingAddress,
} from "~/db/schema";
import { grantProductAccess } from "~/features/access/index.server";
import type { VisitorContext } from "~/features/conversions/index.server";
import { createAccount, EmailTakenError, reclaimUnverifiedAccount } from "~/features/auth/index.server";
import { readSiteContent } from "~/lib/site-content.server";
import { mapOrderLines, unmappedNote } from "./map-order-lines";
import { queueReceipt, queueRefundNotice } from "./order-mail.server";
import { earlyRevocationKeys, type OrderMatch } from "./order-match";
import { splitBuyerName } from "./purchase-event";

export class OrderError extends Error {
  constructor(
    readonly status: 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** A paid order as any provider reports it. */
export interface PaidOrder {
  provider: OrderProvider;
  /** Unique per provider: Stripe's Checkout Session or PaymentIntent id, ThriveCart's order, the cart's order id. */
  orderId: string;
  /** The provider's event id, when it has one: a redelivered event changes nothing. */
  eventId?: string;
  email: string;
  name: string;
  /**
   * Stripe price ids / ThriveCart product ids, mapped to offers through the
   * Offers tab; for the generic webhook, library product ids granted as named.
   */
  lines: OrderLine[];
  amount: number | null;
  currency: string | null;
  refs?: { customer?: string | null; payment?: string | null; subscription?: string | null };
  /** Payments a plan takes before it ends on its own. */
  installments?: number | null;
  rawEvent: unknown;
  /** The browser the checkout started in, when the site saw it: the order's conversions name that visitor. */
  visitor?: VisitorContext | null;
  /** Where to send what it bought, when the provider collected an address. */
  shipping?: ShippingAddress | null;
  /** Subtotal, discount, shipping, tax and card, as far as the provider reported them (the receipt's lines). */
  charges?: OrderCharges | null;
}

export type PaidOrderOutcome =
  | {
      result: "granted" | "needs_attention";
      orderId: string;
      email: string;
      offerIds: string[];
      granted: number;
      accountCreated: boolean;
      accountReclaimed: boolean;
      /** Why it needs attention. */
      note: string | null;
    }
  | { result: "duplicate"; orderId: string };

/** Another grant of the same product to the same buyer, which a restored grant must not duplicate. */
const heldAgain = aliasedTable(productAccess, "held_again");

/** Statuses whose grants are live, so a refund, dispute or end can still revoke them. */
const LIVE_STATUSES: PurchaseOrderStatus[] = ["granted", "needs_attention", "completed"];

/** Records the provider's event id in the caller's transaction; false when it was applied before. */
async function claimEvent(tx: Tx, provider: OrderProvider, eventId: string | undefined, orderId: string | null) {
  if (!eventId) return true;
  const [claimed] = await tx
    .insert(providerEvents)
    .values({ provider, eventId, orderId })
    .onConflictDoNothing()
    .returning({ eventId: providerEvents.eventId });
  return Boolean(claimed);
}

/** The account holding an address, with the name its welcome and grant emails greet. */
async function accountOf(tx: Tx, email: string) {
  const [account] = await tx
    .select({
      id: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      firstName: userProfiles.firstName,
      emailVerified: authUsers.emailVerified,
    })
    .from(authUsers)
    .leftJoin(userProfiles, eq(userProfiles.id, authUsers.id))
    .where(eq(authUsers.email, email));
  return account ?? null;
}

/** An existing account receives the order; one whose address was never proven is reclaimed first. */
async function buyerFromAccount(tx: Tx, account: NonNullable<Awaited<ReturnType<typeof accountOf>>>) {
  const user = { id: account.id, email: account.email, firstName: account.firstName ?? account.name };
  if (account.emailVerified) return { user, accountCreated: false, accountReclaimed: false };
  await reclaimUnverifiedAccount(tx, account.id);
  return { user, accountCreated: false, accountReclaimed: true };
}

/**
 * The buyer's account, created (with a password nobody knows: the buyer
 * chooses theirs through the welcome link) when there is none, or reclaimed
 * from whoever signed up with the address without proving it.
 */
async function findOrCreateBuyer(tx: Tx, options: { email: string; name: string; adminEmails: readonly string[] }) {
  const { email, name, adminEmails } = options;
  const existing = await accountOf(tx, email);
  if (existing) return buyerFromAccount(tx, existing);
  const { firstName, lastName } = splitBuyerName(name, email);
  try {
    const { userId } = await createAccount({
      db: tx,
      firstName,
      lastName,
      email,
      password: randomBytes(32).toString("base64url"),
      adminEmails,
    });
    return { user: { id: userId, email, firstName }, accountCreated: true, accountReclaimed: false };
  } catch (error) {
    // Another order (or a sign-up) committed an account for the address since the read above: the
    // insert was rolled back to its savepoint and this order goes to that account, as if it came later.
    if (!(error instanceof EmailTakenError)) throw error;
    const created = await accountOf(tx, email);
    if (!created) throw error;
    return buyerFromAccount(tx, created);
  }
}

interface Resolution {
  offerIds: string[];
  products: { id: string; name: string }[];
  note: string | null;
  /** An offer it bought ships (the Offers tab as saved now). */
  ships: boolean;
}

/** What an order's lines grant today: through the saved offers, or (generic webhook) the products named. */
export async function resolveLines(tx: Tx, provider: OrderProvider, lines: readonly OrderLine[]): Promise<Resolution> {
  if (provider === "webhook") {
    const wanted = [...new Set(lines.map((line) => line.reference))];
    const found = await productsNamed(tx, wanted);
    // Rolls the order back too, so a corrected delivery is not taken for a replay.
    if (found.length !== wanted.length) throw new OrderError(422, "Unknown product id in productIds");
    // The cart shipped it if it sent an address; the site has no offer to ask.
    return { offerIds: [], products: found, note: null, ships: false };
  }
  const { offers } = await readSiteContent(tx);
  const mapped = mapOrderLines(offers, provider, lines);
  const found = await productsNamed(tx, mapped.productIds);
  const missing = mapped.productIds.filter((id) => !found.some((product) => product.id === id));
  const notes = [unmappedNote(mapped.unmapped)];
  if (missing.length > 0) notes.push(`The offer grants products that no longer exist (${missing.join(", ")}).`);
  const ships = mapped.offerIds.some((id) => offers[id as keyof typeof offers]?.ships);
  return { offerIds: mapped.offerIds, products: found, note: notes.filter(Boolean).join(" ") || null, ships };
}

async function productsNamed(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/** Grants what the order resolves to, creating the buyer's account first when there is something to grant. */
export async function grantResolution(
  tx: Tx,
  options: {
    orderId: string;
    email: string;
    name: string;
    resolution: Resolution;
    adminEmails: readonly string[];
    libraryUrl: string;
  },
) {
  const { orderId, resolution, libraryUrl } = options;
  if (resolution.products.length === 0)
    return { buyerId: null, granted: 0, accountCreated: false, accountReclaimed: false };
  const buyer = await findOrCreateBuyer(tx, options);
  let granted = 0;
  for (const product of resolution.products) {
    const outcome = await grantProductAccess(tx, { user: buyer.user, product, libraryUrl, orderId });
    if (outcome === "granted") granted++;
  }
  return {
    buyerId: buyer.user.id,
    granted,
    accountCreated: buyer.accountCreated,
    accountReclaimed: buyer.accountReclaimed,
  };
}

/**
 * Applies one paid order in a single transaction, keyed by the provider's
 * event id and by the order id: the first delivery records the order, maps
 * its lines to offers (the Offers tab as saved now), grants those offers'
 * products and creates the buyer's account; a replay changes nothing. A
 * line no offer carries is acknowledged: the order is stored as
 * "needs_attention" with nothing granted for that line, and replayOrder
 * grants it once the mapping is fixed.
 */
export async function recordPaidOrder(options: {
  db: Db;
  order: PaidOrder;
  adminEmails: readonly string[];
  libraryUrl: string;
  /** Work that belongs to the recorded order (its conversions), done in its transaction. */
  onRecorded?: (tx: Tx, recorded: { orderId: string; email: string; offerIds: string[] }) => Promise<void>;
}): Promise<PaidOrderOutcome> {
  const { db, order, adminEmails, libraryUrl, onRecorded } = options;
  return db.transaction(async (tx) => {
    if (!(await claimEvent(tx, order.provider, order.eventId, order.orderId)))
      return { result: "duplicate", orderId: order.orderId };
    const email = order.email.trim().toLowerCase();
    const [recorded] = await tx
      .insert(purchaseOrders)
      .values({
        orderId: order.orderId,
        provider: order.provider,
        email,
        buyerName: order.name,
        status: "granted",
        lines: order.lines,
        amount: order.amount,
        currency: order.currency,
        customerRef: order.refs?.customer ?? null,
        paymentRef: order.refs?.payment ?? null,
        subscriptionRef: order.refs?.subscription ?? null,
        installments: order.installments ?? null,
        rawEvent: order.rawEvent,
        shippingAddress: order.shipping ?? null,
        charges: order.charges ?? null,
      })
      .onConflictDoNothing()
      .returning({ orderId: purchaseOrders.orderId });
    if (!recorded) return { result: "duplicate", orderId: order.orderId };

    const resolution = await resolveLines(tx, order.provider, order.lines);
    const grant = await grantResolution(tx, { ...order, email, resolution, adminEmails, libraryUrl });
    const status = resolution.note ? "needs_attention" : "granted";
    const ships = resolution.ships || Boolean(order.shipping);
    await tx
      .update(purchaseOrders)
      .set({ status, offerIds: resolution.offerIds, note: resolution.note, buyerId: grant.buyerId, ships })
      .where(eq(purchaseOrders.orderId, order.orderId));
    await onRecorded?.(tx, { orderId: order.orderId, email, offerIds: resolution.offerIds });
    await queueReceipt(
      tx,
      {
        orderId: order.orderId,
        email,
        name: order.name,
        lines: order.lines,
        amount: order.amount,
        currency: order.currency,
        charges: order.charges ?? null,
        shippingAddress: order.shipping ?? null,
        ships,
      },
      libraryUrl,
    );
    return {
      result: status,
      orderId: order.orderId,
      email,
      offerIds: resolution.offerIds,
      granted: grant.granted,
      accountCreated: grant.accountCreated,
      accountReclaimed: grant.accountReclaimed,
      note: resolution.note,
    };
  });
}

/**
 * Grants a "needs_attention" order again through the Offers tab as saved
 * now (after the owner set the missing price or product id). Products the
 * first pass granted are not granted twice. Any other status is left as it
 * is ("duplicate"); an unknown order id is null.
 */
export async function replayOrder(options: {
  db: Db;
  orderId: string;
  adminEmails: readonly string[];
  libraryUrl: string;
}): Promise<PaidOrderOutcome | null> {
  const { db, orderId, adminEmails, libraryUrl } = options;
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.orderId, orderId)).for("update");
    if (!order) return null;
    if (order.status !== "needs_attention") return { result: "duplicate", orderId };
    const resolution = await resolveLines(tx, order.provider, order.lines);
    const grant = await grantResolution(tx, {
      orderId,
      email: order.email,
      name: order.buyerName,
      resolution,
      adminEmails,
      libraryUrl,
    });
    const status = resolution.note ? "needs_attention" : "granted";
    await tx
      .update(purchaseOrders)
      .set({
        status,
        offerIds: resolution.offerIds,
        note: resolution.note,
        buyerId: grant.buyerId ?? order.buyerId,
        updatedAt: sql`now()`,
      })
      .where(eq(purchaseOrders.orderId, orderId));
    return {
      result: status,
      orderId,
      email: order.email,
      offerIds: resolution.offerIds,
      granted: grant.granted,
      accountCreated: grant.accountCreated,
      accountReclaimed: grant.accountReclaimed,
      note: resolution.note,
    };
  });
}

function matchCondition(provider: OrderProvider, match: OrderMatch): SQL {
  const own = eq(purchaseOrders.provider, provider);
  if ("orderId" in match) return and(own, eq(purchaseOrders.orderId, match.orderId))!;
  if ("paymentRef" in match) return and(own, eq(purchaseOrders.paymentRef, match.paymentRef))!;
  return and(own, eq(purchaseOrders.subscriptionRef, match.subscriptionRef))!;
}

export type RevokeOutcome =
  | { result: "revoked"; orderId: string; revoked: number }
  | { result: "duplicate"; orderId: string | null }
  | { result: "unknown" };

/**
 * Revokes exactly the grants an order made and marks it refunded, disputed
 * or ended with the reason, once (by event id, and by the order's status).
 * `recordIfMissing` stores a refund or dispute that arrives before its
 * purchase (earlyRevocationKeys), so the late purchase grants nothing.
 */
export async function revokeOrder(options: {
  db: Db;
  provider: OrderProvider;
  eventId?: string;
  match: OrderMatch;
  status: Extract<PurchaseOrderStatus, "refunded" | "disputed" | "ended">;
  reason: string;
  rawEvent?: unknown;
  recordIfMissing?: { email: string };
  /** The provider's dispute, for a revocation its win gives back (restoreDisputedOrder). */
  revokedBy?: string;
}): Promise<RevokeOutcome> {
  const { db, provider, match, status, reason } = options;
  return db.transaction(async (tx) => {
    if (!(await claimEvent(tx, provider, options.eventId, "orderId" in match ? match.orderId : null)))
      return { result: "duplicate", orderId: "orderId" in match ? match.orderId : null };
    const [order] = await tx
      .select({ orderId: purchaseOrders.orderId, status: purchaseOrders.status })
      .from(purchaseOrders)
      .where(matchCondition(provider, match))
      .for("update");
    if (!order) {
      const early = options.recordIfMissing;
      const keys = early ? earlyRevocationKeys(match) : null;
      if (!early || !keys) return { result: "unknown" };
      await tx.insert(purchaseOrders).values({
        orderId: keys.orderId,
        provider,
        email: early.email.trim().toLowerCase(),
        status,
        note: reason,
        paymentRef: keys.paymentRef,
        rawEvent: options.rawEvent ?? null,
      });
      return { result: "revoked", orderId: keys.orderId, revoked: 0 };
    }
    if (!LIVE_STATUSES.includes(order.status)) return { result: "duplicate", orderId: order.orderId };
    await tx
      .update(purchaseOrders)
      .set({ status, note: reason, revokedFrom: order.status, updatedAt: sql`now()` })
      .where(eq(purchaseOrders.orderId, order.orderId));
    if (status === "refunded") await queueRefundNotice(tx, order.orderId);
    const revoked = await tx
      .update(productAccess)
      .set({ isActive: false, revokedBy: options.revokedBy ?? null })
      .where(and(eq(productAccess.orderId, order.orderId), eq(productAccess.isActive, true)))
      .returning({ id: productAccess.id });
    return { result: "revoked", orderId: order.orderId, revoked: revoked.length };
  });
}

/**
 * A dispute closed in the owner's favour: the order it revoked gets back
 * its status and exactly the grants that dispute revoked (a grant the buyer
 * holds again through another order stays as it is). Once per event id;
 * an order not disputed is left alone.
 */
export async function restoreDisputedOrder(options: {
  db: Db;
  provider: OrderProvider;
  eventId: string;
  match: OrderMatch;
  disputeRef: string;
  note: string;
}): Promise<{ result: "restored"; orderId: string; restored: number } | { result: "duplicate" | "unknown" }> {
  const { db, provider, match, disputeRef } = options;
  return db.transaction(async (tx) => {
    if (!(await claimEvent(tx, provider, options.eventId, null))) return { result: "duplicate" };
    const [order] = await tx
      .select({
        orderId: purchaseOrders.orderId,
        status: purchaseOrders.status,
        revokedFrom: purchaseOrders.revokedFrom,
      })
      .from(purchaseOrders)
      .where(matchCondition(provider, match))
      .for("update");
    if (!order) return { result: "unknown" };
    if (order.status !== "disputed") return { result: "duplicate" };
    const held = tx
      .select({ one: sql`1` })
      .from(heldAgain)
      .where(
        and(
          eq(heldAgain.userId, productAccess.userId),
          eq(heldAgain.productId, productAccess.productId),
          eq(heldAgain.isActive, true),
        ),
      );
    const restored = await tx
      .update(productAccess)
      .set({ isActive: true, revokedBy: null })
      .where(
        and(
          eq(productAccess.orderId, order.orderId),
          eq(productAccess.revokedBy, disputeRef),
          eq(productAccess.isActive, false),
          notExists(held),
        ),
      )
      .returning({ id: productAccess.id });
    await tx
      .update(purchaseOrders)
      .set({ status: order.revokedFrom ?? "granted", note: options.note, revokedFrom: null, updatedAt: sql`now()` })
      .where(eq(purchaseOrders.orderId, order.orderId));
    return { result: "restored", orderId: order.orderId, restored: restored.length };
  });
}

/**
 * A refund of part of an order (one of its items): revokes that order's
 * grants of `productIds` only and notes the reason. The order stays live
 * while it still grants anything, and is refunded once nothing is left.
 * Delivered again, it revokes nothing more.
 */
export async function revokeOrderProducts(options: {
  db: Db;
  provider: OrderProvider;
  orderId: string;
  productIds: readonly string[];
  reason: string;
}): Promise<RevokeOutcome> {
  const { db, provider, orderId, reason } = options;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ orderId: purchaseOrders.orderId, status: purchaseOrders.status })
      .from(purchaseOrders)
      .where(matchCondition(provider, { orderId }))
      .for("update");
    if (!order) return { result: "unknown" };
    if (!LIVE_STATUSES.includes(order.status)) return { result: "duplicate", orderId };
    const revoked =
      options.productIds.length === 0
        ? []
        : await tx
            .update(productAccess)
            .set({ isActive: false })
            .where(
              and(
                eq(productAccess.orderId, orderId),
                inArray(productAccess.productId, [...options.productIds]),
                eq(productAccess.isActive, true),
              ),
            )
            .returning({ id: productAccess.id });
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(productAccess)
      .where(and(eq(productAccess.orderId, orderId), eq(productAccess.isActive, true)));
    const refunded = left!.n === 0;
    await tx
      .update(purchaseOrders)
      .set({ status: refunded ? "refunded" : order.status, note: reason, updatedAt: sql`now()` })
      .where(eq(purchaseOrders.orderId, orderId));
    if (refunded) await queueRefundNotice(tx, orderId);
    return { result: "revoked", orderId, revoked: revoked.length };
  });
}

/**
 * Marks a payment plan that took all its payments as completed: its grants
 * stay, and a later end of its subscription revokes nothing.
 */
export async function completeOrder(options: {
  db: Db;
  provider: OrderProvider;
  eventId?: string;
  match: OrderMatch;
}): Promise<{ result: "completed" | "duplicate" | "unknown"; orderId: string | null }> {
  const { db, provider, match } = options;
  return db.transaction(async (tx) => {
    if (!(await claimEvent(tx, provider, options.eventId, null))) return { result: "duplicate", orderId: null };
    const [order] = await tx
      .update(purchaseOrders)
      .set({ status: "completed", note: "All payments of the plan received.", updatedAt: sql`now()` })
      .where(and(matchCondition(provider, match), inArray(purchaseOrders.status, ["granted", "needs_attention"])))
      .returning({ orderId: purchaseOrders.orderId });
    return order ? { result: "completed", orderId: order.orderId } : { result: "unknown", orderId: null };
  });
}

/** The order a provider reference names, for work outside a transaction (the upsell's buyer). */
export async function findOrder(db: Db, provider: OrderProvider, match: OrderMatch) {
  const [order] = await db.select().from(purchaseOrders).where(matchCondition(provider, match));
  return order ?? null;
}

/**
 * A live order of one provider customer that bought any of `offerIds`
 * (the customer a checkout created, so one order per checkout and upsell).
 */
export async function findLiveOrderOfOffers(
  db: Db,
  provider: OrderProvider,
  options: { customerRef: string; offerIds: readonly string[] },
) {
  if (options.offerIds.length === 0) return null;
  const [order] = await db
    .select({ orderId: purchaseOrders.orderId })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.provider, provider),
        eq(purchaseOrders.customerRef, options.customerRef),
        inArray(purchaseOrders.status, LIVE_STATUSES),
        or(...options.offerIds.map((id) => sql`${purchaseOrders.offerIds} @> ${JSON.stringify([id])}::jsonb`)),
      ),
    )
    .orderBy(purchaseOrders.createdAt)
    .limit(1);
  return order ?? null;
}
