import type { Offer, OfferId } from "~/content/offers";
import { formatDollars } from "~/lib/format-price";

/**
 * What the bundle saves on buying the two editions apart, in whole
 * dollars as the page says it (SPEC: $14.99 + $19.99 vs $24.99 is "Save $10").
 */
export function bundleSaving(offers: Record<OfferId, Offer>): number {
  const apart = offers["book-digital"].price + offers["book-paperback"].price;
  return Math.max(0, Math.round(apart - offers["book-bundle"].price));
}

/** The book page's copy with the owner's current prices in place of {digital}, {paperback}, {bundle}, {saving}. */
export function fillBookPrices(text: string, offers: Record<OfferId, Offer>): string {
  const values: Record<string, string> = {
    digital: formatDollars(offers["book-digital"].price),
    paperback: formatDollars(offers["book-paperback"].price),
    bundle: formatDollars(offers["book-bundle"].price),
    saving: formatDollars(bundleSaving(offers)),
  };
  return text.replace(/\{(digital|paperback|bundle|saving)\}/g, (_, name: string) => values[name]!);
}
