import { DEFAULT_OFFERS, isOfferId, OFFER_PLACES } from "~/content/offers";
import type { OrderProvider, PurchaseOrderStatus } from "~/db/schema";

/** How the Orders tab names each status (issue: granted, refunded, disputed, needs attention). */
export const ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  granted: "granted",
  needs_attention: "needs attention",
  refunded: "refunded",
  disputed: "disputed",
  ended: "ended",
  completed: "completed",
};

export const ORDER_PROVIDER_LABELS: Record<OrderProvider, string> = {
  stripe: "Stripe",
  thrivecart: "ThriveCart",
  webhook: "Signed webhook",
};

/** The offers an order bought, as the Offers tab names them ("Pay in Full (Program page)"). */
export function orderOffersLabel(offerIds: readonly string[]): string {
  if (offerIds.length === 0) return "—";
  return offerIds.map((id) => (isOfferId(id) ? `${DEFAULT_OFFERS[id].label} (${OFFER_PLACES[id]})` : id)).join(", ");
}
