import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";

export interface ExitIntentDialogViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: { title: string; body: string; dismiss: string };
  action: ReactNode;
  children?: ReactNode;
}

/** The dialog itself. Radix traps focus inside it and closes it on Escape. */
export default function ExitIntentDialogView(props: ExitIntentDialogViewProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.copy.title}</DialogTitle>
          <DialogDescription>{props.copy.body}</DialogDescription>
        </DialogHeader>
        {props.children}
        {/* Stacked, main action first: a long offer label wraps inside the dialog at every width
            instead of spilling out beside the dismiss button. */}
        <div className="mt-2 flex flex-col gap-2 *:h-auto *:min-h-10 *:w-full *:whitespace-normal *:py-2">
          {props.action}
          <Button variant="ghost" onClick={() => props.onOpenChange(false)}>
            {props.copy.dismiss}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
