import { VideoFacade } from "~/components/marketing/video-facade";
import { PROGRAM } from "~/content/program";
import { useCopy, useSite } from "~/lib/site-content-context";
import { StartJourneyButton } from "./start-journey-button";

export function ProgramHero({ title }: { title: string }) {
  const site = useSite();
  const program = useCopy("programHero", PROGRAM);
  return (
    <section aria-labelledby="program-title" className="mx-auto max-w-6xl px-4 pb-16 pt-8 sm:px-6 sm:pt-14">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div className="text-center lg:text-left">
          <p className="text-sm font-semibold uppercase tracking-widest text-highlight">{program.eyebrow}</p>
          <h1 id="program-title" className="mt-3 font-display text-4xl font-semibold leading-tight sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 font-display text-2xl leading-snug text-foreground/90">{program.headline}</p>
          <p className="mt-4 text-lg text-muted-foreground">{program.subheadline}</p>
          <StartJourneyButton className="mt-8" />
        </div>
        <VideoFacade
          title={program.video.title}
          embedUrl={site.videos.program}
          poster={site.posters.program}
          priority
        />
      </div>
      <dl className="mt-12 grid gap-4 sm:grid-cols-3">
        {program.facts.map((fact) => (
          <div key={fact.label} className="rounded-2xl border border-border bg-card p-5 text-center">
            <dt className="text-sm text-muted-foreground">{fact.label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
