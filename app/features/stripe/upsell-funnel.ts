import type { OfferId } from "~/content/offers";
import { offerAfterDeadline } from "~/features/funnel";

/**
 * The offers a page of the post-purchase funnel sells with one click, in
 * the order the pages come (DESIGN 5): the thank-you page's series, the AI
 * upsell's trial, the course upsell's course. Once a page's countdown is
 * over it sells the same product at its regular price, in the same place.
 */
const UPSELL_STEPS: readonly OfferId[] = ["visual-series", "ai-suite-trial", "foundations-course"];

/** Checkouts that open the funnel (the book page's): every upsell follows them. */
const FUNNEL_ENTRIES: readonly string[] = ["book-digital", "book-paperback", "book-bundle"];

/** The offers that sell one upsell: the page's offer and its regular price. */
function offersOfStep(step: OfferId): OfferId[] {
  const regular = offerAfterDeadline(step);
  return regular ? [step, regular] : [step];
}

function stepOf(offerId: string): number {
  return UPSELL_STEPS.findIndex((step) => (offersOfStep(step) as string[]).includes(offerId));
}

/**
 * Whether a one-click charge of `offerId` may ride on a checkout that
 * bought `boughtOfferId`: only an upsell the funnel shows after that
 * checkout (after a book, every one; after an upsell, the later ones). The
 * checkout's own offer, an earlier step and anything outside the funnel
 * (the book, the program) are bought on a payment page instead.
 */
export function isUpsellOf(boughtOfferId: string | null | undefined, offerId: OfferId): boolean {
  const step = stepOf(offerId);
  if (step < 0 || !boughtOfferId) return false;
  if (FUNNEL_ENTRIES.includes(boughtOfferId)) return true;
  const bought = stepOf(boughtOfferId);
  return bought >= 0 && step > bought;
}

/** Every offer that sells the same upsell as `offerId` (its discounted and its regular price): a checkout buys one. */
export function offersOfSameUpsell(offerId: OfferId): OfferId[] {
  const step = stepOf(offerId);
  return step < 0 ? [offerId] : offersOfStep(UPSELL_STEPS[step]!);
}
