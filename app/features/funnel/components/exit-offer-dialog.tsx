import { useExitIntent } from "~/components/marketing/use-exit-intent";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import type { OfferId } from "~/content/offers";
import { buyOffer } from "./buy-offer";
import { PriceTag } from "./price-tag";

/** The exit-intent dialog that repeats the page's offer (once per page visit). */
export function ExitOfferDialog(props: {
  offerId: OfferId;
  copy: { exitTitle: string; exitBody: string; buyCta: string; exitDismiss: string };
}) {
  const { copy } = props;
  const { open, setOpen } = useExitIntent();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copy.exitTitle}</DialogTitle>
          <DialogDescription>{copy.exitBody}</DialogDescription>
        </DialogHeader>
        <PriceTag offerId={props.offerId} />
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {copy.exitDismiss}
          </Button>
          <Button variant="accent" onClick={() => buyOffer(props.offerId)}>
            {copy.buyCta}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
