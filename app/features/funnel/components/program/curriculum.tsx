import { PROGRAM_CURRICULUM } from "~/content/program";
import { SectionHeading } from "~/components/marketing/section-heading";

export function Curriculum() {
  return (
    <section aria-labelledby="curriculum-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="curriculum-title" eyebrow="The curriculum" title="Eight modules, one finished book">
        Each module builds on the last, so you never wonder what comes next.
      </SectionHeading>
      <ol className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Program modules">
        {PROGRAM_CURRICULUM.map((module, index) => (
          <li key={module.title} className="rounded-2xl border border-border bg-card p-5">
            <p className="text-sm font-semibold text-highlight">Module {index + 1}</p>
            <h3 className="mt-1 font-display text-xl font-semibold">{module.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{module.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
