import { PROGRAM_CURRICULUM, PROGRAM_SECTIONS } from "~/content/program";
import { useCopy } from "~/lib/site-content-context";
import { SectionHeading } from "~/components/marketing/section-heading";

export function Curriculum() {
  const modules = useCopy("programCurriculum", PROGRAM_CURRICULUM);
  const { curriculum } = useCopy("programSections", PROGRAM_SECTIONS);
  return (
    <section aria-labelledby="curriculum-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="curriculum-title" eyebrow={curriculum.eyebrow} title={curriculum.title}>
        {curriculum.intro}
      </SectionHeading>
      <ol className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Program modules">
        {modules.map((module, index) => (
          <li key={module.title} className="rounded-2xl border border-border bg-card p-5">
            <p className="text-sm font-semibold text-highlight">
              {curriculum.moduleLabel} {index + 1}
            </p>
            <h3 className="mt-1 font-display text-xl font-semibold">{module.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{module.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
