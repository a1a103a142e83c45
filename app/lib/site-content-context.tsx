import { createContext, useContext, type ReactNode } from "react";
import type { Offer, OfferId } from "~/content/offers";
import type { PublicTestimonial, TestimonialPlace } from "~/content/social-proof";
import type { VisitorCoupon } from "./coupons";
import { overlayCopy } from "./page-copy";
import type { PublicSiteContent } from "./public-site-content";
import type { ResolvedSite } from "./site-content";

/**
 * The owner's settings and offers, from the root loader, for every
 * component of the page. Components read them here rather than importing
 * the seeds, so a change in the admin shows on the next page load. It is
 * missing only when the root loader itself failed (the error page).
 */
const SiteContentContext = createContext<PublicSiteContent | null>(null);

export function SiteContentProvider({ value, children }: { value: PublicSiteContent | null; children: ReactNode }) {
  return <SiteContentContext value={value}>{children}</SiteContentContext>;
}

function useSiteContent(): PublicSiteContent {
  const content = useContext(SiteContentContext);
  if (!content) throw new Error("The site's settings did not load");
  return content;
}

export function useSite(): ResolvedSite {
  return useSiteContent().site;
}

/** For the parts of the layout that also show on an error page: null there. */
export function useOptionalSite(): ResolvedSite | null {
  return useContext(SiteContentContext)?.site ?? null;
}

/** The visitor's good coupon, when a `?coupon=` link gave one: the offers already carry its prices. */
export function useVisitorCoupon(): VisitorCoupon | null {
  return useContext(SiteContentContext)?.coupon ?? null;
}

export function useOffers(): Record<OfferId, Offer> {
  return useSiteContent().offers;
}

export function useOffer(id: OfferId): Offer {
  return useSiteContent().offers[id];
}

/**
 * A page's words: its shipped texts (`defaults`, saved under `prefix`) with
 * the owner's edits from the Pages tab laid over them.
 */
export function useCopy<T>(prefix: string, defaults: T): T {
  return overlayCopy(prefix, defaults, useSiteContent().copy);
}

/** The testimonials a page shows: only those the owner has permission for (empty: the section is hidden). */
export function useTestimonials(place: TestimonialPlace): readonly PublicTestimonial[] {
  return useSiteContent().testimonials[place];
}
