import { Link } from "react-router";
import { ExitIntentDialog } from "~/components/marketing/exit-intent-dialog";
import { Button } from "~/components/ui/button";
import { PROGRAM, PROGRAM_EXIT, PROGRAM_FAQS, PROGRAM_SECTIONS } from "~/content/program";
import { useCartScript, useViewContent } from "~/features/checkout";
import { FaqAccordion } from "~/components/marketing/faq-accordion";
import { SectionHeading } from "~/components/marketing/section-heading";
import { useCopy } from "~/lib/site-content-context";
import type { DeadlineView } from "../../deadlines";
import { Coach } from "./coach";
import { Curriculum } from "./curriculum";
import { Guarantees } from "./guarantees";
import { IncomeCalculator } from "./income-calculator";
import { Pricing } from "./pricing";
import { ProgramHero } from "./program-hero";
import { Roadmap } from "./roadmap";
import { StartJourneyButton } from "./start-journey-button";
import { Testimonials } from "./testimonials";
import { ValueStack } from "./value-stack";

/**
 * The program offer (DESIGN section 5): the sales page at /rerouted and, in
 * the post-purchase funnel, /rerouted/book-creation with its decline link.
 */
export function ProgramPage({ variant, deadline }: { variant: "sales" | "funnel"; deadline: DeadlineView }) {
  useCartScript();
  useViewContent("program-full");
  const program = useCopy("programHero", PROGRAM);
  const { faq } = useCopy("programSections", PROGRAM_SECTIONS);
  const faqs = useCopy("programFaqs", PROGRAM_FAQS);
  const exit = useCopy("programExit", PROGRAM_EXIT);

  return (
    <>
      <ProgramHero title={variant === "funnel" ? program.funnelName : program.name} />
      <Roadmap />
      <Curriculum />
      <ValueStack />
      <div className="py-10 text-center">
        <StartJourneyButton />
      </div>
      <Testimonials />
      <Coach />
      <IncomeCalculator />
      <Guarantees />
      <Pricing showDecline={variant === "funnel"} deadline={deadline} />
      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="faq-title" eyebrow={faq.eyebrow} title={faq.title} />
        <div className="mt-10">
          <FaqAccordion faqs={faqs} />
        </div>
        <div className="mt-10 text-center">
          <StartJourneyButton />
        </div>
      </section>
      {/* Only on the sales page: a buyer in the post-purchase funnel is not sent away from their order. */}
      {variant === "sales" ? (
        <ExitIntentDialog
          copy={exit}
          action={
            <Button asChild variant="accent">
              <Link to={exit.href}>{exit.cta}</Link>
            </Button>
          }
        />
      ) : null}
    </>
  );
}
