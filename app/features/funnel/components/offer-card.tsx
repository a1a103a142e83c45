import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { COUNTDOWN_COPY } from "~/content/funnel";
import type { OfferId } from "~/content/offers";
import { useOffers } from "~/lib/site-content-context";
import { offerAfterDeadline } from "../deadlines";
import { formatDollars } from "../income";
import { Countdown, type OfferClock } from "./countdown";
import { PriceTag } from "./price-tag";
import { useBuyOffer } from "./use-buy-offer";

/**
 * The offer card every upsell page leads with: countdown, price, the buy
 * button and the decline link underneath. Once the deadline has passed the
 * discounted price and its button are gone (zero means zero): the card sells
 * the regular-price offer where the product has one, and otherwise the
 * decline path is the way on.
 */
export function OfferCard(props: {
  offerId: OfferId;
  clock: OfferClock;
  countdownLabel: string;
  buyLabel: string;
  /** Replaces the default buy action (checkout of `offerId`). */
  buyButton?: ReactNode;
  priceNote?: ReactNode;
  /** The buyer came from a Stripe checkout: "Yes" charges the saved card. */
  oneClick?: boolean;
  decline: ReactNode;
  children?: ReactNode;
}) {
  const offers = useOffers();
  const discounted = offers[props.offerId];
  const regularId = offerAfterDeadline(props.offerId);
  const expired = props.clock.expired;
  // What the button buys now: the discounted offer, or after zero its regular price.
  const offerId = expired ? regularId : props.offerId;
  const offer = offerId ? offers[offerId] : null;
  const { pending, error, buy } = useBuyOffer({ oneClick: props.oneClick });
  return (
    <div className="rounded-3xl border-2 border-accent bg-card p-6 text-center shadow-lg sm:p-10">
      <Countdown clock={props.clock} label={props.countdownLabel} />
      {expired ? (
        <p className="mt-6 text-lg font-medium">{COUNTDOWN_COPY.withdrawn(formatDollars(discounted.price))}</p>
      ) : null}
      {!expired ? props.children : null}
      {offerId ? <PriceTag offerId={offerId} className="mt-6" /> : null}
      {!expired && props.priceNote ? <p className="mt-2 text-muted-foreground">{props.priceNote}</p> : null}
      <div className="mt-6 flex flex-col items-center gap-4">
        {!offer ? null : !expired && props.buyButton ? (
          props.buyButton
        ) : (
          <Button
            size="lg"
            variant="accent"
            className="h-auto min-h-14 w-full max-w-md whitespace-normal py-3 text-lg"
            onClick={() => offer && buy(offer)}
            disabled={pending}
            aria-busy={pending}
          >
            {expired ? COUNTDOWN_COPY.regularPriceBuy(props.buyLabel, formatDollars(offer.price)) : props.buyLabel}
          </Button>
        )}
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        {props.decline}
      </div>
    </div>
  );
}

export const declineLinkClass = "text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground";
