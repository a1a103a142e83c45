import { THRIVECART_SCRIPT_SRC } from "./checkout.ts";

const THRIVECART_EMBED = new URL(THRIVECART_SCRIPT_SRC).origin;

/**
 * Origins the pages may load from (checkout cart, ad pixels, video
 * players). The CSP is built from this list plus the origins of the
 * owner's checkout links (`cartOrigins`), so a new provider is added here
 * and a new checkout link needs nothing at all.
 */
export function thirdPartyOrigins(cartOrigins: readonly string[]) {
  return {
    // ThriveCart's popup: its script and styles, the checkout it opens in a frame (the account's own
    // origin, from the checkout links), and the calls the script makes.
    scripts: ["https://connect.facebook.net", "https://www.googletagmanager.com", THRIVECART_EMBED],
    styles: [THRIVECART_EMBED],
    frames: ["https://www.youtube-nocookie.com", "https://player.vimeo.com", ...cartOrigins],
    connect: [
      "https://www.facebook.com",
      "https://*.google-analytics.com",
      "https://www.googletagmanager.com",
      THRIVECART_EMBED,
      ...cartOrigins,
    ],
    images: [
      "https://i.ytimg.com",
      "https://www.facebook.com",
      "https://*.google-analytics.com",
      "https://www.googletagmanager.com",
    ],
  };
}
