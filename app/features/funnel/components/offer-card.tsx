import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import type { OfferId } from "~/content/offers";
import { buyOffer } from "~/features/checkout/buy-offer";
import { Countdown } from "./countdown";
import { PriceTag } from "./price-tag";

/**
 * The offer card every upsell page leads with: countdown, price, the buy
 * button and the decline link underneath.
 */
export function OfferCard(props: {
  offerId: OfferId;
  countdown: { offer: string; minutes: number; label: string };
  buyLabel: string;
  /** Replaces the default buy action (checkout of `offerId`). */
  buyButton?: ReactNode;
  priceNote?: ReactNode;
  decline: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-3xl border-2 border-accent bg-card p-6 text-center shadow-lg sm:p-10">
      <Countdown {...props.countdown} />
      {props.children}
      <PriceTag offerId={props.offerId} className="mt-6" />
      {props.priceNote ? <p className="mt-2 text-muted-foreground">{props.priceNote}</p> : null}
      <div className="mt-6 flex flex-col items-center gap-4">
        {props.buyButton ?? (
          <Button
            size="lg"
            variant="accent"
            className="h-auto min-h-14 w-full max-w-md whitespace-normal py-3 text-lg"
            onClick={() => buyOffer(props.offerId)}
          >
            {props.buyLabel}
          </Button>
        )}
        {props.decline}
      </div>
    </div>
  );
}

export const declineLinkClass = "text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground";
