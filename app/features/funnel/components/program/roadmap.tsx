import { CircleCheck as CheckCircle2 } from "~/components/ui/icons";
import { PROGRAM_SECTIONS, ROADMAP } from "~/content/program";
import { useCopy } from "~/lib/site-content-context";
import { SectionHeading } from "~/components/marketing/section-heading";

export function Roadmap() {
  const phases = useCopy("programRoadmap", ROADMAP);
  const { roadmap } = useCopy("programSections", PROGRAM_SECTIONS);
  return (
    <section aria-labelledby="roadmap-title" className="bg-muted py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="roadmap-title" eyebrow={roadmap.eyebrow} title={roadmap.title}>
          {roadmap.intro}
        </SectionHeading>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {phases.map((phase) => (
            <li key={phase.weeks} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-wider text-highlight">{phase.weeks}</p>
              <h3 className="mt-2 font-display text-2xl font-semibold">{phase.title}</h3>
              <p className="mt-2 text-muted-foreground">{phase.summary}</p>
              <ul className="mt-4 space-y-2">
                {phase.milestones.map((milestone) => (
                  <li key={milestone} className="flex gap-2">
                    <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                    <span>{milestone}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
