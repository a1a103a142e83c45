/**
 * Every purchasable offer with its hosted-cart page (SPEC sections 7, 9).
 * The cart URLs are placeholders for the owner's cart provider; pages never
 * hard-code a price or a link, they read them from here.
 */
export interface Offer {
  id: OfferId;
  label: string;
  /** Price charged today, in dollars. */
  price: number;
  /** Struck-through comparison price, when the page shows one. */
  compareAt?: number;
  /** Number of equal payments, for a payment plan. */
  installments?: number;
  /** What a trial renews into: `price` dollars per month after `afterDays`. */
  renewal?: { price: number; afterDays: number };
  cartUrl: string;
}

export type OfferId =
  | "book-digital"
  | "book-paperback"
  | "book-bundle"
  | "visual-series"
  | "ai-suite-trial"
  | "foundations-course"
  | "program-full"
  | "program-3-pay"
  | "application-full"
  | "application-3-pay";

const CART = "https://cart.example.com/rerouted"; // placeholder: the hosted-cart account

export const OFFERS: Record<OfferId, Offer> = {
  "book-digital": { id: "book-digital", label: "Digital edition", price: 14.99, cartUrl: `${CART}/ebook` },
  "book-paperback": { id: "book-paperback", label: "Paperback", price: 19.99, cartUrl: `${CART}/book` },
  "book-bundle": { id: "book-bundle", label: "Bundle", price: 24.99, cartUrl: `${CART}/bundle` },
  "visual-series": {
    id: "visual-series",
    label: "Visual Transformation Series",
    price: 47,
    compareAt: 97,
    cartUrl: `${CART}/visual-series`,
  },
  "ai-suite-trial": {
    id: "ai-suite-trial",
    label: "AI Clarity Suite trial",
    price: 1,
    renewal: { price: 17, afterDays: 7 },
    cartUrl: `${CART}/ai-suite`,
  },
  "foundations-course": {
    id: "foundations-course",
    label: "Rerouted Foundations course",
    price: 197,
    compareAt: 297,
    cartUrl: `${CART}/foundations`,
  },
  "program-full": { id: "program-full", label: "Pay in Full", price: 997, cartUrl: `${CART}/program-full` },
  "program-3-pay": {
    id: "program-3-pay",
    label: "Payment Plan",
    price: 347,
    installments: 3,
    cartUrl: `${CART}/program-3-pay`,
  },
  "application-full": {
    id: "application-full",
    label: "Pay in Full",
    price: 947,
    compareAt: 997,
    cartUrl: `${CART}/program-approved-full`,
  },
  "application-3-pay": {
    id: "application-3-pay",
    label: "3-Pay Option",
    price: 347,
    cartUrl: `${CART}/program-approved-3-pay`,
  },
};

/**
 * The slide-in cart script of the cart provider. When it has loaded it
 * exposes `window[globalName].open(url)`; pages that sell load it.
 */
export const CART_SCRIPT = {
  src: "https://cart.example.com/slide-in.js", // placeholder: the provider's script
  globalName: "RerouteCart",
} as const;
