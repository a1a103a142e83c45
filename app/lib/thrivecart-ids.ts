/**
 * How ThriveCart names what it sells: `product-12`, `bump-12` (the bump of
 * product 12), `upsell-3`, `downsell-5`. Shared by the checkout (which
 * opens a product's popup) and the notifications (which name the items paid).
 */
const THRIVECART_ITEM_TYPES = ["product", "bump", "upsell", "downsell"] as const;
type ThriveCartItemType = (typeof THRIVECART_ITEM_TYPES)[number];
export type ThriveCartItemKey = `${ThriveCartItemType}-${string}`;

const ITEM_KEY = new RegExp(`^(${THRIVECART_ITEM_TYPES.join("|")})-\\w{1,64}$`);

export function isThriveCartItemKey(value: string): value is ThriveCartItemKey {
  return ITEM_KEY.test(value);
}

/** An item given as its type and id (`upsell`, `3`), or null when either is not ThriveCart's. */
export function thriveCartItemKey(type: string, itemId: string): ThriveCartItemKey | null {
  const key = `${type.trim().toLowerCase()}-${itemId.trim()}`;
  return isThriveCartItemKey(key) ? key : null;
}

/**
 * The item an offer's "ThriveCart product ID" (Offers tab) stands for: a
 * bare number is a product (`12` is `product-12`); `bump-12`, `upsell-3`,
 * `downsell-5` name the other kinds. Empty or malformed: none.
 */
export function offerThriveCartKey(value: string): ThriveCartItemKey | null {
  const trimmed = value.trim().toLowerCase();
  if (/^\d+$/.test(trimmed)) return thriveCartItemKey("product", trimmed);
  return isThriveCartItemKey(trimmed) ? trimmed : null;
}
