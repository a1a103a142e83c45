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
  title: string;
  body: string;
  buyLabel: string;
  dismissLabel: string;
}) {
  const { open, setOpen } = useExitIntent();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.body}</DialogDescription>
        </DialogHeader>
        <PriceTag offerId={props.offerId} />
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {props.dismissLabel}
          </Button>
          <Button variant="accent" onClick={() => buyOffer(props.offerId)}>
            {props.buyLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
