import { OFFER_IDS, type OfferId } from "./checkout";

export { isOfferId, OFFER_IDS, THRIVECART_SCRIPT_SRC, type OfferId } from "./checkout";

/**
 * Every purchasable offer with its hosted-cart page (SPEC sections 7, 9).
 * These are the seeds: the owner edits price, links, provider and grants in
 * the admin's Offers tab, and pages read the saved values (useOffers()).
 * The cart URLs here are placeholders for the owner's cart provider.
 */

/** How an offer is paid: a plain hosted-cart link, Stripe Checkout, or ThriveCart. */
export const CHECKOUT_PROVIDERS = ["link", "stripe", "thrivecart"] as const;
export type CheckoutProvider = (typeof CHECKOUT_PROVIDERS)[number];
export const CHECKOUT_PROVIDER_LABELS: Record<CheckoutProvider, string> = {
  link: "Link",
  stripe: "Stripe",
  thrivecart: "ThriveCart",
};

/** The fields of an offer the owner edits in the Offers tab. */
export interface EditableOffer {
  /** Price charged today, in dollars. */
  price: number;
  /** Struck-through comparison price, when the page shows one. */
  compareAt?: number;
  /** The hosted-cart page (https). */
  cartUrl: string;
  provider: CheckoutProvider;
  /** Stripe Price id (`price_...`), used when the provider is Stripe. */
  stripePriceId: string;
  /** ThriveCart product id, used when the provider is ThriveCart. */
  thrivecartProductId: string;
  /** Library products (ids from the Products tab) a paid order of this offer unlocks. */
  grants: string[];
  /**
   * A physical item: Stripe Checkout collects a shipping address and phone,
   * and the order waits to be shipped. Offers saved before shipping existed
   * leave it out and read the seed's.
   */
  ships?: boolean;
  /** ISO 3166-1 alpha-2 codes the offer ships to (Stripe's allowed_countries). */
  shipsTo?: string[];
  /** A shipping charge added at checkout (dollars, with the name the buyer sees); none when absent. */
  shippingRate?: { amount: number; name: string };
}

export interface Offer extends EditableOffer {
  id: OfferId;
  ships: boolean;
  shipsTo: string[];
  label: string;
  /** Number of equal payments, for a payment plan. */
  installments?: number;
  /** What a trial renews into: `price` dollars per month after `afterDays`. */
  renewal?: { price: number; afterDays: number };
}

const CART = "https://cart.example.com/rerouted"; // placeholder: the hosted-cart account

const LINK = {
  provider: "link",
  stripePriceId: "",
  thrivecartProductId: "",
  grants: [] as string[],
  ships: false,
  shipsTo: [] as string[],
} as const;

type OfferSeed = Omit<Offer, keyof typeof LINK> & Partial<Pick<Offer, keyof typeof LINK>>;

/** The printed book ships; where to until the owner says otherwise in the Offers tab. */
const SHIPS = { ships: true, shipsTo: ["US"] };

const SEEDS: Record<OfferId, OfferSeed> = {
  "book-digital": { id: "book-digital", label: "Digital edition", price: 14.99, cartUrl: `${CART}/ebook` },
  "book-paperback": { id: "book-paperback", label: "Paperback", price: 19.99, cartUrl: `${CART}/book`, ...SHIPS },
  "book-bundle": { id: "book-bundle", label: "Bundle", price: 24.99, cartUrl: `${CART}/bundle`, ...SHIPS },
  "visual-series": {
    id: "visual-series",
    label: "Visual Transformation Series",
    price: 47,
    compareAt: 97,
    cartUrl: `${CART}/visual-series`,
  },
  // What the thank-you and course pages sell once their countdown is over (issue 16).
  "visual-series-regular": {
    id: "visual-series-regular",
    label: "Visual Transformation Series, regular price",
    price: 97,
    cartUrl: `${CART}/visual-series-regular`,
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
  "foundations-course-regular": {
    id: "foundations-course-regular",
    label: "Rerouted Foundations course, regular price",
    price: 297,
    cartUrl: `${CART}/foundations-regular`,
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
    installments: 3,
    cartUrl: `${CART}/program-approved-3-pay`,
  },
};

/** The offers as shipped, before the owner saves anything in the Offers tab. */
export const DEFAULT_OFFERS = /* @__PURE__ */ Object.fromEntries(
  OFFER_IDS.map((id) => [id, { ...LINK, grants: [], shipsTo: [], ...SEEDS[id] }]),
) as Record<OfferId, Offer>;

/** Where each offer is sold, to tell the two "Pay in Full" offers apart in the admin. */
export const OFFER_PLACES: Record<OfferId, string> = {
  "book-digital": "Book page",
  "book-paperback": "Book page",
  "book-bundle": "Book page",
  "visual-series": "Thank-you upsell",
  "visual-series-regular": "Thank-you upsell, after the deadline",
  "ai-suite-trial": "AI upsell",
  "foundations-course": "Course upsell",
  "foundations-course-regular": "Course upsell, after the deadline",
  "program-full": "Program page",
  "program-3-pay": "Program page",
  "application-full": "Approved application",
  "application-3-pay": "Approved application",
};
