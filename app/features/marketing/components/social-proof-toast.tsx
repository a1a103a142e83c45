import { ShoppingBag, X } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { BOOK_OPTIONS, BOOK_PAGE, SOCIAL_PROOF_TIMING } from "~/content/book";
import { useCopy } from "~/lib/site-content-context";
import { buyerLabel, timeAgo, type RecentOrder } from "../recent-orders";
import { socialProofAt } from "../social-proof";
import { usePurchaseInView } from "./use-purchase-in-view";

const TICK_MS = 1_000;

/**
 * "Sarah from Nashville ordered the Complete Bundle 2 hours ago": one real
 * recent order at a time, 5 s visible every 15 s (SPEC section 9; the
 * orders come from the book route's loader, and the page shows no toast
 * without them). It counts time only while the tab is visible, can be
 * dismissed for the rest of the visit, and appears without sliding when the
 * visitor prefers reduced motion; on a phone it stays away while the
 * purchase options are on screen. It sits in a polite live region so screen
 * readers hear it without losing their place.
 */
export function SocialProofToast({ purchaseId, orders }: { purchaseId: string; orders: readonly RecentOrder[] }) {
  const [activeMs, setActiveMs] = useState(0);
  const purchaseInView = usePurchaseInView(purchaseId);
  const [dismissed, setDismissed] = useState(false);
  const { socialProof } = useCopy("book", BOOK_PAGE);
  const options = useCopy("bookOptions", BOOK_OPTIONS);

  useEffect(() => {
    if (dismissed) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") setActiveMs((ms) => ms + TICK_MS);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [dismissed]);

  const { index, visible } = socialProofAt(activeMs, { ...SOCIAL_PROOF_TIMING, count: orders.length });
  const order = orders[index];
  const show = visible && !dismissed && !purchaseInView && order !== undefined;

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed bottom-4 left-4 z-30 max-w-[calc(100%-6rem)] sm:max-w-sm"
    >
      {show ? (
        <div
          data-testid="social-proof"
          className="pointer-events-auto flex items-start gap-3 rounded-xl border border-border bg-popover p-3 pr-2 text-popover-foreground shadow-xl motion-safe:animate-pop-in"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent/20 text-highlight">
            <ShoppingBag aria-hidden className="size-4" />
          </span>
          <p className="text-sm">
            <span className="font-semibold">{buyerLabel(order, socialProof)}</span> {socialProof.verb} the{" "}
            {options[order.optionId].name}{" "}
            {/* Shown only after the first quiet gap, so the server's render never differs from the browser's. */}
            <span className="text-muted-foreground">{timeAgo(new Date(order.at), new Date())}</span>
          </p>
          <button
            type="button"
            onClick={() => setDismissed(true)}
            aria-label={socialProof.dismiss}
            className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
