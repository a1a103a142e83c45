import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { BOOK_PAGE } from "~/content/book";
import { useCopy } from "~/lib/site-content-context";
import { isStickyBarVisible } from "../sticky-bar";
import { useScrolledPast } from "./use-scrolled-past";

/** The bar that follows the reader past 600 px of scroll, linking to the purchase section. */
export function StickyBuyBar({ targetId }: { targetId: string }) {
  const visible = useScrolledPast(isStickyBarVisible);
  const { stickyBar } = useCopy("book", BOOK_PAGE);
  return (
    <div
      role="region"
      aria-label="Get your copy"
      hidden={!visible}
      className={cn(
        "fixed inset-x-0 top-14 z-30 border-b border-border bg-card/95 shadow-md backdrop-blur",
        "motion-safe:animate-fade-in",
      )}
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <p className="truncate text-sm sm:text-base">
          <span className="font-display text-base font-semibold sm:text-lg">{stickyBar.title}</span>
          <span className="hidden sm:inline">: {stickyBar.tagline}</span>
        </p>
        <Button asChild variant="accent" size="sm">
          <a href={`#${targetId}`}>{stickyBar.cta}</a>
        </Button>
      </div>
    </div>
  );
}
