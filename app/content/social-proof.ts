/**
 * Social proof is the owner's to give (issue 38: nothing invented is shown
 * in the owner's name): reader and client quotes with the owner's word that
 * permission is on file, whether the book page shows real recent orders,
 * and the AI trial's capacity. None ship, so a fresh install shows none.
 */

/** Where testimonials show: the book page and the program page. */
export const TESTIMONIAL_PLACES = ["book", "program"] as const;
export type TestimonialPlace = (typeof TESTIMONIAL_PLACES)[number];

export const TESTIMONIAL_PLACE_LABELS: Record<TestimonialPlace, string> = {
  book: "Book page: reader stories",
  program: "Program page: author stories",
};

export interface Testimonial {
  quote: string;
  name: string;
  /** Their role or where they are from ("Pastor, Ohio"); may be empty. */
  role: string;
  /** Stars out of 5, or null for a quote given without a rating. */
  rating: number | null;
  /** The owner keeps the person's permission to quote them: unticked ones are never shown. */
  permission: boolean;
}

/** A testimonial as the pages receive it: only ones with permission, without the flag. */
export type PublicTestimonial = Omit<Testimonial, "permission">;

export interface SocialProofSettings {
  testimonials: Record<TestimonialPlace, Testimonial[]>;
  /** The book page's toast of real recent orders (SPEC section 9's timing). */
  recentOrders: {
    enabled: boolean;
    /** Fewer book orders than this in the last 30 days: no toast at all. */
    threshold: number;
  };
  /** How many AI trial spots the owner offers; null: "spots left" is not shown. */
  trialCapacity: number | null;
}

export const SOCIAL_PROOF_LIMITS = {
  testimonials: 24,
  quote: 1000,
  name: 100,
  role: 120,
  threshold: { min: 1, max: 100 },
  trialCapacity: { min: 1, max: 100_000 },
} as const;

export const DEFAULT_SOCIAL_PROOF: SocialProofSettings = {
  testimonials: { book: [], program: [] },
  recentOrders: { enabled: true, threshold: 5 },
  trialCapacity: null,
};

/** The testimonials a page may show: those the owner ticked "Permission on file" for. */
export function shownTestimonials(testimonials: readonly Testimonial[]): PublicTestimonial[] {
  return testimonials.filter((t) => t.permission).map(({ permission: _permission, ...shown }) => shown);
}
