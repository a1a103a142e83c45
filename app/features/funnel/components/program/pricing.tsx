import { useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { FUNNEL_ROUTES } from "~/content/funnel";
import type { Offer } from "~/content/offers";
import { PRICING_COPY, VALUE_STACK } from "~/content/program";
import { formatDollars } from "../../income";
import { valueStackTotal } from "../../value-stack";
import { buyOffer, selectOffer } from "~/features/checkout";
import { useCopy, useOffers } from "~/lib/site-content-context";
import type { DeadlineView } from "../../deadlines";
import { Countdown, useOfferClock } from "../countdown";
import { FunnelLink } from "../funnel-link";
import { PRICING_ANCHOR } from "./start-journey-button";

const OPTIONS = ["program-full", "program-3-pay"] as const;
type ProgramOption = (typeof OPTIONS)[number];

function optionPrice(offer: Offer) {
  return offer.installments
    ? { amount: `${offer.installments} × ${formatDollars(offer.price)}`, note: "monthly payments" }
    : { amount: formatDollars(offer.price), note: "today" };
}

/**
 * Pay in Full or Payment Plan (one selected), then checkout of the chosen
 * option, while the held price lasts; after its deadline the application is
 * the way in. The offer's clock ticks here, in the one section that shows
 * it, so a tick re-renders the prices and not the whole page.
 */
export function Pricing({ showDecline, deadline }: { showDecline: boolean; deadline: DeadlineView }) {
  const clock = useOfferClock("program", deadline);
  const offers = useOffers();
  const copy = useCopy("programPricing", PRICING_COPY);
  const [choice, setChoice] = useState<ProgramOption>("program-full");
  const choose = (option: ProgramOption) => {
    if (option === choice) return;
    setChoice(option);
    selectOffer(offers[option]);
  };

  return (
    <section
      id={PRICING_ANCHOR}
      tabIndex={-1}
      aria-labelledby="pricing-title"
      className="scroll-mt-24 bg-muted py-16 outline-none sm:py-20"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="text-center">
          <h2 id="pricing-title" className="font-display text-3xl font-semibold sm:text-4xl">
            {copy.heading}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{copy.subheading}</p>
          <p className="mt-3 text-muted-foreground">
            {copy.totalValueLabel}:{" "}
            <span className="font-semibold text-foreground line-through">
              {formatDollars(valueStackTotal(VALUE_STACK))}
            </span>
          </p>
        </div>
        {clock.expired ? (
          <p className="mt-8 text-center text-lg font-medium">{copy.closedNote}</p>
        ) : (
          <>
            {/* Native radio buttons, as on the book page: keyboard and screen readers for free, and no
            radio-group script on a page that must load fast on a phone. */}
            <fieldset className="mt-8 grid gap-4 sm:grid-cols-2">
              <legend className="sr-only">Payment option</legend>
              {OPTIONS.map((option) => {
                const price = optionPrice(offers[option]);
                const selected = option === choice;
                return (
                  <label
                    key={option}
                    className={cn(
                      "flex cursor-pointer items-start gap-4 rounded-2xl border-2 bg-card p-5 transition-colors",
                      "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background",
                      selected ? "border-primary shadow-md" : "border-border hover:border-input",
                    )}
                  >
                    <input
                      type="radio"
                      name="payment-option"
                      value={option}
                      checked={selected}
                      onChange={() => choose(option)}
                      className="mt-1 size-5 shrink-0 accent-primary"
                    />
                    <span className="flex flex-col">
                      <span className="font-semibold">{offers[option].label}</span>
                      <span className="mt-1 font-display text-3xl font-semibold tabular-nums">{price.amount}</span>
                      <span className="text-sm text-muted-foreground">{price.note}</span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
          </>
        )}
        <Countdown clock={clock} label={copy.countdownLabel} className="mt-8" />
        <div className="mt-8 flex flex-col items-center gap-4">
          {clock.expired ? null : (
            <Button
              size="lg"
              variant="accent"
              className="h-auto min-h-14 w-full max-w-md whitespace-normal py-3 text-lg"
              onClick={() => buyOffer(offers[choice])}
            >
              {copy.buyCta}
            </Button>
          )}
          <Button
            asChild
            size="lg"
            variant={clock.expired ? "accent" : "outline"}
            className="h-auto min-h-11 w-full max-w-md whitespace-normal py-2"
          >
            <FunnelLink to={FUNNEL_ROUTES.application}>{copy.applicationCta}</FunnelLink>
          </Button>
          {showDecline ? (
            <FunnelLink
              to={FUNNEL_ROUTES.complete}
              className="text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
            >
              {copy.declineCta}
            </FunnelLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
