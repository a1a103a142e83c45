import { ExitIntentDialog } from "~/components/marketing/exit-intent-dialog";
import { Button } from "~/components/ui/button";
import type { OfferId } from "~/content/offers";
import { buyOffer } from "~/features/checkout/buy-offer";
import { PriceTag } from "./price-tag";

/** The exit-intent dialog that repeats the page's offer (once per page visit). */
export function ExitOfferDialog(props: {
  offerId: OfferId;
  copy: { exitTitle: string; exitBody: string; buyCta: string; exitDismiss: string };
}) {
  const { copy } = props;
  return (
    <ExitIntentDialog
      copy={{ title: copy.exitTitle, body: copy.exitBody, dismiss: copy.exitDismiss }}
      action={
        <Button variant="accent" onClick={() => buyOffer(props.offerId)}>
          {copy.buyCta}
        </Button>
      }
    >
      <PriceTag offerId={props.offerId} />
    </ExitIntentDialog>
  );
}
