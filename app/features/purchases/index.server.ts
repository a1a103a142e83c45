// The purchases feature's public surface for other features (server side):
// the order core every payment provider goes through.
export { applyPaidOrder, applyReplay } from "./apply-order.server";
export { mapOrderLines } from "./map-order-lines";
export { markOrderShipped } from "./order-mail.server";
export {
  completeOrder,
  findLiveOrderOfOffers,
  findOrder,
  restoreDisputedOrder,
  revokeOrder,
} from "./record-order.server";
export type { OrderMatch } from "./order-match";
