import { Check, Lock } from "~/components/ui/icons";
import { useState, type MouseEvent } from "react";
import { SectionHeading } from "~/components/marketing/section-heading";
import { cn } from "~/components/ui/cn";
import { Button } from "~/components/ui/button";
import { ONE_CLICK_CONSENT } from "~/content/checkout";
import { BOOK_OPTION_IDS, BOOK_OPTIONS, BOOK_PAGE, DEFAULT_BOOK_OPTION, type BookOptionId } from "~/content/book";
import { buyOffer, selectOffer } from "~/features/checkout";
import { formatDollars } from "~/lib/format-price";
import { useCopy, useOffers } from "~/lib/site-content-context";
import { fillBookPrices } from "../book-prices";

/**
 * The three editions (bundle selected by default). Choosing one changes
 * where the buy button leads and records the selection. Native radio
 * buttons and one real link per edition, of which CSS shows the checked
 * edition's: the picker works by keyboard and before (or without)
 * JavaScript, and adds almost nothing to the page.
 */

/** Shown only while that edition's radio is checked (`:has()`, no script needed). Full class names for Tailwind. */
const WHILE_CHECKED: Record<BookOptionId, string> = {
  "book-digital": "hidden group-has-[#book-digital-choice:checked]/purchase:flex",
  "book-paperback": "hidden group-has-[#book-paperback-choice:checked]/purchase:flex",
  "book-bundle": "hidden group-has-[#book-bundle-choice:checked]/purchase:flex",
};
export function BookPurchase({ id }: { id: string }) {
  const [selected, setSelected] = useState<BookOptionId>(DEFAULT_BOOK_OPTION);
  const offers = useOffers();
  const { purchase } = useCopy("book", BOOK_PAGE);
  const options = useCopy("bookOptions", BOOK_OPTIONS);

  const select = (value: BookOptionId) => {
    if (value === selected) return;
    setSelected(value);
    selectOffer(offers[value]);
  };

  const buy = (event: MouseEvent<HTMLAnchorElement>, optionId: BookOptionId) => {
    event.preventDefault();
    buyOffer(offers[optionId]);
  };

  return (
    <section id={id} aria-labelledby="purchase-title" className="scroll-mt-28 bg-secondary/50">
      <div className="group/purchase mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="purchase-title" eyebrow={purchase.eyebrow} title={purchase.title} />
        <fieldset className="mt-10 grid gap-4 md:grid-cols-3">
          <legend className="sr-only">{purchase.legend}</legend>
          {BOOK_OPTION_IDS.map((optionId) => {
            const option = options[optionId];
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
                    {fillBookPrices(option.badge, offers)}
                  </span>
                ) : null}
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    id={`${optionId}-choice`}
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
                  {formatDollars(offers[optionId].price)}
                </span>
                <span id={`${optionId}-description`} className="mt-2 text-sm text-muted-foreground">
                  {option.description}
                </span>
              </label>
            );
          })}
        </fieldset>
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          {BOOK_OPTION_IDS.map((optionId) => (
            <Button
              key={optionId}
              asChild
              size="lg"
              variant="accent"
              className={cn("h-14 w-full max-w-md text-lg", WHILE_CHECKED[optionId])}
            >
              <a href={offers[optionId].cartUrl} onClick={(event) => buy(event, optionId)} data-offer={optionId}>
                {purchase.cta}
                <span className="sr-only">
                  ({options[optionId].name}, {formatDollars(offers[optionId].price)})
                </span>
              </a>
            </Button>
          ))}
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Lock aria-hidden className="size-4" /> {purchase.secure}
          </p>
          {BOOK_OPTION_IDS.map((optionId) => (
            <div key={optionId} className={cn("flex-col items-center gap-3", WHILE_CHECKED[optionId])}>
              <p className="flex items-center gap-2 text-sm font-medium">
                <Check aria-hidden className="size-4 text-success" /> {options[optionId].name} selected:{" "}
                {formatDollars(offers[optionId].price)}
              </p>
              {offers[optionId].provider === "stripe" ? (
                <p className="max-w-md text-xs text-muted-foreground">{ONE_CLICK_CONSENT}</p>
              ) : null}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
