import { OFFER_IDS, type Offer, type OfferId } from "~/content/offers";
import type { OrderLine, OrderProvider } from "~/db/schema";
import { offerThriveCartKey } from "~/lib/thrivecart-ids";

export interface MappedOrder {
  /** Offers the lines bought, in the order first named. */
  offerIds: OfferId[];
  /** Library product ids those offers grant, each once. */
  productIds: string[];
  /** Lines no offer carries: the order needs attention until the mapping is fixed. */
  unmapped: OrderLine[];
}

/**
 * The offer whose provider id (Stripe price id / ThriveCart product id) is
 * `reference`, if any. Offers may share an id (both 3-pay plans can sell
 * the same $347 monthly price): `preferred`, the offer the checkout was
 * started for, decides between them.
 */
export function offerForReference(
  offers: Record<OfferId, Offer>,
  provider: Exclude<OrderProvider, "webhook">,
  reference: string,
  preferred?: string,
): OfferId | null {
  const wanted = reference.trim();
  if (!wanted) return null;
  // ThriveCart names items `product-12`, `upsell-3`; the Offers tab may say just `12` for a product.
  const matches =
    provider === "stripe"
      ? (offer: Offer) => offer.stripePriceId.trim() === wanted
      : (offer: Offer) => {
          const key = offerThriveCartKey(offer.thrivecartProductId);
          return key !== null && key === offerThriveCartKey(wanted);
        };
  const candidates = OFFER_IDS.filter((id) => matches(offers[id]));
  return candidates.find((id) => id === preferred) ?? candidates[0] ?? null;
}

/**
 * Maps an order's lines to offers through the saved Offers tab. The id is
 * matched whatever the offer's current provider setting, so an offer
 * switched to a link after a sale still maps that sale's refund or replay.
 * A one-time line beside a mapped trial subscription is the trial's fee
 * (the $1 of "$1 for 7 days"), sold by the same offer, not an unknown price.
 */
export function mapOrderLines(
  offers: Record<OfferId, Offer>,
  provider: Exclude<OrderProvider, "webhook">,
  lines: readonly OrderLine[],
): MappedOrder {
  const offerIds: OfferId[] = [];
  const unmapped: OrderLine[] = [];
  for (const line of lines) {
    const offerId = offerForReference(offers, provider, line.reference, line.offerId);
    if (offerId) {
      if (!offerIds.includes(offerId)) offerIds.push(offerId);
    } else {
      unmapped.push(line);
    }
  }
  const hasTrial = offerIds.some((id) => offers[id].renewal !== undefined);
  const stillUnmapped = hasTrial ? unmapped.filter((line) => line.recurring) : unmapped;
  return { offerIds, productIds: grantsOf(offers, offerIds), unmapped: stillUnmapped };
}

/** The library products a set of offers grants, each once, in offer order. */
export function grantsOf(offers: Record<OfferId, Offer>, offerIds: readonly OfferId[]): string[] {
  return [...new Set(offerIds.flatMap((id) => offers[id].grants))];
}

/**
 * What a refund of one line of an order takes back: the products that
 * line's offer grants, less those the order's other lines still grant (a
 * refunded order bump never takes the book bought with it). Null when the
 * refund concerns the whole order: the line is the order's only one, or
 * no offer carries it (nothing to tell its products from the rest's).
 */
export function productsOfRefundedLine(
  offers: Record<OfferId, Offer>,
  provider: Exclude<OrderProvider, "webhook">,
  lines: readonly OrderLine[],
  reference: string,
): string[] | null {
  const refunded = offerForReference(offers, provider, reference);
  const others = lines.filter((line) => line.reference !== reference);
  if (!refunded || others.length === lines.length || others.length === 0) return null;
  const kept = new Set(mapOrderLines(offers, provider, others).productIds);
  return offers[refunded].grants.filter((product) => !kept.has(product));
}

/**
 * What the Orders tab and logs say about lines that did not map: an id no
 * offer carries can be set in the Offers tab; a line the provider gave no
 * id (reference "") never maps, so its access is the owner's to grant.
 */
export function unmappedNote(unmapped: readonly OrderLine[]): string | null {
  const withId = unmapped.filter((line) => line.reference);
  const withoutId = unmapped.filter((line) => !line.reference);
  const notes: string[] = [];
  if (withId.length > 0) {
    const names = withId.map((line) => (line.description ? `${line.reference} (${line.description})` : line.reference));
    notes.push(`No offer carries ${names.join(", ")}: set it in the Offers tab, then replay the order.`);
  }
  if (withoutId.length > 0) {
    const names = withoutId.map((line) => line.description || "(unnamed)");
    notes.push(
      `The order names ${names.join(", ")} without an id an offer could carry: check it with the provider and grant its access by hand.`,
    );
  }
  return notes.length > 0 ? notes.join(" ") : null;
}
