import { Check } from "~/components/ui/icons";
import { PROGRAM_SECTIONS, VALUE_STACK } from "~/content/program";
import { useCopy } from "~/lib/site-content-context";
import { formatDollars } from "../../income";
import { valueStackTotal } from "../../value-stack";
import { SectionHeading } from "~/components/marketing/section-heading";

export function ValueStack() {
  const items = useCopy("programValueStack", VALUE_STACK);
  const { valueStack } = useCopy("programSections", PROGRAM_SECTIONS);
  return (
    <section aria-labelledby="value-title" className="bg-muted py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="value-title" eyebrow={valueStack.eyebrow} title={valueStack.title} />
        <div className="mt-10 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <ul className="divide-y divide-border">
            {items.map((item) => (
              <li key={item.name} className="flex items-center justify-between gap-4 py-3">
                <span className="flex items-start gap-3">
                  <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                  {item.name}
                </span>
                <span className="font-semibold tabular-nums text-muted-foreground">{formatDollars(item.value)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 flex items-center justify-between border-t-2 border-foreground/80 pt-4 font-display text-2xl font-semibold">
            <span>{valueStack.totalLabel}</span>
            <span className="tabular-nums">{formatDollars(valueStackTotal(VALUE_STACK))}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
