import { useFormValidation } from "~/components/forms/use-form-validation";
import { Button } from "~/components/ui/button";
import { fieldBaseClasses } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/components/ui/cn";
import { stripePriceHint } from "~/features/stripe";
import { CHECKOUT_PROVIDER_LABELS, CHECKOUT_PROVIDERS, OFFER_PLACES, type Offer } from "~/content/offers";
import { OFFER_FIELD_LABELS, offerForm, type OfferField } from "~/lib/site-forms";
import { adminTabHref } from "../tabs";
import type { AdminTabData } from "../tab-loaders.server";
import { PanelHeader } from "./panel";
import { SettingsField } from "./settings-field";
import { AdminForm } from "./admin-form";
import { CouponsSection } from "./coupons-section";
import { useAdminAction } from "./use-admin-action";

type Product = AdminTabData<"offers">["products"][number];

/** 29.5 reads as a price: "29.50"; whole amounts stay "997". */
const priceText = (price: number) => (Number.isInteger(price) ? String(price) : price.toFixed(2));

/** The Offers tab: price, checkout link, provider and grants of every offer the site sells. */
export function OffersTab({ data }: { data: AdminTabData<"offers"> }) {
  const placeholders = new Set(data.placeholders);
  return (
    <div>
      <PanelHeader
        title="Offers"
        description="Prices and checkout links of everything the site sells. Each offer saves on its own."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        {data.offers.map((offer) => (
          <OfferForm
            key={offer.id}
            offer={offer}
            products={data.products}
            placeholderLink={placeholders.has(`${offer.id}.cartUrl`)}
            checksStripePrice={data.checksStripePrices}
          />
        ))}
      </div>
      <CouponsSection
        coupons={data.coupons}
        offers={data.offers}
        stripeConnected={data.checksStripePrices}
        siteUrl={data.siteUrl}
      />
    </div>
  );
}

function OfferForm({
  offer,
  products,
  placeholderLink,
  checksStripePrice,
}: {
  offer: Offer;
  products: Product[];
  placeholderLink: boolean;
  checksStripePrice: boolean;
}) {
  const save = useAdminAction(undefined, (typed) => typed.intent === "offer.save" && typed.offerId === offer.id);
  // The same form as the server's, before sending; an invalid form is not posted.
  const form = useFormValidation(offerForm, save.reply);
  // After a refused save without JavaScript the page comes back with what was typed, not what is saved.
  const typed = save.reply?.values;
  const grants = typed ? (typed.grants ?? "").split(",") : offer.grants;
  const id = (field: OfferField) => `${offer.id}.${field}`;
  const titleId = `${offer.id}-title`;
  const grantsError = form.errorOf("grants");

  const text = (field: Exclude<OfferField, "provider" | "grants" | "ships">, value: string) => (
    <SettingsField
      name={field}
      id={id(field)}
      label={OFFER_FIELD_LABELS[field]}
      defaultValue={typed?.[field] ?? value}
      error={form.errorOf(field)}
      type={field === "cartUrl" ? "url" : "text"}
      inputMode={field === "price" || field === "compareAt" || field === "shippingRate" ? "decimal" : undefined}
      placeholder={field === "cartUrl" && placeholderLink}
      hint={
        field === "compareAt"
          ? "Shown struck through; leave empty for none."
          : field === "stripePriceId" && checksStripePrice
            ? stripePriceHint(offer)
            : field === "shipsTo"
              ? "Two-letter codes, separated by commas: US, CA, GB."
              : field === "shippingRate"
                ? "Added at Stripe checkout; leave empty for free shipping."
                : undefined
      }
    />
  );

  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-xl border border-border bg-card p-5 sm:p-6">
      <h3 id={titleId} className="font-display text-xl font-semibold">
        {offer.label}
      </h3>
      <p className="text-sm text-muted-foreground">
        {OFFER_PLACES[offer.id]}
        {offer.installments ? ` · ${offer.installments} payments` : ""}
        {offer.renewal ? ` · renews at $${offer.renewal.price}/month after ${offer.renewal.afterDays} days` : ""}
      </p>
      <AdminForm
        action={save}
        intent="offer.save"
        to={adminTabHref("offers")}
        noValidate
        onSubmit={form.onSubmit}
        // Grid items may shrink below their content (a select is as wide as its longest option):
        // otherwise the card is wider than a 390 px phone.
        className="mt-4 grid gap-4 sm:grid-cols-2 [&>*]:min-w-0"
      >
        <input type="hidden" name={offerForm.name("offerId")} value={offer.id} />
        {text("price", priceText(offer.price))}
        {text("compareAt", offer.compareAt === undefined ? "" : priceText(offer.compareAt))}
        <div className="sm:col-span-2">{text("cartUrl", offer.cartUrl)}</div>
        <div className="space-y-2">
          <div className="flex min-h-6 items-center">
            <Label htmlFor={id("provider")}>{OFFER_FIELD_LABELS.provider}</Label>
          </div>
          <select
            id={id("provider")}
            name={offerForm.name("provider")}
            defaultValue={typed?.provider ?? offer.provider}
            className={cn(fieldBaseClasses, "h-11 px-3 sm:h-10")}
          >
            {CHECKOUT_PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {CHECKOUT_PROVIDER_LABELS[provider]}
              </option>
            ))}
          </select>
        </div>
        {text("stripePriceId", offer.stripePriceId)}
        {text("thrivecartProductId", offer.thrivecartProductId)}
        <fieldset
          // The launch checklist links here when the offer grants nothing.
          id={id("grants")}
          className="space-y-2 sm:col-span-2"
          aria-describedby={grantsError ? `${id("grants")}-error` : undefined}
        >
          <legend className="text-sm font-medium">{OFFER_FIELD_LABELS.grants}</legend>
          {products.length === 0 ? (
            <p className="text-sm text-muted-foreground">No library products yet: add them in the Products tab.</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {products.map((product) => (
                <li key={product.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name={offerForm.name("grants")}
                      value={product.id}
                      defaultChecked={grants.includes(product.id)}
                      className="size-4 accent-primary"
                    />
                    {product.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
          {grantsError ? (
            <p id={`${id("grants")}-error`} className="text-sm font-medium text-destructive">
              {grantsError}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="grid gap-4 rounded-lg border border-border p-4 sm:col-span-2 sm:grid-cols-2 [&>*]:min-w-0">
          <legend className="px-1 text-sm font-medium">Shipping</legend>
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              name={offerForm.name("ships")}
              defaultChecked={typed ? typed.ships === "on" : offer.ships}
              className="size-4 accent-primary"
            />
            {OFFER_FIELD_LABELS.ships}
          </label>
          <div className="sm:col-span-2">{text("shipsTo", offer.shipsTo.join(", "))}</div>
          {text("shippingRate", offer.shippingRate ? priceText(offer.shippingRate.amount) : "")}
          {text("shippingRateName", offer.shippingRate?.name ?? "")}
        </fieldset>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={save.pending}>
            {save.pending ? "Saving..." : `Save ${offer.label}`}
          </Button>
        </div>
      </AdminForm>
    </section>
  );
}
