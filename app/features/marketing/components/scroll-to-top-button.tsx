import { ArrowUp } from "~/components/ui/icons";
import { BOOK_PAGE } from "~/content/book";
import { useCopy } from "~/lib/site-content-context";
import { isStickyBarVisible } from "../sticky-bar";
import { usePurchaseInView } from "./use-purchase-in-view";
import { useScrolledPast } from "./use-scrolled-past";

function scrollToTop() {
  const reduceMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
}

/**
 * A round button back to the top, shown once the reader is well into the
 * page, except on a phone while the purchase options are on screen.
 */
export function ScrollToTopButton({ purchaseId }: { purchaseId: string }) {
  const visible = useScrolledPast(isStickyBarVisible);
  const purchaseInView = usePurchaseInView(purchaseId);
  const { scrollToTop: label } = useCopy("book", BOOK_PAGE);
  if (!visible || purchaseInView) return null;
  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label={label}
      className="fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:-translate-y-0.5 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background motion-safe:animate-fade-in"
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  );
}
