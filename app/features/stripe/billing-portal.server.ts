import { desc, eq } from "drizzle-orm";
import type { StripeConfig } from "~/config.server";
import type { Db } from "~/db/client.server";
import { purchaseOrders } from "~/db/schema";
import { billingAccessOf, type BillingAccess } from "./billing-rules";
import { stripeClient } from "./client.server";

/** The page a buyer comes back to from Stripe's customer portal. */
const BILLING_RETURN_PATH = "/dashboard";

/** What the signed-in buyer may manage: read from their own orders only, never from the request. */
export async function billingAccessOfUser(db: Pick<Db, "select">, userId: string): Promise<BillingAccess> {
  const orders = await db
    .select({
      provider: purchaseOrders.provider,
      status: purchaseOrders.status,
      customerRef: purchaseOrders.customerRef,
      subscriptionRef: purchaseOrders.subscriptionRef,
      lines: purchaseOrders.lines,
      cancelsAt: purchaseOrders.cancelsAt,
    })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.buyerId, userId))
    .orderBy(desc(purchaseOrders.createdAt));
  return billingAccessOf(orders);
}

/**
 * A Stripe customer portal session for the buyer's own customer, returning
 * to the library: its URL (valid for a short while, so it is made on each
 * click and never emailed). Throws when Stripe refuses or does not answer.
 */
export async function createBillingPortalUrl(
  stripe: StripeConfig,
  options: { customerId: string; baseUrl: string },
): Promise<string> {
  const session = await stripeClient(stripe).billingPortal.sessions.create({
    customer: options.customerId,
    return_url: `${options.baseUrl}${BILLING_RETURN_PATH}`,
  });
  return session.url;
}
