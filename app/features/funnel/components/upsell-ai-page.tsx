import { Check, MessageSquareText, Sparkles } from "lucide-react";
import { AI_FAQS, AI_SAMPLE_PROMPTS, COUNTDOWN_MINUTES, FUNNEL_ROUTES, UPSELL_AI } from "~/content/funnel";
import { OFFERS } from "~/content/offers";
import { formatDollars } from "../income";
import { useViewContent } from "./buy-offer";
import { ExitOfferDialog } from "./exit-offer-dialog";
import { FaqAccordion } from "./faq-accordion";
import { FunnelLink } from "./funnel-link";
import { declineLinkClass, OfferCard } from "./offer-card";

const trial = OFFERS["ai-suite-trial"];

/** "$1 for 7 days then $17/month", from the offer's price and renewal. */
function trialTerms(): string {
  const renewal = trial.renewal;
  const first = formatDollars(trial.price);
  return renewal ? `${first} for ${renewal.afterDays} days then ${formatDollars(renewal.price)}/month` : first;
}

/** Upsell 2: the AI Clarity Suite trial. */
export function UpsellAiPage() {
  useViewContent("ai-suite-trial");

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <section aria-labelledby="ai-title" className="text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-highlight">{UPSELL_AI.eyebrow}</p>
        <h1 id="ai-title" className="mt-3 font-display text-4xl font-semibold leading-tight sm:text-5xl">
          {UPSELL_AI.productName}
        </h1>
        <p className="mx-auto mt-3 max-w-3xl font-display text-2xl">{UPSELL_AI.headline}</p>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{UPSELL_AI.body}</p>
      </section>

      <div className="mx-auto mt-10 grid max-w-4xl items-start gap-8 md:grid-cols-2">
        <ul className="space-y-3 rounded-2xl border border-border bg-card p-6">
          {UPSELL_AI.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <OfferCard
          offerId="ai-suite-trial"
          countdown={{ offer: "ai-suite-trial", minutes: COUNTDOWN_MINUTES.upsell, label: UPSELL_AI.countdownLabel }}
          buyLabel={UPSELL_AI.buyCta}
          priceNote={trialTerms()}
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

      <section aria-labelledby="prompts-title" className="mt-16">
        <h2 id="prompts-title" className="text-center font-display text-3xl font-semibold">
          {UPSELL_AI.promptsHeading}
        </h2>
        <ul className="mx-auto mt-8 grid max-w-4xl gap-3 sm:grid-cols-2">
          {AI_SAMPLE_PROMPTS.map((prompt) => (
            <li key={prompt} className="flex gap-3 rounded-xl border border-border bg-card p-4">
              <MessageSquareText aria-hidden className="mt-0.5 size-5 shrink-0 text-highlight" />
              <span>&ldquo;{prompt}&rdquo;</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ai-faq-title" className="mx-auto mt-16 max-w-3xl">
        <h2 id="ai-faq-title" className="text-center font-display text-3xl font-semibold">
          {UPSELL_AI.faqHeading}
        </h2>
        <div className="mt-8">
          <FaqAccordion faqs={AI_FAQS} />
        </div>
      </section>

      <ExitOfferDialog
        offerId="ai-suite-trial"
        title={UPSELL_AI.exitTitle}
        body={UPSELL_AI.exitBody}
        buyLabel={UPSELL_AI.buyCta}
        dismissLabel={UPSELL_AI.exitDismiss}
      />
    </div>
  );
}
