import type { Offer } from "~/content/offers";

/** The order the confirmation page was reached with, as its loader found it. */
export interface ConfirmedPurchase {
  eventId: string;
  /** In the order's currency; null while the provider's notification has not arrived. */
  value: number | null;
  currency: string | null;
}

/**
 * The confirmation page's Purchase: the offer this tab went to check out,
 * and, when the page knows the order, the order id as the event id and its
 * real amount as the value, as in the server's conversion (the platforms
 * then count the purchase once). Null when there is neither.
 */
export function purchasePixel(
  started: Pick<Offer, "id" | "label" | "price"> | null,
  purchase: ConfirmedPurchase | null,
): { params: Record<string, string | number>; eventId?: string } | null {
  if (!started && !purchase) return null;
  const params: Record<string, string | number> = started
    ? { content_ids: started.id, content_name: started.label, value: started.price, currency: "USD" }
    : {};
  if (!purchase) return { params };
  // An ISO 4217 code as the pixels document it: Stripe reports the order's in lower case ("usd").
  if (purchase.value !== null)
    Object.assign(params, { value: purchase.value, currency: (purchase.currency ?? "USD").toUpperCase() });
  return { params: { ...params, transaction_id: purchase.eventId }, eventId: purchase.eventId };
}
