/** How a later event (a refund, a dispute, an ended plan) names its order. */
export type OrderMatch = { orderId: string } | { paymentRef: string } | { subscriptionRef: string };

/**
 * Where a refund or dispute that arrives before its purchase is kept: as an
 * order, already revoked, under the id or the payment the event names. The
 * late purchase meets it (an order id is recorded once, and a payment
 * belongs to one order) and grants nothing. Stripe names the PaymentIntent,
 * which is a one-click upsell's order id and a checkout's payment. An ended
 * subscription is not kept: its plan's purchase decides what it grants.
 */
export function earlyRevocationKeys(match: OrderMatch): { orderId: string; paymentRef: string | null } | null {
  if ("orderId" in match) return { orderId: match.orderId, paymentRef: null };
  if ("paymentRef" in match) return { orderId: match.paymentRef, paymentRef: match.paymentRef };
  return null;
}
