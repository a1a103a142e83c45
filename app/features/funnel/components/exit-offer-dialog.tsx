import { ExitIntentDialog } from "~/components/marketing/exit-intent-dialog";
import { Button } from "~/components/ui/button";
import type { OfferId } from "~/content/offers";
import { buyOffer } from "~/features/checkout/buy-offer";
import { useOffers } from "~/lib/site-content-context";
import type { OfferClock } from "./countdown";
import { PriceTag } from "./price-tag";

/**
 * The exit-intent dialog that repeats the page's offer (once per page
 * visit), only while the offer's deadline has not passed.
 */
export function ExitOfferDialog(props: {
  offerId: OfferId;
  clock: OfferClock;
  copy: { exitTitle: string; exitBody: string; buyCta: string; exitDismiss: string };
}) {
  const { copy } = props;
  const offers = useOffers();
  if (props.clock.expired) return null;
  return (
    <ExitIntentDialog
      copy={{ title: copy.exitTitle, body: copy.exitBody, dismiss: copy.exitDismiss }}
      action={
        <Button variant="accent" onClick={() => buyOffer(offers[props.offerId])}>
          {copy.buyCta}
        </Button>
      }
    >
      <PriceTag offerId={props.offerId} />
    </ExitIntentDialog>
  );
}
