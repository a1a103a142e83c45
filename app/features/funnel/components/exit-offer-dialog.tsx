import { ExitIntentDialog } from "~/components/marketing/exit-intent-dialog";
import { Button } from "~/components/ui/button";
import type { OfferId } from "~/content/offers";
import { useOffers } from "~/lib/site-content-context";
import type { OfferClock } from "./countdown";
import { PriceTag } from "./price-tag";
import { useBuyOffer } from "./use-buy-offer";

/**
 * The exit-intent dialog that repeats the page's offer (once per page
 * visit), only while the offer's deadline has not passed. After a Stripe
 * checkout its button charges with one click, as the page's own does.
 */
export function ExitOfferDialog(props: {
  offerId: OfferId;
  clock: OfferClock;
  copy: { exitTitle: string; exitBody: string; buyCta: string; exitDismiss: string };
  oneClick?: boolean;
}) {
  const { copy } = props;
  const offers = useOffers();
  const { pending, error, buy } = useBuyOffer({ oneClick: props.oneClick });
  if (props.clock.expired) return null;
  return (
    <ExitIntentDialog
      copy={{ title: copy.exitTitle, body: copy.exitBody, dismiss: copy.exitDismiss }}
      action={
        <Button variant="accent" onClick={() => buy(offers[props.offerId])} disabled={pending} aria-busy={pending}>
          {copy.buyCta}
        </Button>
      }
    >
      <PriceTag offerId={props.offerId} />
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </ExitIntentDialog>
  );
}
