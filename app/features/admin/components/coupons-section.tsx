import { useFormValidation } from "~/components/forms/use-form-validation";
import { Button } from "~/components/ui/button";
import { OFFER_PLACES, type Offer, type OfferId } from "~/content/offers";
import { COUPON_OFFERS } from "~/lib/coupons";
import { COUPON_FIELD_LABELS, couponCreateForm, couponStopForm } from "../schemas";
import type { AdminTabData } from "../tab-loaders.server";
import { AdminForm } from "./admin-form";
import { SettingsField } from "./settings-field";
import { useAdminAction } from "./use-admin-action";

type Coupon = AdminTabData<"offers">["coupons"][number];

const PROBLEMS: Record<NonNullable<Coupon["problem"]>, string> = {
  stopped: "Stopped",
  expired: "Expired",
  used_up: "Used up",
};

/** When a coupon stops, as the owner set it: its last day (the stored moment is the end of that day, UTC). */
function lastDayOf(expiresAt: string | null): string {
  if (!expiresAt) return "No end date";
  const end = new Date(new Date(expiresAt).getTime() - 24 * 60 * 60 * 1000);
  return `Until ${end.toISOString().slice(0, 10)}`;
}

/**
 * The Offers tab's coupons: the list with each code's link and uses, and
 * "New coupon", which creates it in Stripe (a coupon and its promotion
 * code) and here. Only the offers bought on a Stripe payment page in one
 * payment can be discounted (lib/coupons.ts).
 */
export function CouponsSection({
  coupons,
  offers,
  stripeConnected,
  siteUrl,
}: {
  coupons: Coupon[];
  offers: Offer[];
  stripeConnected: boolean;
  siteUrl: string;
}) {
  const create = useAdminAction();
  const stop = useAdminAction();
  const form = useFormValidation(couponCreateForm, create.reply);
  const labelOf = (id: OfferId) => offers.find((offer) => offer.id === id)?.label ?? id;
  return (
    <section aria-labelledby="coupons-title" className="mt-8 rounded-xl border border-border bg-card p-5 sm:p-6">
      <h3 id="coupons-title" className="font-display text-xl font-semibold">
        Coupons
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Buyers type a code in Stripe Checkout&apos;s &ldquo;Add promotion code&rdquo;, or open a link ending in
        ?coupon=CODE: the sales pages then show the discounted price and the checkout charges it.
      </p>
      {coupons.length > 0 ? (
        <ul className="mt-4 divide-y divide-border text-sm">
          {coupons.map((coupon) => (
            <li key={coupon.code} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {coupon.code} · {coupon.summary}
                  {coupon.problem ? <span className="ml-2 text-destructive">{PROBLEMS[coupon.problem]}</span> : null}
                </p>
                <p className="text-muted-foreground">
                  {coupon.offerIds.map(labelOf).join(", ")} · {lastDayOf(coupon.expiresAt)} · {coupon.redemptions}
                  {coupon.maxRedemptions !== null ? ` of ${coupon.maxRedemptions}` : ""} used
                </p>
              </div>
              <code className="block min-w-0 max-w-full break-all text-xs text-muted-foreground">{`${siteUrl}/book?coupon=${coupon.code}`}</code>
              {coupon.problem === "stopped" || !stripeConnected ? null : (
                <AdminForm action={stop} intent="coupon.stop">
                  <input type="hidden" name={couponStopForm.name("code")} value={coupon.code} />
                  <Button
                    type="submit"
                    size="sm"
                    variant="outline"
                    disabled={stop.pending}
                    aria-label={`Stop coupon ${coupon.code}`}
                  >
                    Stop
                  </Button>
                </AdminForm>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">No coupons yet.</p>
      )}
      {stripeConnected ? (
        <AdminForm
          action={create}
          intent="coupon.create"
          noValidate
          onSubmit={form.onSubmit}
          className="mt-6 grid gap-4 border-t border-border pt-6 sm:grid-cols-2 [&>*]:min-w-0"
        >
          <h4 className="font-medium sm:col-span-2">New coupon</h4>
          <SettingsField
            name={couponCreateForm.name("code")}
            id="coupon-code"
            label={COUPON_FIELD_LABELS.code}
            defaultValue=""
            error={form.errorOf("code")}
            hint="Letters, digits, - or _, like PODCAST20."
          />
          <SettingsField
            name={couponCreateForm.name("maxRedemptions")}
            id="coupon-maxRedemptions"
            label={COUPON_FIELD_LABELS.maxRedemptions}
            defaultValue=""
            error={form.errorOf("maxRedemptions")}
            hint="Leave empty for no limit."
          />
          <SettingsField
            name={couponCreateForm.name("percentOff")}
            id="coupon-percentOff"
            label={COUPON_FIELD_LABELS.percentOff}
            defaultValue=""
            error={form.errorOf("percentOff")}
            hint="A whole number, like 20; or give an amount off instead."
          />
          <SettingsField
            name={couponCreateForm.name("amountOff")}
            id="coupon-amountOff"
            label={COUPON_FIELD_LABELS.amountOff}
            defaultValue=""
            inputMode="decimal"
            error={form.errorOf("amountOff")}
            hint="In dollars, like 5."
          />
          <div className="space-y-2">
            <label htmlFor="coupon-expiresOn" className="text-sm font-medium">
              {COUPON_FIELD_LABELS.expiresOn}
            </label>
            <input
              id="coupon-expiresOn"
              name={couponCreateForm.name("expiresOn")}
              type="date"
              aria-describedby="coupon-expiresOn-hint"
              className="block h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm"
            />
            <p id="coupon-expiresOn-hint" className="text-sm text-muted-foreground">
              It works through the end of this day (UTC). Leave empty for no end date.
            </p>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Discounts</legend>
            {COUPON_OFFERS.map((id) => (
              <label key={id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={`offer.${id}`} className="size-4 accent-primary" />
                {labelOf(id)}
                <span className="text-muted-foreground">({OFFER_PLACES[id]})</span>
              </label>
            ))}
          </fieldset>
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" disabled={create.pending}>
              {create.pending ? "Creating..." : "Create coupon"}
            </Button>
          </div>
        </AdminForm>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">Connect Stripe to create coupons (docs/payments.md).</p>
      )}
    </section>
  );
}
