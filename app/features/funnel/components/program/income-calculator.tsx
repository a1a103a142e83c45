import { useId, useState } from "react";
import { INCOME_CALCULATOR } from "~/content/program";
import { estimateIncome, formatCents } from "../../income";
import { SectionHeading } from "~/components/marketing/section-heading";

function CalculatorSlider(props: {
  label: string;
  display: string;
  valueText?: string;
  range: { min: number; max: number; step: number };
  value: number;
  onChange: (value: number) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <span id={labelId} className="font-medium">
          {props.label}
        </span>
        <span className="font-semibold tabular-nums">{props.display}</span>
      </div>
      {/* A native range input: keyboard (arrows, Home, End, Page keys) and screen readers for free,
          and no slider script on a page that must load fast on a phone. */}
      <input
        type="range"
        className="mt-4 h-2 w-full cursor-pointer accent-primary"
        aria-labelledby={labelId}
        aria-valuetext={props.valueText ?? props.display}
        min={props.range.min}
        max={props.range.max}
        step={props.range.step}
        value={props.value}
        onChange={(event) => props.onChange(Number(event.currentTarget.value))}
      />
    </div>
  );
}

/** What a published book could earn at 70 % royalties (keyboard-operable sliders). */
export function IncomeCalculator() {
  const { priceCents: priceRange, monthlySales: salesRange } = INCOME_CALCULATOR;
  const [priceCents, setPriceCents] = useState<number>(priceRange.initial);
  const [monthlySales, setMonthlySales] = useState<number>(salesRange.initial);
  const estimate = estimateIncome({ priceCents, monthlySales });

  return (
    <section aria-labelledby="income-title" className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="income-title" eyebrow="Income calculator" title="What could your book earn?">
        Move the sliders to see your royalties at {Math.round(INCOME_CALCULATOR.royaltyRate * 100)}% per copy.
      </SectionHeading>
      <div className="mt-10 grid gap-8 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8 md:grid-cols-2">
        <div className="space-y-8">
          <CalculatorSlider
            label="Book price"
            display={formatCents(priceCents)}
            range={priceRange}
            value={priceCents}
            onChange={setPriceCents}
          />
          <CalculatorSlider
            label="Copies sold per month"
            display={String(monthlySales)}
            valueText={`${monthlySales} copies`}
            range={salesRange}
            value={monthlySales}
            onChange={setMonthlySales}
          />
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
