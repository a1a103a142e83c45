import { Check, MessageSquareText, Sparkles } from "lucide-react";
import { AI_FAQS, AI_SAMPLE_PROMPTS, FUNNEL_ROUTES, UPSELL_AI } from "~/content/funnel";
import type { Offer } from "~/content/offers";
import { useOffer } from "~/lib/site-content-context";
import type { DeadlineView } from "../deadlines";
import { formatDollars } from "../income";
import { useOfferClock } from "./countdown";
import { useViewContent } from "~/features/checkout";
import { ExitOfferDialog } from "./exit-offer-dialog";
import { FaqAccordion } from "~/components/marketing/faq-accordion";
import { FunnelLink } from "./funnel-link";
import { declineLinkClass, OfferCard } from "./offer-card";
import { FunnelSection, OfferIntro } from "./upsell-layout";

/** "$1 for 7 days then $17/month", from the offer's price and renewal. */
function trialTerms(trial: Offer): string {
  const renewal = trial.renewal;
  const first = formatDollars(trial.price);
  return renewal ? `${first} for ${renewal.afterDays} days then ${formatDollars(renewal.price)}/month` : first;
}

/** Upsell 2: the AI Clarity Suite trial. */
export function UpsellAiPage({ deadline, oneClick = false }: { deadline: DeadlineView; oneClick?: boolean }) {
  useViewContent("ai-suite-trial");
  const trial = useOffer("ai-suite-trial");
  const clock = useOfferClock("ai-suite-trial", deadline);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <OfferIntro
        eyebrow={UPSELL_AI.eyebrow}
        title={UPSELL_AI.productName}
        headline={UPSELL_AI.headline}
        body={UPSELL_AI.body}
      />

      <div className="mx-auto mt-10 grid max-w-4xl items-start gap-8 md:grid-cols-2">
        <ul className="order-last space-y-3 rounded-2xl border border-border bg-card p-6 md:order-none">
          {UPSELL_AI.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <OfferCard
          offerId="ai-suite-trial"
          clock={clock}
          countdownLabel={UPSELL_AI.countdownLabel}
          buyLabel={UPSELL_AI.buyCta}
          priceNote={trialTerms(trial)}
          oneClick={oneClick}
          decline={
            <FunnelLink to={FUNNEL_ROUTES.bookCreation} className={declineLinkClass}>
              {UPSELL_AI.declineCta}
            </FunnelLink>
          }
        >
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-destructive/10 px-3 py-1 text-sm font-semibold text-destructive">
            <Sparkles aria-hidden className="size-4" />
            Only {UPSELL_AI.spotsLeft} trial spots left
          </p>
        </OfferCard>
      </div>

      <FunnelSection id="prompts-title" title={UPSELL_AI.promptsHeading}>
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          {AI_SAMPLE_PROMPTS.map((prompt) => (
            <li key={prompt} className="flex gap-3 rounded-xl border border-border bg-card p-4">
              <MessageSquareText aria-hidden className="mt-0.5 size-5 shrink-0 text-highlight" />
              <span>&ldquo;{prompt}&rdquo;</span>
            </li>
          ))}
        </ul>
      </FunnelSection>

      <FunnelSection id="ai-faq-title" title={UPSELL_AI.faqHeading} className="mx-auto max-w-3xl">
        <FaqAccordion faqs={AI_FAQS} />
      </FunnelSection>

      <ExitOfferDialog offerId="ai-suite-trial" clock={clock} copy={UPSELL_AI} oneClick={oneClick} />
    </div>
  );
}
