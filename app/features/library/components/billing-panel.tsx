import { CreditCard } from "~/components/ui/icons";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { THRIVECART_BILLING_NOTE, type BillingView } from "~/features/stripe";
import { cn } from "~/components/ui/cn";

/**
 * "Manage billing" for a subscriber: a plain form post (it works without
 * JavaScript) to /account/billing, which opens Stripe's customer portal,
 * with the date a cancelled subscription's access ends. A ThriveCart
 * subscriber reads where their billing is kept instead.
 */
export function BillingPanel({ billing, className }: { billing: BillingView; className?: string }) {
  if (billing.kind === "none") return null;
  return (
    <div
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-border bg-card px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5",
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <CreditCard className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div>
          <h2 className="font-medium">Billing</h2>
          {billing.kind === "thrivecart" ? (
            <p className="mt-1 text-sm text-muted-foreground">{THRIVECART_BILLING_NOTE}</p>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">
              {billing.cancelsOn
                ? `${billing.cancelsOn}: your access lasts until then.`
                : "Update your card, see your invoices or cancel your subscription."}
            </p>
          )}
        </div>
      </div>
      {billing.kind === "stripe" ? (
        <Form method="post" action="/account/billing" reloadDocument className="shrink-0">
          <Button type="submit" variant="outline" className="w-full sm:w-auto">
            Manage billing
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
