import type { OfferId } from "./checkout";

/**
 * The site's page that starts an offer's checkout (routes/checkout.tsx):
 * what emails link to instead of a provider's URL, so the link follows the
 * provider the Offers tab chose (Stripe, ThriveCart or a plain link) and
 * the offer's deadline, whenever it is opened.
 */
export const offerCheckoutPath = (offerId: OfferId) => `/checkout/${offerId}`;

/** What that page shows when it cannot send the buyer on to pay. */
export const CHECKOUT_LINK_PAGE = {
  /** Next to COUNTDOWN_COPY's "This offer has expired" and "The $47 price is no longer available." */
  back: "Back to the offer's page",
  unavailableTitle: "The checkout did not open",
  unavailableBody: "The payment provider did not answer. Nothing was charged. Please try again in a moment.",
  retry: "Try again",
  home: "Return to Home",
} as const;
