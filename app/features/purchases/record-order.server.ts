import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { authUsers, productAccess, products, purchaseOrders, userProfiles } from "~/db/schema";
import { grantProductAccess } from "~/features/access/grants.server";
import { createAccount } from "~/features/auth/accounts.server";
import { splitBuyerName, type PurchaseEvent } from "./purchase-event";

export class OrderError extends Error {
  constructor(
    readonly status: 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

export type OrderOutcome =
  | { result: "granted"; granted: number; accountCreated: boolean }
  | { result: "refunded"; revoked: number }
  | { result: "duplicate" };

/**
 * Applies one webhook delivery in a single transaction, keyed by the order
 * id: the first delivery of a purchase records the order and grants its
 * products (creating the buyer's account when there is none); a replay finds
 * the order and changes nothing. A refund marks the order refunded and
 * revokes exactly the grants it made; a refund that arrives first records
 * the order as refunded, so the late purchase grants nothing.
 */
export async function recordOrder(options: {
  db: Db;
  event: PurchaseEvent;
  adminEmails: readonly string[];
  libraryUrl: string;
}): Promise<OrderOutcome> {
  const { db, event, adminEmails, libraryUrl } = options;
  return db.transaction(async (tx) => {
    if (event.refunded) {
      const [changed] = await tx
        .insert(purchaseOrders)
        .values({ orderId: event.orderId, email: event.email, status: "refunded" })
        .onConflictDoUpdate({
          target: purchaseOrders.orderId,
          set: { status: "refunded", updatedAt: sql`now()` },
          setWhere: sql`${purchaseOrders.status} = 'paid'`,
        })
        .returning({ orderId: purchaseOrders.orderId });
      if (!changed) return { result: "duplicate" };
      const revoked = await tx
        .update(productAccess)
        .set({ isActive: false })
        .where(and(eq(productAccess.orderId, event.orderId), eq(productAccess.isActive, true)))
        .returning({ id: productAccess.id });
      return { result: "refunded", revoked: revoked.length };
    }

    const [recorded] = await tx
      .insert(purchaseOrders)
      .values({ orderId: event.orderId, email: event.email, status: "paid" })
      .onConflictDoNothing()
      .returning({ orderId: purchaseOrders.orderId });
    if (!recorded) return { result: "duplicate" };

    const wanted = [...new Set(event.productIds)];
    const found = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(products.id, wanted));
    if (found.length !== wanted.length) {
      // Rolls the order back too, so a corrected delivery is not taken for a replay.
      throw new OrderError(422, "Unknown product id in productIds");
    }

    let accountCreated = false;
    let [buyer] = await tx
      .select({ id: authUsers.id, email: authUsers.email, name: authUsers.name, firstName: userProfiles.firstName })
      .from(authUsers)
      .leftJoin(userProfiles, eq(userProfiles.id, authUsers.id))
      .where(eq(authUsers.email, event.email));
    if (!buyer) {
      const { firstName, lastName } = splitBuyerName(event.name, event.email);
      // An unguessable password nobody knows; the buyer chooses theirs through the emailed link.
      const password = randomBytes(32).toString("base64url");
      const { userId } = await createAccount({
        db: tx as unknown as Db,
        firstName,
        lastName,
        email: event.email,
        password,
        adminEmails,
      });
      buyer = { id: userId, email: event.email, name: `${firstName} ${lastName}`.trim(), firstName };
      accountCreated = true;
    }

    let granted = 0;
    for (const product of found) {
      const outcome = await grantProductAccess(tx, {
        user: { id: buyer.id, email: buyer.email, firstName: buyer.firstName ?? buyer.name },
        product,
        libraryUrl,
        orderId: event.orderId,
      });
      if (outcome === "granted") granted++;
    }
    return { result: "granted", granted, accountCreated };
  });
}
