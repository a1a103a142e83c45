import type { OrderLine, OrderProvider, PurchaseOrderStatus } from "~/db/schema";

/**
 * Self-service billing (issue 39, item 6): who sees "Manage billing", what
 * a subscription's scheduled end is, and when a failed payment asks for a
 * new card. billing-portal.server.ts and stripe-events.server.ts apply them.
 */

/** The fields of a buyer's order these rules read. */
export interface BillingOrder {
  provider: OrderProvider;
  status: PurchaseOrderStatus;
  customerRef: string | null;
  subscriptionRef: string | null;
  lines: readonly Pick<OrderLine, "recurring">[];
  cancelsAt: Date | null;
}

/**
 * What the library offers a buyer for their subscriptions: Stripe's
 * customer portal for one bought through Stripe (the most recent order's
 * customer: the portal shows every subscription of that customer), a note
 * for one bought through ThriveCart (whose billing ThriveCart keeps), or
 * nothing. Only orders still giving access count: an ended or refunded
 * subscription has nothing left to manage.
 */
export type BillingAccess =
  { kind: "stripe"; customerId: string; cancelsAt: Date | null } | { kind: "thrivecart" } | { kind: "none" };

const LIVE_STATUSES: readonly PurchaseOrderStatus[] = ["granted", "needs_attention"];

export function billingAccessOf(ordersNewestFirst: readonly BillingOrder[]): BillingAccess {
  const live = ordersNewestFirst.filter((order) => LIVE_STATUSES.includes(order.status));
  const stripe = live.find((order) => order.provider === "stripe" && order.subscriptionRef && order.customerRef);
  if (stripe) return { kind: "stripe", customerId: stripe.customerRef!, cancelsAt: stripe.cancelsAt };
  const thrivecart = live.some(
    (order) => order.provider === "thrivecart" && order.lines.some((line) => line.recurring),
  );
  return thrivecart ? { kind: "thrivecart" } : { kind: "none" };
}

/** A subscription as Stripe sends it, in the fields that say when it stops. */
export interface SubscriptionEnd {
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  /** Before API 2025-03-31 on the subscription; since then on each item. */
  current_period_end?: number | null;
  items?: { data: readonly { current_period_end?: number | null }[] } | null;
}

/**
 * When the buyer's own cancellation ends a subscription, or null while it
 * renews. "Cancel at period end" (the customer portal's default) stops it
 * at the end of the period already paid; a cancellation at a set time
 * (`cancel_at`) stops it then. A payment plan's own stop after its last
 * payment (decision 014 sets `cancel_at`) is not a cancellation: the
 * library does not announce it.
 */
export function scheduledCancellation(subscription: SubscriptionEnd, options: { isPlan: boolean }): Date | null {
  if (subscription.cancel_at_period_end) {
    const itemEnds = (subscription.items?.data ?? []).map((item) => item.current_period_end ?? 0);
    const periodEnd = Math.max(subscription.current_period_end ?? 0, ...itemEnds);
    const end = periodEnd > 0 ? periodEnd : subscription.cancel_at;
    return end ? new Date(end * 1000) : null;
  }
  if (options.isPlan || subscription.cancel_at === null) return null;
  return new Date(subscription.cancel_at * 1000);
}

/** "March 4, 2027", in UTC as Stripe's timestamps are. */
export function dateInWords(when: Date): string {
  return when.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** "Cancels on March 4, 2027": the date a cancelled subscription's access ends, as the library shows it. */
export function cancelsOnText(cancelsAt: Date): string {
  return `Cancels on ${dateInWords(cancelsAt)}`;
}

/** What the library and the account page show about the buyer's subscriptions. */
export type BillingView = { kind: "stripe"; cancelsOn: string | null } | { kind: "thrivecart" } | { kind: "none" };

export function billingViewOf(access: BillingAccess): BillingView {
  if (access.kind !== "stripe") return access;
  return { kind: "stripe", cancelsOn: access.cancelsAt ? cancelsOnText(access.cancelsAt) : null };
}
