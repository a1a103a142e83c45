import { Check, Lock } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { SectionHeading } from "~/components/marketing/section-heading";
import { cn } from "~/components/ui/cn";
import { Button } from "~/components/ui/button";
import { BOOK_OPTION_IDS, BOOK_OPTIONS, BOOK_PAGE, DEFAULT_BOOK_OPTION, type BookOptionId } from "~/content/book";
import { OFFERS } from "~/content/offers";
import { buyOffer, selectOffer } from "~/features/checkout/buy-offer";
import { formatDollars } from "~/features/checkout/format-price";

/**
 * The three editions (bundle selected by default). Choosing one changes
 * where the buy button leads and records the selection. Native radio
 * buttons and a real link to the hosted cart: the picker works by keyboard
 * and before (or without) JavaScript, and adds almost nothing to the page.
 */
export function BookPurchase({ id }: { id: string }) {
  const [selected, setSelected] = useState<BookOptionId>(DEFAULT_BOOK_OPTION);
  const offer = OFFERS[selected];
  const { purchase } = BOOK_PAGE;

  const select = (value: BookOptionId) => {
    if (value === selected) return;
    setSelected(value);
    selectOffer(value);
  };

  const buy = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    buyOffer(selected);
  };

  return (
    <section id={id} aria-labelledby="purchase-title" className="scroll-mt-28 bg-secondary/50">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="purchase-title" eyebrow={purchase.eyebrow} title={purchase.title} />
        <fieldset className="mt-10 grid gap-4 md:grid-cols-3">
          <legend className="sr-only">{purchase.legend}</legend>
          {BOOK_OPTION_IDS.map((optionId) => {
            const option = BOOK_OPTIONS[optionId];
            const checked = optionId === selected;
            return (
              <label
                key={optionId}
                id={optionId}
                className={cn(
                  "relative flex cursor-pointer flex-col rounded-2xl border-2 bg-card p-5 shadow-sm transition-colors sm:p-6",
                  "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background",
                  checked ? "border-primary" : "border-border hover:border-input",
                )}
              >
                {option.badge ? (
                  <span
                    className={cn(
                      "absolute -top-3 right-4 rounded-full px-3 py-1 text-xs font-bold shadow",
                      option.badgeTone === "quiet"
                        ? "border border-border bg-card text-foreground"
                        : "bg-accent text-accent-foreground",
                    )}
                  >
                    {option.badge}
                  </span>
                ) : null}
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name="edition"
                    value={optionId}
                    checked={checked}
                    onChange={() => select(optionId)}
                    aria-describedby={`${optionId}-description`}
                    className="size-5 shrink-0 accent-primary"
                  />
                  <span className="font-display text-xl font-semibold">{option.name}</span>
                </span>
                <span className="mt-3 font-display text-4xl font-semibold">
                  {formatDollars(OFFERS[optionId].price)}
                </span>
                <span id={`${optionId}-description`} className="mt-2 text-sm text-muted-foreground">
                  {option.description}
                </span>
              </label>
            );
          })}
        </fieldset>
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <Button asChild size="lg" variant="accent" className="h-14 w-full max-w-md text-lg">
            <a href={offer.cartUrl} onClick={buy} data-offer={selected}>
              {purchase.cta}
              <span className="sr-only">
                ({BOOK_OPTIONS[selected].name}, {formatDollars(offer.price)})
              </span>
            </a>
          </Button>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Lock aria-hidden className="size-4" /> {purchase.secure}
          </p>
          <p className="flex items-center gap-2 text-sm font-medium">
            <Check aria-hidden className="size-4 text-success" /> {BOOK_OPTIONS[selected].name} selected:{" "}
            {formatDollars(offer.price)}
          </p>
        </div>
      </div>
    </section>
  );
}
