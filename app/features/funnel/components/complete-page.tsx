import { BookOpen, Headphones, MailCheck, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import { VideoFacade } from "~/components/marketing/video-facade";
import { Button } from "~/components/ui/button";
import { COMPLETE, FUNNEL_ROUTES } from "~/content/funnel";
import { SITE } from "~/content/site";
import { useViewContent } from "~/features/checkout/buy-offer";
import { StepNumber } from "./lesson-list";
import { FunnelSection } from "./upsell-layout";

const TILE_ICONS = [BookOpen, Headphones, PlayCircle] as const;

/** Order complete: confirmation, what ships when, and the next steps. */
export function CompletePage() {
  useViewContent({ contentName: COMPLETE.title });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-center font-display text-4xl font-semibold leading-tight sm:text-5xl">{COMPLETE.headline}</h1>
      <VideoFacade
        className="mt-10"
        title={COMPLETE.video.title}
        embedUrl={COMPLETE.video.embedUrl}
        poster={COMPLETE.video.poster}
      />
      <p className="mt-10 flex gap-4 rounded-2xl border border-border bg-card p-6 text-lg">
        <MailCheck aria-hidden className="size-7 shrink-0 text-success" />
        <span>{COMPLETE.emailNote}</span>
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {COMPLETE.tiles.map((tile, index) => {
          const Icon = TILE_ICONS[index] ?? BookOpen;
          return (
            <li key={tile.title} className="rounded-2xl border border-border bg-card p-6 text-center">
              <Icon aria-hidden className="mx-auto size-8 text-highlight" />
              <h2 className="mt-3 font-display text-xl font-semibold">{tile.title}</h2>
              <p className="mt-1 text-muted-foreground">{tile.body}</p>
            </li>
          );
        })}
      </ul>
      <FunnelSection id="next-title" title={COMPLETE.stepsHeading} className="mt-14">
        <ol className="mx-auto max-w-2xl space-y-4">
          {COMPLETE.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <StepNumber value={index + 1} className="bg-primary text-primary-foreground" />
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="text-muted-foreground">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </FunnelSection>
      <div className="mt-12 flex flex-col items-center gap-4 text-center">
        <Button asChild size="lg">
          <Link to={FUNNEL_ROUTES.library}>{COMPLETE.libraryCta}</Link>
        </Button>
        <p className="text-muted-foreground">
          {COMPLETE.supportPrefix}{" "}
          <a className="font-medium text-foreground underline underline-offset-4" href={`mailto:${SITE.supportEmail}`}>
            {SITE.supportEmail}
          </a>
        </p>
      </div>
    </div>
  );
}
