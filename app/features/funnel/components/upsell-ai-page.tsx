import { Check, MessageSquareText, Sparkles } from "~/components/ui/icons";
import { AI_FAQS, AI_SAMPLE_PROMPTS, FUNNEL_ROUTES, UPSELL_AI } from "~/content/funnel";
import type { Offer } from "~/content/offers";
import { useCopy, useOffer } from "~/lib/site-content-context";
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
export function UpsellAiPage({
  deadline,
  oneClick = false,
  spotsLeft,
}: {
  deadline: DeadlineView;
  oneClick?: boolean;
  /** Real spots left of the owner's capacity; null: no scarcity is claimed. */
  spotsLeft: number | null;
}) {
  useViewContent("ai-suite-trial");
  const trial = useOffer("ai-suite-trial");
  const copy = useCopy("upsellAi", UPSELL_AI);
  const prompts = useCopy("aiSamplePrompts", AI_SAMPLE_PROMPTS);
  const faqs = useCopy("aiFaqs", AI_FAQS);
  const clock = useOfferClock("ai-suite-trial", deadline);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <OfferIntro eyebrow={copy.eyebrow} title={copy.productName} headline={copy.headline} body={copy.body} />

      <div className="mx-auto mt-10 grid max-w-4xl items-start gap-8 md:grid-cols-2">
        <ul className="order-last space-y-3 rounded-2xl border border-border bg-card p-6 md:order-none">
          {copy.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <OfferCard
          offerId="ai-suite-trial"
          clock={clock}
          countdownLabel={copy.countdownLabel}
          buyLabel={copy.buyCta}
          priceNote={trialTerms(trial)}
          oneClick={oneClick}
          decline={
            <FunnelLink to={FUNNEL_ROUTES.bookCreation} className={declineLinkClass}>
              {copy.declineCta}
            </FunnelLink>
          }
        >
          {spotsLeft !== null ? (
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-destructive/10 px-3 py-1 text-sm font-semibold text-destructive">
              <Sparkles aria-hidden className="size-4" />
              {copy.spotsLeft.replace("{spots}", String(spotsLeft))}
            </p>
          ) : null}
        </OfferCard>
      </div>

      <FunnelSection id="prompts-title" title={copy.promptsHeading}>
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          {prompts.map((prompt) => (
            <li key={prompt} className="flex gap-3 rounded-xl border border-border bg-card p-4">
              <MessageSquareText aria-hidden className="mt-0.5 size-5 shrink-0 text-highlight" />
              <span>&ldquo;{prompt}&rdquo;</span>
            </li>
          ))}
        </ul>
      </FunnelSection>

      <FunnelSection id="ai-faq-title" title={copy.faqHeading} className="mx-auto max-w-3xl">
        <FaqAccordion faqs={faqs} />
      </FunnelSection>

      <ExitOfferDialog offerId="ai-suite-trial" clock={clock} copy={copy} oneClick={oneClick} />
    </div>
  );
}
