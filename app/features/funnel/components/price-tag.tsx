import { cn } from "~/components/ui/cn";
import type { OfferId } from "~/content/offers";
import { useOffer } from "~/lib/site-content-context";
import { formatDollars } from "../income";

/** An offer's price with its struck-through comparison price. */
export function PriceTag({ offerId, className }: { offerId: OfferId; className?: string }) {
  const offer = useOffer(offerId);
  return (
    <p className={cn("flex items-baseline justify-center gap-3", className)}>
      {offer.compareAt ? (
        <span className="text-xl text-muted-foreground line-through">
          <span className="sr-only">Regular price </span>
          {formatDollars(offer.compareAt)}
        </span>
      ) : null}
      <span className="font-display text-5xl font-semibold text-foreground">
        {offer.compareAt ? <span className="sr-only">Today </span> : null}
        {formatDollars(offer.price)}
      </span>
    </p>
  );
}
