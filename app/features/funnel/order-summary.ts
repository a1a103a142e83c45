import type { OfferId } from "~/content/offers";

/**
 * The order-complete page tells the truth (issue 16): it speaks of an order
 * only when it knows one, the signed-in buyer's order paid within the last
 * day (a customer opening the page months later is not told they just
 * bought something), and otherwise shows next steps without claiming a
 * receipt, a shipment or logins were sent.
 */
export const RECENT_ORDER_HOURS = 24;

export interface OrderSummary {
  orderId: string;
  /** The offers bought, as the provider's order lines mapped them. */
  offerIds: OfferId[];
  /** Names of the library products the order unlocked, in the order granted. */
  items: string[];
}

export function isRecentOrder(paidAt: Date, now: Date): boolean {
  const age = now.getTime() - paidAt.getTime();
  return age >= 0 && age <= RECENT_ORDER_HOURS * 60 * 60 * 1000;
}
