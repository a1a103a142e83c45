import { CircleCheck as CheckCircle2, Gift } from "~/components/ui/icons";
import { VideoFacade } from "~/components/marketing/video-facade";
import { cn } from "~/components/ui/cn";
import { COURSE_ADDED_STORAGE_KEY, FUNNEL_ROUTES, SERIES_LESSONS, THANK_YOU } from "~/content/funnel";
import { usePurchaseConfirmed, useViewContent, type ConfirmedPurchase } from "~/features/checkout";
import { useCopy, useSite } from "~/lib/site-content-context";
import type { DeadlineView } from "../deadlines";
import { useOfferClock } from "./countdown";
import { ExitOfferDialog } from "./exit-offer-dialog";
import { FunnelLink } from "./funnel-link";
import { LessonList } from "./lesson-list";
import { declineLinkClass, OfferCard } from "./offer-card";
import { FunnelSection } from "./upsell-layout";

function rememberDeclined() {
  try {
    localStorage.setItem(COURSE_ADDED_STORAGE_KEY, "false");
  } catch {
    // Blocked storage must not stop the buyer from moving on.
  }
}

/** Thank-you / upsell 1: the book order is confirmed, the Visual Transformation Series is offered. */
export function ThankYouPage({
  deadline,
  oneClick = false,
  purchase = null,
}: {
  deadline: DeadlineView;
  oneClick?: boolean;
  purchase?: ConfirmedPurchase | null;
}) {
  usePurchaseConfirmed(purchase);
  useViewContent("visual-series");
  const site = useSite();
  const copy = useCopy("thankYou", THANK_YOU);
  const lessons = useCopy("seriesLessons", SERIES_LESSONS);
  const bonus = copy.bonusTitle || copy.bonusBody;
  const clock = useOfferClock("visual-series", deadline);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <section aria-labelledby="confirmed-title" className={cn("grid gap-4", bonus && "md:grid-cols-2")}>
        <div className="flex gap-4 rounded-2xl border border-border bg-card p-6">
          <CheckCircle2 aria-hidden className="size-8 shrink-0 text-success" />
          <div>
            <h1 id="confirmed-title" className="font-display text-2xl font-semibold">
              {copy.confirmed}
            </h1>
            <p className="mt-2 text-muted-foreground">{copy.confirmedBody}</p>
          </div>
        </div>
        {/* A bonus only the owner can promise: shown once written in the Pages tab. */}
        {bonus ? (
          <div className="flex gap-4 rounded-2xl border border-border bg-card p-6">
            <Gift aria-hidden className="size-8 shrink-0 text-highlight" />
            <div>
              {copy.bonusTitle ? <h2 className="font-display text-2xl font-semibold">{copy.bonusTitle}</h2> : null}
              {copy.bonusBody ? <p className="mt-2 text-muted-foreground">{copy.bonusBody}</p> : null}
            </div>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="offer-title" className="mt-14">
        <div className="text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-destructive">{copy.waitHeading}</p>
          <h2
            id="offer-title"
            className="mx-auto mt-3 max-w-3xl font-display text-3xl font-semibold leading-tight sm:text-4xl"
          >
            {copy.offerHeadline}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{copy.offerBody}</p>
        </div>
        <VideoFacade
          className="mx-auto mt-10 max-w-3xl"
          title={copy.video.title}
          embedUrl={site.videos.thankYou}
          poster={site.posters.thankYou}
        />
        <div className="mx-auto mt-10 max-w-xl">
          <OfferCard
            offerId="visual-series"
            clock={clock}
            countdownLabel={copy.countdownLabel}
            buyLabel={copy.buyCta}
            oneClick={oneClick}
            decline={
              <FunnelLink to={FUNNEL_ROUTES.upsellAi} onClick={rememberDeclined} className={declineLinkClass}>
                {copy.declineCta}
              </FunnelLink>
            }
          />
        </div>
      </section>

      <FunnelSection id="lessons-title" title={copy.curriculumHeading}>
        <LessonList lessons={lessons} label="Series lessons" />
      </FunnelSection>

      <ExitOfferDialog offerId="visual-series" clock={clock} copy={copy} oneClick={oneClick} />
    </div>
  );
}
