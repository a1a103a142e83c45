import type { Offer, OfferId } from "~/content/offers";
import type { PublicTestimonial, TestimonialPlace } from "~/content/social-proof";
import type { VisitorCoupon } from "./coupons";
import type { CopyOverrides } from "./page-copy";
import type { ResolvedSite } from "./site-content";

/**
 * What the pages receive: the settings already resolved on the server
 * (image sizes, player URLs), so the browser bundle carries neither the
 * seeds nor the parsing rules. Types only, and one lookup: route modules
 * import this, and everything it imports ships to the browser.
 */
export interface PublicSiteContent {
  site: ResolvedSite;
  offers: Record<OfferId, Offer>;
  /** The owner's words over the pages' shipped texts (Pages tab). */
  copy: CopyOverrides;
  /** The testimonials the owner has permission to show, per page (Social proof tab). */
  testimonials: Record<TestimonialPlace, PublicTestimonial[]>;
  /** The visitor's good coupon (`?coupon=` link): `offers` already carry its prices. Absent on shared pages. */
  coupon?: VisitorCoupon | null;
}

/** The root loader's content, for a route's `meta` (which sees loader data only through `matches`). */
export function siteContentOfMatches(matches: readonly unknown[]): PublicSiteContent | null {
  for (const match of matches) {
    const candidate = match as { id?: string; data?: { site?: PublicSiteContent } } | undefined;
    if (candidate?.id === "root" && candidate.data?.site) return candidate.data.site;
  }
  return null;
}
