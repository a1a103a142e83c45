import { CART_SCRIPT, OFFERS } from "./offers.ts";

/**
 * The cart provider's origins, read from the offers themselves: replacing
 * the placeholder cart links in offers.ts is all it takes for the CSP to
 * allow the real provider's script and frames.
 */
export const CART_ORIGINS: readonly string[] = [
  ...new Set(
    [CART_SCRIPT.src, ...Object.values(OFFERS).map((offer) => offer.cartUrl)].map((url) => new URL(url).origin),
  ),
];

/**
 * Origins the pages may load from (checkout cart, ad pixels, video
 * players). The CSP is built from this list, so a new provider is added
 * here and nowhere else.
 */
export const THIRD_PARTY_ORIGINS = {
  // The slide-in cart: its script, the checkout it opens in a frame, and the calls the script makes.
  scripts: ["https://connect.facebook.net", "https://www.googletagmanager.com", new URL(CART_SCRIPT.src).origin],
  frames: ["https://www.youtube-nocookie.com", "https://player.vimeo.com", ...CART_ORIGINS],
  connect: [
    "https://www.facebook.com",
    "https://*.google-analytics.com",
    "https://www.googletagmanager.com",
    ...CART_ORIGINS,
  ],
  images: [
    "https://i.ytimg.com",
    "https://www.facebook.com",
    "https://*.google-analytics.com",
    "https://www.googletagmanager.com",
  ],
};
