import type Stripe from "stripe";
import type { OfferId } from "~/content/offers";
import type { OrderLine } from "~/db/schema";
import { findCheckoutStart } from "~/features/conversions/index.server";
import {
  applyPaidOrder,
  completeOrder,
  findOrder,
  mapOrderLines,
  type OrderMatch,
  restoreDisputedOrder,
  revokeOrder,
} from "~/features/purchases/index.server";
import type { Services } from "~/services.server";
import { markRecoveredCheckout, recordExpiredCheckout } from "./abandoned-checkout.server";
import { askForNewCard, recordSubscriptionChange } from "./billing-events.server";
import { isFinalPaymentFailure, isPaidSession, planCancelAt } from "./checkout-rules";
import { idOf } from "./client.server";
import { couponCodeOfSession } from "./coupons.server";
import { disputeRestoresAccess, invoiceOfCharge, subscriptionOfInvoice } from "./invoice-links";
import { chargesOfSession, shippingOfSession } from "./session-details";

/** What the webhook did with an event, for the answer and the log. */
export type EventHandling = { outcome: string; orderId?: string | null };

/** The Stripe events the site acts on (docs/payments.md, "Connecting Stripe"). */
export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "charge.refunded",
  "charge.dispute.created",
  "charge.dispute.closed",
  "customer.subscription.deleted",
  "customer.subscription.updated",
  "invoice.payment_failed",
  "checkout.session.expired",
] as const;

export async function handleStripeEvent(
  services: Services,
  stripe: Stripe,
  event: Stripe.Event,
): Promise<EventHandling> {
  const { db } = services;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return recordSession(services, stripe, event, event.data.object);
    case "charge.refunded": {
      const charge = event.data.object;
      // A partial refund keeps the access; the order ends when the whole charge is refunded.
      if (!charge.refunded) return { outcome: "partial refund: access kept" };
      const match = await orderOfCharge(services, stripe, charge);
      if (!match) return { outcome: "no payment intent" };
      const handled = await revokeStripeOrder(db, {
        eventId: event.id,
        match,
        status: "refunded",
        reason: `Refunded in Stripe (charge ${charge.id}).`,
        rawEvent: event,
        recordIfMissing: { email: charge.billing_details?.email ?? charge.receipt_email ?? "" },
      });
      // A refunded instalment or trial fee also stops the subscription: nothing more is charged for access
      // the refund took back. Checked on a redelivery too, in case Stripe did not answer the first time.
      if ("subscriptionRef" in match && handled.outcome !== "unknown")
        await stopSubscription(stripe, match.subscriptionRef);
      return handled;
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      const match = await orderOfCharge(services, stripe, dispute);
      if (!match) return { outcome: "no payment intent" };
      return revokeStripeOrder(db, {
        eventId: event.id,
        match,
        status: "disputed",
        reason: `The buyer disputed the charge (${dispute.reason}); access revoked.`,
        rawEvent: event,
        // A dispute names no address: the order kept for it has none.
        recordIfMissing: { email: "" },
        revokedBy: dispute.id,
      });
    }
    case "charge.dispute.closed": {
      const dispute = event.data.object;
      if (!disputeRestoresAccess(dispute.status)) return { outcome: `dispute ${dispute.status}: access stays revoked` };
      const match = await orderOfCharge(services, stripe, dispute);
      if (!match) return { outcome: "no payment intent" };
      const restored = await restoreDisputedOrder({
        db,
        provider: "stripe",
        eventId: event.id,
        match,
        disputeRef: dispute.id,
        note: `The dispute of charge ${idOf(dispute.charge) ?? ""} closed as ${dispute.status}; access restored.`,
      });
      return { outcome: restored.result, orderId: "orderId" in restored ? restored.orderId : null };
    }
    case "customer.subscription.deleted":
      return endSubscription(services, stripe, event.id, event.data.object.id);
    case "customer.subscription.updated":
      return recordSubscriptionChange(services, event.data.object);
    case "checkout.session.expired":
      return recordExpiredCheckout(services, event.data.object);
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      // A retry is coming: the subscriber is asked for a new card and keeps the access meanwhile.
      if (!isFinalPaymentFailure(invoice))
        return askForNewCard(services, invoice as Stripe.Invoice & { next_payment_attempt: number });
      const subscription = subscriptionOfInvoice(invoice);
      if (!subscription) return { outcome: "not a subscription invoice" };
      return revokeStripeOrder(db, {
        eventId: event.id,
        match: { subscriptionRef: subscription },
        status: "ended",
        reason: "The subscription's last payment attempt failed.",
      });
    }
    default:
      return { outcome: "not handled" };
  }
}

/**
 * Revokes the order an event names, once per event id. A refund or dispute
 * of a payment no order holds yet is kept (`recordIfMissing`), so the
 * purchase Stripe delivers after it grants nothing.
 */
async function revokeStripeOrder(
  db: Services["db"],
  options: {
    eventId: string;
    match: OrderMatch;
    status: "refunded" | "disputed" | "ended";
    reason: string;
    rawEvent?: Stripe.Event;
    recordIfMissing?: { email: string };
    revokedBy?: string;
  },
): Promise<EventHandling> {
  const outcome = await revokeOrder({ db, provider: "stripe", ...options });
  return { outcome: outcome.result, orderId: "orderId" in outcome ? outcome.orderId : null };
}

/**
 * The order a charge (or a dispute of it) paid for. A checkout's payment
 * and a one-click upsell are orders of their PaymentIntent; a
 * subscription's payment (a plan's instalment, the trial's fee) is found
 * as Stripe links it: the charge's invoice (named on the charge before
 * API 2025-03-31, through the Invoice Payments API since), then the
 * invoice's subscription. A payment no order holds yet stays under its
 * PaymentIntent, so a refund that outruns its purchase is kept.
 */
async function orderOfCharge(
  services: Services,
  stripe: Stripe,
  charge: { payment_intent?: string | { id: string } | null; invoice?: string | { id: string } | null },
): Promise<OrderMatch | null> {
  const paymentRef = idOf(charge.payment_intent);
  if (paymentRef && (await findOrder(services.db, "stripe", { paymentRef }))) return { paymentRef };
  let invoiceId = invoiceOfCharge(charge);
  if (!invoiceId && paymentRef) {
    const payments = await stripe.invoicePayments.list({
      payment: { type: "payment_intent", payment_intent: paymentRef },
      limit: 1,
    });
    invoiceId = idOf(payments.data[0]?.invoice);
  }
  if (invoiceId) {
    const subscription = subscriptionOfInvoice(await stripe.invoices.retrieve(invoiceId));
    if (subscription) return { subscriptionRef: subscription };
  }
  return paymentRef ? { paymentRef } : null;
}

/** Cancels a subscription now, without proration or a final invoice, unless it has ended already. */
async function stopSubscription(stripe: Stripe, subscriptionId: string) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  if (subscription.status === "canceled" || subscription.status === "incomplete_expired") return;
  await stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
}

/** A paid session: its line items from the API, a plan told when to stop, then the order recorded and granted. */
async function recordSession(
  services: Services,
  stripe: Stripe,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<EventHandling> {
  if (!isPaidSession(session)) return { outcome: "not paid yet", orderId: session.id };
  await markRecoveredCheckout(services.db, session);
  const email = session.customer_details?.email ?? session.customer_email;
  if (!email) {
    services.log.error("stripe: paid session without an email", { sessionId: session.id });
    return { outcome: "no buyer email", orderId: session.id };
  }
  const items = await stripe.checkout.sessions.listLineItems(session.id, { limit: 100 });
  const lines: OrderLine[] = items.data.map((item) => ({
    reference: item.price?.id ?? "",
    description: item.description ?? "",
    // The item's own price, before the session's discount and tax (the receipt lists those beneath).
    amount: item.amount_subtotal,
    recurring: item.price?.type === "recurring",
    ...(session.metadata?.offer_id ? { offerId: session.metadata.offer_id } : {}),
  }));
  const subscription = idOf(session.subscription);
  const installments = await planInstallments(services, lines);
  if (installments && subscription) await endPlanAfter(stripe, subscription, installments);
  const outcome = await applyPaidOrder(services, {
    provider: "stripe",
    orderId: session.id,
    eventId: event.id,
    email,
    name: session.customer_details?.name ?? "",
    lines,
    amount: session.amount_total,
    currency: session.currency,
    refs: { customer: idOf(session.customer), payment: idOf(session.payment_intent), subscription },
    installments,
    rawEvent: event,
    // The browser the site started this session for, if it did.
    visitor: await findCheckoutStart(services.db, session.id),
    shipping: shippingOfSession(session),
    charges: {
      ...chargesOfSession(session),
      ...(await cardOfSession(services, stripe, session)),
      ...(await couponOfSession(services, stripe, session)),
    },
  });
  return { outcome: outcome.result, orderId: session.id };
}

/**
 * The brand and last four digits of the card a checkout's payment was made
 * with, for the receipt, from the payment's charge
 * (`payment_method_details.card`); nothing when Stripe does not say
 * (another payment method, a free trial that charged nothing, Stripe not
 * answering: the order is kept anyway).
 */
async function cardOfSession(services: Services, stripe: Stripe, session: Stripe.Checkout.Session) {
  try {
    const paymentIntentId = await paymentOfSession(stripe, session);
    if (!paymentIntentId) return {};
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ["latest_charge"] });
    const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
    const card = charge?.payment_method_details?.card;
    return card?.brand && card.last4 ? { card: { brand: card.brand, last4: card.last4 } } : {};
  } catch (error) {
    services.log.warn("stripe: card of payment not read", { sessionId: session.id, error: (error as Error).message });
    return {};
  }
}

/**
 * The PaymentIntent that paid a session: a single payment's own; a
 * subscription's is its first invoice's (the session names that invoice),
 * found through the Invoice Payments API since API 2025-03-31 took
 * `payment_intent` off the invoice. Null when the invoice charged nothing.
 */
async function paymentOfSession(stripe: Stripe, session: Stripe.Checkout.Session): Promise<string | null> {
  const own = idOf(session.payment_intent);
  if (own) return own;
  const invoiceId = idOf(session.invoice);
  if (!invoiceId) return null;
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 1 });
  return idOf(payments.data[0]?.payment.payment_intent);
}

/** The promotion code the buyer paid with, for the order and the coupon's uses; nothing when Stripe does not answer. */
async function couponOfSession(services: Services, stripe: Stripe, session: Stripe.Checkout.Session) {
  try {
    const code = await couponCodeOfSession(services.db, stripe, session);
    return code ? { coupon: code } : {};
  } catch (error) {
    services.log.warn("stripe: promotion code of session not read", {
      sessionId: session.id,
      error: (error as Error).message,
    });
    return {};
  }
}

/** Payments the bought plan takes (3 for the 3-pay plans), or null for anything else. */
async function planInstallments(services: Services, lines: readonly OrderLine[]): Promise<number | null> {
  const { offers } = (await services.siteContent.fresh()).content;
  const { offerIds } = mapOrderLines(offers, "stripe", lines);
  const counts = offerIds.map((id: OfferId) => offers[id].installments ?? 1).filter((n) => n > 1);
  return counts.length > 0 ? Math.max(...counts) : null;
}

/**
 * Makes a payment plan stop by itself after its last payment (decision
 * 014): cancel_at at the end of the last paid month, nothing prorated.
 * Setting the same value again is harmless, so a redelivered event may.
 */
async function endPlanAfter(stripe: Stripe, subscriptionId: string, installments: number) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const cancelAt = planCancelAt(subscription.billing_cycle_anchor, installments);
  if (subscription.cancel_at === cancelAt) return;
  await stripe.subscriptions.update(subscriptionId, { cancel_at: cancelAt, proration_behavior: "none" });
}

/**
 * A subscription ended: a plan whose payments all arrived is complete
 * (the buyer keeps what they paid for); anything else ends its access.
 */
async function endSubscription(
  services: Services,
  stripe: Stripe,
  eventId: string,
  subscriptionRef: string,
): Promise<EventHandling> {
  const { db } = services;
  const order = await findOrder(db, "stripe", { subscriptionRef });
  if (order?.installments) {
    const paid = await stripe.invoices.list({ subscription: subscriptionRef, status: "paid", limit: 100 });
    if (paid.data.length >= order.installments) {
      const outcome = await completeOrder({ db, provider: "stripe", eventId, match: { subscriptionRef } });
      return { outcome: outcome.result, orderId: order.orderId };
    }
  }
  return revokeStripeOrder(db, {
    eventId: eventId,
    match: { subscriptionRef },
    status: "ended",
    reason: "The subscription ended in Stripe.",
  });
}
