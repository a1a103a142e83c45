/**
 * Origins the pages may load from (checkout cart, ad pixels, video
 * players). The CSP is built from this list, so a new provider is added
 * here and nowhere else.
 */
export const THIRD_PARTY_ORIGINS = {
  scripts: ["https://connect.facebook.net", "https://www.googletagmanager.com"],
  frames: ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
  connect: ["https://www.facebook.com", "https://*.google-analytics.com", "https://www.googletagmanager.com"],
  images: [
    "https://i.ytimg.com",
    "https://www.facebook.com",
    "https://*.google-analytics.com",
    "https://www.googletagmanager.com",
  ],
} as const;
