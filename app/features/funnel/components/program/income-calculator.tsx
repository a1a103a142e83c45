import { useId, useState } from "react";
import { Slider } from "~/components/ui/slider";
import { INCOME_CALCULATOR } from "~/content/program";
import { estimateIncome, formatCents } from "../../income";
import { SectionHeading } from "../section-heading";

/** What a published book could earn at 70 % royalties (keyboard-operable sliders). */
export function IncomeCalculator() {
  const { priceCents: priceRange, monthlySales: salesRange } = INCOME_CALCULATOR;
  const [priceCents, setPriceCents] = useState<number>(priceRange.initial);
  const [monthlySales, setMonthlySales] = useState<number>(salesRange.initial);
  const estimate = estimateIncome({ priceCents, monthlySales });
  const priceLabel = useId();
  const salesLabel = useId();

  return (
    <section aria-labelledby="income-title" className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="income-title" eyebrow="Income calculator" title="What could your book earn?">
        Move the sliders to see your royalties at {Math.round(INCOME_CALCULATOR.royaltyRate * 100)}% per copy.
      </SectionHeading>
      <div className="mt-10 grid gap-8 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8 md:grid-cols-2">
        <div className="space-y-8">
          <div>
            <div className="flex items-baseline justify-between">
              <span id={priceLabel} className="font-medium">
                Book price
              </span>
              <span className="font-semibold tabular-nums">{formatCents(priceCents)}</span>
            </div>
            <Slider
              className="mt-4"
              aria-labelledby={priceLabel}
              aria-valuetext={formatCents(priceCents)}
              min={priceRange.min}
              max={priceRange.max}
              step={priceRange.step}
              value={[priceCents]}
              onValueChange={([value]) => setPriceCents(value ?? priceRange.min)}
            />
          </div>
          <div>
            <div className="flex items-baseline justify-between">
              <span id={salesLabel} className="font-medium">
                Copies sold per month
              </span>
              <span className="font-semibold tabular-nums">{monthlySales}</span>
            </div>
            <Slider
              className="mt-4"
              aria-labelledby={salesLabel}
              aria-valuetext={`${monthlySales} copies`}
              min={salesRange.min}
              max={salesRange.max}
              step={salesRange.step}
              value={[monthlySales]}
              onValueChange={([value]) => setMonthlySales(value ?? salesRange.min)}
            />
          </div>
        </div>
        <dl className="grid gap-4" aria-live="polite">
          <div className="rounded-xl bg-muted p-5 text-center">
            <dt className="text-sm text-muted-foreground">Monthly royalties</dt>
            <dd className="mt-1 font-display text-3xl font-semibold tabular-nums">
              {formatCents(estimate.monthlyCents)}
            </dd>
          </div>
          <div className="rounded-xl bg-accent p-5 text-center text-accent-foreground">
            <dt className="text-sm">Yearly royalties</dt>
            <dd className="mt-1 font-display text-3xl font-semibold tabular-nums">
              {formatCents(estimate.yearlyCents)}
            </dd>
          </div>
        </dl>
      </div>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        An illustration, not a promise: results depend on your book, your audience and your effort.
      </p>
    </section>
  );
}
