/**
 * Server-side Purchase conversions (DESIGN section 5): the same purchase the
 * thank-you page reports from the browser, sent by the server for every paid
 * order, so a buyer who closes the tab is still counted. The order id is the
 * event id on both sides (Meta's `event_id`, GA4's `transaction_id`), which
 * is how each platform de-duplicates the pair. With the browser the
 * checkout started in (visitor-context.ts), each platform also joins the
 * purchase to that visitor: Meta to its ad click and browser, GA4 to its
 * session and source.
 */

import { adPlatformsAllowed } from "~/lib/consent-choice";
import type { VisitorContext } from "./visitor-context";

export interface PaidOrderConversion {
  orderId: string;
  /** SHA-256 (hex) of the buyer's trimmed, lower-cased email: Meta's `em`. */
  emailSha256: string;
  amountCents: number;
  currency: string;
  /** The offers bought (Offers tab ids and labels). */
  offers: readonly { id: string; label: string }[];
  paidAt: Date;
  /** The page the purchase is credited to when the checkout's own page is not known. */
  sourceUrl: string;
  /** The browser the checkout started in, when the site saw it (Stripe checkouts and one-click upsells). */
  visitor: VisitorContext | null;
}

/**
 * Whether a purchase goes to the ad platforms, by the consent recorded when
 * its checkout started: yes when the buyer granted it or was not asked; no
 * when they refused or left the banner unanswered. A purchase whose checkout
 * the site did not start (a cart's own page: ThriveCart, a payment link) or
 * kept before the site asked carries no answer, and is reported as before:
 * the site never showed that buyer a banner at checkout.
 */
export function purchaseReportable(visitor: Pick<VisitorContext, "consent"> | null): boolean {
  return visitor?.consent == null || adPlatformsAllowed(visitor.consent);
}

const toAmount = (cents: number) => Math.round(cents) / 100;
// ISO 4217 codes, as both platforms document them; Stripe reports them lower case ("usd").
const toCurrencyCode = (currency: string) => currency.toUpperCase();

/** The buyer's hashed email and, as Meta's matching asks for them unhashed, the browser's identifiers that are known. */
function metaUserData(order: PaidOrderConversion) {
  const visitor = order.visitor;
  const known = {
    client_ip_address: visitor?.clientIp,
    client_user_agent: visitor?.userAgent,
    fbp: visitor?.fbp,
    fbc: visitor?.fbc,
  };
  return {
    em: [order.emailSha256],
    ...Object.fromEntries(Object.entries(known).filter(([, value]) => value)),
  };
}

/** The body of a Meta Conversions API call (`POST /{pixel}/events`), without the access token. */
export function metaPurchasePayload(order: PaidOrderConversion) {
  return {
    data: [
      {
        event_name: "Purchase",
        event_time: Math.floor(order.paidAt.getTime() / 1000),
        event_id: order.orderId,
        action_source: "website",
        event_source_url: order.visitor?.pageUrl ?? order.sourceUrl,
        user_data: metaUserData(order),
        custom_data: {
          currency: toCurrencyCode(order.currency),
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
  const { gaClientId, gaSessionId } = order.visitor ?? {};
  return {
    // GA4 wants gtag's client id of the browser. Without one (a cart's notification, a checkout
    // started elsewhere), an id of the order's own keeps orders apart; the purchase then joins
    // no visitor and no source.
    client_id: gaClientId ?? `order.${order.orderId}`,
    timestamp_micros: order.paidAt.getTime() * 1000,
    events: [
      {
        name: "purchase",
        params: {
          transaction_id: order.orderId,
          event_id: order.orderId,
          // Session attribution: the purchase takes the session's source, medium and campaign.
          ...(gaSessionId ? { session_id: gaSessionId } : {}),
          value: toAmount(order.amountCents),
          currency: toCurrencyCode(order.currency),
          items: order.offers.map((offer) => ({ item_id: offer.id, item_name: offer.label })),
        },
      },
    ],
  };
}
