import { useMatches } from "react-router";

/**
 * The one-time-offer pages (thank-you, the upsells, the in-funnel Create
 * Your Book) are distraction-free (DESIGN section 5): their route's handle
 * says so, and the header and footer then show the name without a link and
 * the legal line only, so nothing leads the buyer away from their order.
 */
export interface DistractionFreeHandle {
  distractionFree: true;
}

export function useDistractionFree(): boolean {
  return useMatches().some((match) => (match.handle as Partial<DistractionFreeHandle> | undefined)?.distractionFree);
}
