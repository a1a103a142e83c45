import type { Services } from "~/services.server";
import { applyPaidOrder } from "./apply-order.server";
import { productsOfRefundedLine } from "./map-order-lines";
import {
  findOrder,
  revokeOrder,
  revokeOrderProducts,
  type PaidOrderOutcome,
  type RevokeOutcome,
} from "./record-order.server";
import type { ThriveCartNotification } from "./thrivecart-notification";

export type ThriveCartOutcome = PaidOrderOutcome | RevokeOutcome | { result: "ignored"; reason: string };

/** ThriveCart's order ids are numbers of its own: prefixed, they never meet another provider's. */
export const thriveCartOrderId = (orderId: string) => `tc_${orderId}`;

/**
 * Applies a verified ThriveCart notification to the order core: a paid
 * order grants what its items' offers grant (Offers tab, "ThriveCart
 * product ID"; an item no offer names leaves the order needing attention),
 * a rebill of an order already recorded changes nothing, a refund or a
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
    return applyPaidOrder(
      services,
      {
        provider: "thrivecart",
        orderId,
        email: notification.email,
        name: notification.name,
        lines: notification.items.map((item) => ({
          reference: item.key,
          description: item.name,
          amount: null,
          recurring: false,
        })),
        amount: notification.amountCents,
        currency: notification.currency,
        refs: { payment: notification.orderId },
        rawEvent,
      },
      { reportConversion: notification.event === "order.success" },
    );
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
