/**
 * Origins the pages may load from (checkout cart, ad pixels, video
 * players). The CSP is built from this list, so a new provider is added
 * here and nowhere else.
 */
export const THIRD_PARTY_ORIGINS = {
  // The cart origin is CART_SCRIPT's (offers.ts): its slide-in script, and the cart it opens in a frame.
  scripts: ["https://connect.facebook.net", "https://www.googletagmanager.com", "https://cart.example.com"],
  frames: ["https://www.youtube-nocookie.com", "https://player.vimeo.com", "https://cart.example.com"],
  connect: ["https://www.facebook.com", "https://*.google-analytics.com", "https://www.googletagmanager.com"],
  images: [
    "https://i.ytimg.com",
    "https://www.facebook.com",
    "https://*.google-analytics.com",
    "https://www.googletagmanager.com",
  ],
} as const;
