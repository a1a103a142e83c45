import type { OrderLine } from "~/db/schema";
import type { Services } from "~/services.server";
import { applyPaidOrder } from "./apply-order.server";
import { applyOrderExtension, type OrderExtensionOutcome } from "./extend-order.server";
import { productsOfRefundedLine } from "./map-order-lines";
import {
  findOrder,
  revokeOrder,
  revokeOrderProducts,
  type PaidOrderOutcome,
  type RevokeOutcome,
} from "./record-order.server";
import type { ThriveCartNotification } from "./thrivecart-notification";

export type ThriveCartOutcome =
  PaidOrderOutcome | OrderExtensionOutcome | RevokeOutcome | { result: "ignored"; reason: string };

/** ThriveCart's order ids are numbers of its own: prefixed, they never meet another provider's. */
export const thriveCartOrderId = (orderId: string) => `tc_${orderId}`;

/**
 * Applies a verified ThriveCart notification to the order core: a paid
 * order grants what its items' offers grant (Offers tab, "ThriveCart
 * product ID"; an item no offer names, or a purchase the notification
 * names no item for, leaves the order needing attention), a later
 * order.success of an order already recorded grants the items it adds (an
 * upsell accepted since), a rebill changes nothing, a refund or a
 * cancelled subscription revokes what the order granted (a refund naming
 * one item of several: what that item granted). Test-mode orders
 * change nothing unless THRIVECART_ACCEPT_TEST is on.
 */
export async function applyThriveCartNotification(
  services: Services,
  notification: ThriveCartNotification,
  rawEvent: unknown,
): Promise<ThriveCartOutcome> {
  if (notification.kind === "ignored") return { result: "ignored", reason: `event ${notification.event || "(none)"}` };
  if (notification.test && !services.config.thrivecart.acceptTest) return { result: "ignored", reason: "test mode" };
  const orderId = thriveCartOrderId(notification.orderId);
  if (notification.kind === "paid") {
    const order = {
      provider: "thrivecart" as const,
      orderId,
      email: notification.email,
      name: notification.name,
      lines: linesOf(notification),
      amount: notification.amountCents,
      currency: notification.currency,
      refs: { payment: notification.orderId },
      rawEvent,
      shipping: notification.shipping,
      charges: notification.charges,
    };
    const success = notification.event === "order.success";
    const outcome = await applyPaidOrder(services, order, { reportConversion: success });
    return outcome.result === "duplicate" && success ? applyOrderExtension(services, order) : outcome;
  }
  const refund = notification.kind === "refund";
  if (refund && notification.item) {
    const partial = await refundOfOneItem(services, orderId, notification.item);
    if (partial) return partial;
  }
  return revokeOrder({
    db: services.db,
    provider: "thrivecart",
    match: { orderId },
    status: refund ? "refunded" : "ended",
    reason: refund
      ? `Refunded in ThriveCart${notification.item ? ` (${notification.item})` : ""}`
      : `Subscription cancelled in ThriveCart${notification.item ? ` (${notification.item})` : ""}`,
    rawEvent,
    recordIfMissing: { email: notification.email },
  });
}

/**
 * The order's lines: its items, each with the price its charges gave
 * (the receipt shows it), and what it names no item for (reference "", so
 * no offer carries it and the order needs attention; no charge prices it).
 */
function linesOf(notification: Extract<ThriveCartNotification, { kind: "paid" }>): OrderLine[] {
  const line = (reference: string, description: string, amount: number | null) => ({
    reference,
    description,
    amount,
    recurring: false,
  });
  return [
    ...notification.items.map((item) => line(item.key, item.name, item.amount)),
    ...notification.unidentified.map((name) => line("", name, null)),
  ];
}

/**
 * A refund that names one item of an order with several takes back only
 * what that item granted (an order bump refunded keeps the book); null
 * when it concerns the whole order.
 */
async function refundOfOneItem(services: Services, orderId: string, item: string): Promise<RevokeOutcome | null> {
  const order = await findOrder(services.db, "thrivecart", { orderId });
  if (!order) return null;
  const { offers } = (await services.siteContent.fresh()).content;
  const productIds = productsOfRefundedLine(offers, "thrivecart", order.lines, item);
  if (!productIds) return null;
  return revokeOrderProducts({
    db: services.db,
    provider: "thrivecart",
    orderId,
    productIds,
    reason: `Refunded in ThriveCart (${item}); the order's other items are kept`,
  });
}
