import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { useExitIntent } from "./use-exit-intent";

/**
 * A marketing page's exit-intent dialog: once per page visit, when the
 * pointer leaves through the top of the window (never on touch devices).
 * Radix traps focus inside it and closes it on Escape.
 */
export function ExitIntentDialog(props: {
  copy: { title: string; body: string; dismiss: string };
  /** The dialog's main action (a link or a buy button). */
  action: ReactNode;
  children?: ReactNode;
}) {
  const { open, setOpen } = useExitIntent();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.copy.title}</DialogTitle>
          <DialogDescription>{props.copy.body}</DialogDescription>
        </DialogHeader>
        {props.children}
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {props.copy.dismiss}
          </Button>
          {props.action}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
