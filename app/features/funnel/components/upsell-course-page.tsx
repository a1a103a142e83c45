import { Button } from "~/components/ui/button";
import { COUNTDOWN_MINUTES, FOUNDATIONS_MODULES, FUNNEL_ROUTES, UPSELL_COURSE } from "~/content/funnel";
import { OFFERS } from "~/content/offers";
import { acceptUpsell, useViewContent } from "~/features/checkout/buy-offer";
import { FunnelLink } from "./funnel-link";
import { LessonList } from "./lesson-list";
import { declineLinkClass, OfferCard } from "./offer-card";
import { FunnelSection, OfferIntro } from "./upsell-layout";

const course = OFFERS["foundations-course"];

/**
 * Course upsell: SPEC sends the buy button on to /rerouted/book-creation
 * (the course is added to the order already placed), decline to complete.
 */
export function UpsellCoursePage() {
  useViewContent("foundations-course");

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <OfferIntro
        eyebrow={UPSELL_COURSE.eyebrow}
        title={UPSELL_COURSE.title}
        headline={UPSELL_COURSE.headline}
        body={UPSELL_COURSE.body}
      />
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
      <FunnelSection id="modules-title" title={UPSELL_COURSE.modulesHeading}>
        <LessonList lessons={FOUNDATIONS_MODULES} label="Course modules" />
      </FunnelSection>
    </div>
  );
}
