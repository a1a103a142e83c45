import { THRIVECART_SCRIPT_SRC } from "./checkout.ts";

const THRIVECART_EMBED = new URL(THRIVECART_SCRIPT_SRC).origin;

/** The third parties the owner configured: only these are named in the CSP. */
export interface ConfiguredThirdParties {
  /** META_PIXEL_ID is set. */
  metaPixel: boolean;
  /** GA_MEASUREMENT_ID is set. */
  googleAnalytics: boolean;
  /** The checkouts of offers sold through ThriveCart (its popup frames them); none: no ThriveCart. */
  cartOrigins: readonly string[];
  /** The players of the videos the owner set (placeholders name none). */
  videoOrigins: readonly string[];
}

export const NO_THIRD_PARTIES: ConfiguredThirdParties = {
  metaPixel: false,
  googleAnalytics: false,
  cartOrigins: [],
  videoOrigins: [],
};

/**
 * Origins the pages may load from, for the third parties configured: with
 * none, the pages load nothing from another origin. A new provider is
 * added here, with the setting that turns it on; a new checkout link or
 * video needs nothing at all. Stripe needs no entry: its checkout is a
 * page of its own the browser navigates to.
 */
export function thirdPartyOrigins(parties: ConfiguredThirdParties) {
  const meta = parties.metaPixel;
  const ga = parties.googleAnalytics;
  // ThriveCart's popup: its script and styles, the checkout it opens in a frame (the account's own
  // origin, from the checkout links), and the calls the script makes.
  const cart = parties.cartOrigins.length > 0;
  const when = (on: boolean, ...origins: string[]) => (on ? origins : []);
  return {
    scripts: [
      ...when(meta, "https://connect.facebook.net"),
      ...when(ga, "https://www.googletagmanager.com"),
      ...when(cart, THRIVECART_EMBED),
    ],
    styles: when(cart, THRIVECART_EMBED),
    frames: [...parties.videoOrigins, ...parties.cartOrigins],
    connect: [
      ...when(meta, "https://www.facebook.com"),
      ...when(ga, "https://*.google-analytics.com", "https://www.googletagmanager.com"),
      ...when(cart, THRIVECART_EMBED, ...parties.cartOrigins),
    ],
    images: [
      ...when(meta, "https://www.facebook.com"),
      ...when(ga, "https://*.google-analytics.com", "https://www.googletagmanager.com"),
    ],
  };
}
