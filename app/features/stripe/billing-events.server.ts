import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { OfferId } from "~/content/offers";
import { providerEvents, purchaseOrders } from "~/db/schema";
import { findOrder } from "~/features/purchases/index.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { readSavedCopy } from "~/lib/site-content.server";
import type { Services } from "~/services.server";
import { cardUpdateEmail, itemsInWords } from "./billing-emails";
import { scheduledCancellation } from "./billing-rules";
import { subscriptionOfInvoice } from "./invoice-links";

/** The site's route the "Update your card" email links to: it opens the portal after sign-in. */
const BILLING_PATH = "/account/billing";

/**
 * `customer.subscription.updated`: the buyer cancelled in the customer
 * portal (or took the cancellation back). The order keeps its access and
 * records when it stops, for the library's "Cancels on …"; the
 * `customer.subscription.deleted` Stripe sends at that time revokes it.
 * Each event carries the whole subscription, so the last one applied wins.
 */
export async function recordSubscriptionChange(
  services: Services,
  subscription: Stripe.Subscription,
): Promise<{ outcome: string; orderId?: string | null }> {
  const order = await findOrder(services.db, "stripe", { subscriptionRef: subscription.id });
  if (!order) return { outcome: "no order of this subscription" };
  const cancelsAt = scheduledCancellation(subscription, { isPlan: order.installments !== null });
  await services.db
    .update(purchaseOrders)
    .set({ cancelsAt, updatedAt: new Date() })
    .where(eq(purchaseOrders.orderId, order.orderId));
  return { outcome: cancelsAt ? "cancels at period end" : "renews", orderId: order.orderId };
}

/**
 * `invoice.payment_failed` while Stripe will retry: one "Update your card"
 * email per invoice (Stripe sends an event for every failed attempt), to
 * the order's buyer, in the transaction that marks the invoice as told.
 */
export async function askForNewCard(
  services: Services,
  invoice: Stripe.Invoice & { next_payment_attempt: number },
): Promise<{ outcome: string; orderId?: string | null }> {
  const subscriptionRef = subscriptionOfInvoice(invoice);
  if (!subscriptionRef) return { outcome: "not a subscription invoice" };
  const order = await findOrder(services.db, "stripe", { subscriptionRef });
  if (!order || (order.status !== "granted" && order.status !== "needs_attention"))
    return { outcome: "no live order of this subscription" };
  const { offers } = (await services.siteContent.fresh()).content;
  const items = itemsInWords(order.offerIds.map((id) => offers[id as OfferId]?.label ?? ""));
  const queued = await services.db.transaction(async (tx) => {
    const [first] = await tx
      .insert(providerEvents)
      .values({ provider: "stripe", eventId: `card-update:${invoice.id}`, orderId: order.orderId })
      .onConflictDoNothing()
      .returning({ eventId: providerEvents.eventId });
    if (!first) return false;
    const email = cardUpdateEmail({
      to: order.email,
      name: order.buyerName,
      items,
      retryAt: new Date(invoice.next_payment_attempt * 1000),
      billingUrl: `${services.config.baseUrl}${BILLING_PATH}`,
      copy: await readSavedCopy(tx),
    });
    await enqueueEmail(tx, email);
    return true;
  });
  return { outcome: queued ? "card update email queued" : "card update email already sent", orderId: order.orderId };
}
