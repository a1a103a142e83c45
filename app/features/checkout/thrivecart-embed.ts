import type { Offer } from "~/content/offers";
import { offerThriveCartKey } from "~/lib/thrivecart-ids";

export interface ThriveCartEmbed {
  "data-thrivecart-account": string;
  "data-thrivecart-tpl": "v2";
  "data-thrivecart-product": string;
}

/**
 * The attributes ThriveCart's popup reads from a buy link, for an offer sold
 * through ThriveCart: the account is the subdomain of its checkout link
 * (`https://ACCOUNT.thrivecart.com/…`), the product its "ThriveCart product
 * ID". Upsells and bumps are sold inside ThriveCart's own checkout, and a
 * checkout on another domain has no popup: those buy through the link.
 */
export function thriveCartEmbed(
  offer: Pick<Offer, "provider" | "cartUrl" | "thrivecartProductId">,
): ThriveCartEmbed | null {
  if (offer.provider !== "thrivecart") return null;
  const key = offerThriveCartKey(offer.thrivecartProductId);
  if (!key?.startsWith("product-")) return null;
  let host: string;
  try {
    const url = new URL(offer.cartUrl);
    if (url.protocol !== "https:") return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  const account = /^([a-z0-9-]+)\.thrivecart\.com$/.exec(host)?.[1];
  if (!account) return null;
  return {
    "data-thrivecart-account": account,
    "data-thrivecart-tpl": "v2",
    "data-thrivecart-product": key.slice("product-".length),
  };
}
