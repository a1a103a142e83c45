/**
 * What the browser's checkout needs and nothing more: the offer ids and
 * the cart provider's embed script. The offers' seeds (offers.ts) are
 * kept out of the pages' JavaScript: pages get the saved offers as data.
 */
export const OFFER_IDS = [
  "book-digital",
  "book-paperback",
  "book-bundle",
  "visual-series",
  "visual-series-regular",
  "ai-suite-trial",
  "foundations-course",
  "foundations-course-regular",
  "program-full",
  "program-3-pay",
  "application-full",
  "application-3-pay",
] as const;

export type OfferId = (typeof OFFER_IDS)[number];

export function isOfferId(value: string): value is OfferId {
  return (OFFER_IDS as readonly string[]).includes(value);
}

/**
 * Shown beside a Stripe checkout button: the first checkout saves the card
 * for off-session use (one-click upsells), and card network rules want the
 * buyer told how and when it will be charged before they pay.
 */
export const ONE_CLICK_CONSENT =
  "Your card is saved securely with Stripe, our payment processor. On the next pages you can add an offer with one click: we charge this card only for an offer you accept, at the price shown on its button, and never otherwise. You can ask us to remove your saved card at any time.";

/**
 * ThriveCart's embed script. Loaded on pages that sell an offer through
 * ThriveCart, it opens the checkout of a link carrying its data attributes
 * in a popup on the page (features/checkout/thrivecart-embed.ts).
 */
export const THRIVECART_SCRIPT_SRC = "https://tinder.thrivecart.com/embed/v1/thrivecart.js";
