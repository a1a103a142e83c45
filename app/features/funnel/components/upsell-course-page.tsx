import { Button } from "~/components/ui/button";
import { COUNTDOWN_MINUTES, FOUNDATIONS_MODULES, FUNNEL_ROUTES, UPSELL_COURSE } from "~/content/funnel";
import { OFFERS } from "~/content/offers";
import { acceptUpsell, useViewContent } from "./buy-offer";
import { FunnelLink } from "./funnel-link";
import { LessonList } from "./lesson-list";
import { declineLinkClass, OfferCard } from "./offer-card";

const course = OFFERS["foundations-course"];

/**
 * Course upsell: SPEC sends the buy button on to /rerouted/book-creation
 * (the course is added to the order already placed), decline to complete.
 */
export function UpsellCoursePage() {
  useViewContent("foundations-course");

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <section aria-labelledby="course-title" className="text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-highlight">{UPSELL_COURSE.eyebrow}</p>
        <h1 id="course-title" className="mt-3 font-display text-4xl font-semibold leading-tight sm:text-5xl">
          {UPSELL_COURSE.title}
        </h1>
        <p className="mx-auto mt-3 max-w-3xl font-display text-2xl">{UPSELL_COURSE.headline}</p>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{UPSELL_COURSE.body}</p>
      </section>
      <div className="mx-auto mt-10 max-w-xl">
        <OfferCard
          offerId="foundations-course"
          countdown={{ offer: course.id, minutes: COUNTDOWN_MINUTES.upsell, label: UPSELL_COURSE.countdownLabel }}
          buyLabel={UPSELL_COURSE.buyCta}
          buyButton={
            <Button
              asChild
              size="lg"
              variant="accent"
              className="h-auto min-h-14 w-full max-w-md whitespace-normal py-3 text-lg"
            >
              <FunnelLink to={FUNNEL_ROUTES.bookCreation} onClick={() => acceptUpsell(course.id)}>
                {UPSELL_COURSE.buyCta}
              </FunnelLink>
            </Button>
          }
          decline={
            <FunnelLink to={FUNNEL_ROUTES.complete} className={declineLinkClass}>
              {UPSELL_COURSE.declineCta}
            </FunnelLink>
          }
        />
      </div>
      <section aria-labelledby="modules-title" className="mt-16">
        <h2 id="modules-title" className="text-center font-display text-3xl font-semibold">
          {UPSELL_COURSE.modulesHeading}
        </h2>
        <div className="mt-8">
          <LessonList lessons={FOUNDATIONS_MODULES} label="Course modules" />
        </div>
      </section>
    </div>
  );
}
