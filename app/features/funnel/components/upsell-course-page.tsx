import { FOUNDATIONS_MODULES, FUNNEL_ROUTES, UPSELL_COURSE } from "~/content/funnel";
import { useViewContent } from "~/features/checkout";
import { useCopy } from "~/lib/site-content-context";
import type { DeadlineView } from "../deadlines";
import { useOfferClock } from "./countdown";
import { FunnelLink } from "./funnel-link";
import { LessonList } from "./lesson-list";
import { declineLinkClass, OfferCard } from "./offer-card";
import { FunnelSection, OfferIntro } from "./upsell-layout";

/**
 * Course upsell: "Yes" sells the course (one click after a Stripe
 * checkout) and goes on to /rerouted/book-creation; decline to complete.
 */
export function UpsellCoursePage({ deadline, oneClick = false }: { deadline: DeadlineView; oneClick?: boolean }) {
  useViewContent("foundations-course");
  const clock = useOfferClock("foundations-course", deadline);
  const copy = useCopy("upsellCourse", UPSELL_COURSE);
  const modules = useCopy("foundationsModules", FOUNDATIONS_MODULES);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <OfferIntro eyebrow={copy.eyebrow} title={copy.title} headline={copy.headline} body={copy.body} />
      <div className="mx-auto mt-10 max-w-xl">
        <OfferCard
          offerId="foundations-course"
          clock={clock}
          countdownLabel={copy.countdownLabel}
          buyLabel={copy.buyCta}
          oneClick={oneClick}
          decline={
            <FunnelLink to={FUNNEL_ROUTES.complete} className={declineLinkClass}>
              {copy.declineCta}
            </FunnelLink>
          }
        />
      </div>
      <FunnelSection id="modules-title" title={copy.modulesHeading}>
        <LessonList lessons={modules} label="Course modules" />
      </FunnelSection>
    </div>
  );
}
