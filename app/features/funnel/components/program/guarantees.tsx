import { ShieldCheck } from "~/components/ui/icons";
import { GUARANTEES } from "~/content/program";
import { useCopy } from "~/lib/site-content-context";

export function Guarantees() {
  const guarantees = useCopy("programGuarantees", GUARANTEES);
  return (
    <section aria-label="Guarantees" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <ul className="grid gap-6 md:grid-cols-2">
        {guarantees.map((guarantee) => (
          <li key={guarantee.title} className="flex gap-4 rounded-2xl border-2 border-accent bg-card p-6">
            <ShieldCheck aria-hidden className="size-10 shrink-0 text-highlight" />
            <div>
              <h3 className="font-display text-xl font-semibold">{guarantee.title}</h3>
              <p className="mt-1 text-muted-foreground">{guarantee.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
