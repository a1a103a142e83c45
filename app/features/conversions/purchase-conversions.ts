/**
 * Server-side Purchase conversions (DESIGN section 5): the same purchase the
 * thank-you page reports from the browser, sent by the server for every paid
 * order, so a buyer who closes the tab is still counted. The order id is the
 * event id on both sides (Meta's `event_id`, GA4's `transaction_id`), which
 * is how each platform de-duplicates the pair.
 */

export interface PaidOrderConversion {
  orderId: string;
  /** SHA-256 (hex) of the buyer's trimmed, lower-cased email: Meta's `em`. */
  emailSha256: string;
  amountCents: number;
  currency: string;
  /** The offers bought (Offers tab ids and labels). */
  offers: readonly { id: string; label: string }[];
  paidAt: Date;
  /** The page the purchase is credited to: the order confirmation page. */
  sourceUrl: string;
}

const toAmount = (cents: number) => Math.round(cents) / 100;

/** The body of a Meta Conversions API call (`POST /{pixel}/events`), without the access token. */
export function metaPurchasePayload(order: PaidOrderConversion) {
  return {
    data: [
      {
        event_name: "Purchase",
        event_time: Math.floor(order.paidAt.getTime() / 1000),
        event_id: order.orderId,
        action_source: "website",
        event_source_url: order.sourceUrl,
        user_data: { em: [order.emailSha256] },
        custom_data: {
          currency: order.currency,
          value: toAmount(order.amountCents),
          content_ids: order.offers.map((offer) => offer.id),
          content_type: "product",
          order_id: order.orderId,
        },
      },
    ],
  };
}

/** The body of a GA4 Measurement Protocol call, without the measurement id and API secret. */
export function ga4PurchasePayload(order: PaidOrderConversion) {
  return {
    // The browser's GA client id is not known to the server; one per order keeps orders apart.
    client_id: `order.${order.orderId}`,
    timestamp_micros: order.paidAt.getTime() * 1000,
    events: [
      {
        name: "purchase",
        params: {
          transaction_id: order.orderId,
          event_id: order.orderId,
          value: toAmount(order.amountCents),
          currency: order.currency,
          items: order.offers.map((offer) => ({ item_id: offer.id, item_name: offer.label })),
        },
      },
    ],
  };
}
