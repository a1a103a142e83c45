import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ArrowLeft, CircleCheck as CheckCircle2, Clock, Sparkles } from "~/components/ui/icons";
import { ChoiceList } from "~/components/forms/choice-list";
import { FormField, HoneypotField } from "~/components/forms/form-field";
import { MarketingConsentField } from "~/components/forms/marketing-consent-field";
import { LeadFormCard } from "~/components/forms/lead-form-card";
import { StepProgress } from "~/components/forms/step-progress";
import { useFormValues } from "~/components/forms/use-form-values";
import { useStepFocus } from "~/components/forms/use-step-focus";
import { useExitIntent } from "~/components/marketing/use-exit-intent";
import { previewOf, usePreviewState } from "~/components/preview-state";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import {
  FREE_CHAPTER_POPUP,
  LEAD_SAVE_ERROR,
  READINESS_EMAIL_STEP,
  READINESS_INTRO,
  READINESS_QUESTIONS,
  READINESS_QUIZ,
  READINESS_RESULTS,
  READINESS_STAGES,
  type ReadinessStage,
} from "~/content/assessments";
import { track, trackPixel } from "~/features/analytics";
import { fillPlaceholders } from "~/lib/copy-placeholders";
import { submitLead } from "~/lib/lead-queue";
import { useCopy, useSite } from "~/lib/site-content-context";
import { computeReadinessStage } from "../readiness-stage";
import type { ReadinessLeadResult } from "../save-leads.server";
import { readinessContactForm } from "../schemas";

type Step = "intro" | "quiz" | "email" | "results";

/** The readiness assessment (SPEC sections 2 and 4): intro, 5 questions, email capture, results. */
export function ReadinessAssessment() {
  // The launch checklist renders each result and the exit dialog on the server (preview-state.tsx).
  const preview = usePreviewState();
  const previewStage = previewOf(preview, "result") as ReadinessStage | null;
  const [step, setStep] = useState<Step>(previewStage ? "results" : "intro");
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [stage, setStage] = useState<ReadinessStage>(previewStage ?? "Thriving & Leading");
  const [name, setName] = useState("");
  // The exit dialog offers the free chapter: without the owner's PDF there is nothing to offer, so it never opens.
  const freeChapter = useSite().leadMagnetPdf;
  const exitIntent = useExitIntent({ enabled: step === "intro" && freeChapter !== null });
  // The exit popup's words are the owner's; its link is the owner's uploaded file.
  const popup = useCopy("readinessExit", FREE_CHAPTER_POPUP);

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      {step === "intro" ? <Intro onStart={() => setStep("quiz")} /> : null}
      {step === "quiz" ? (
        <Quiz
          index={index}
          answers={answers}
          onAnswer={(id, value) => setAnswers((current) => ({ ...current, [id]: value }))}
          onBack={() => (index === 0 ? setStep("intro") : setIndex(index - 1))}
          onNext={() => {
            if (index < READINESS_QUESTIONS.length - 1) return setIndex(index + 1);
            track("assessment_completed", { source: "assessment" });
            setStep("email");
          }}
        />
      ) : null}
      {step === "email" ? (
        <EmailCapture
          answers={answers}
          onBack={() => setStep("quiz")}
          onDone={(contactName, computed) => {
            setName(contactName);
            setStage(computed);
            setStep("results");
          }}
        />
      ) : null}
      {step === "results" ? <Results name={name} stage={stage} /> : null}

      {freeChapter ? (
        <Dialog open={exitIntent.open || preview === "exit"} onOpenChange={exitIntent.setOpen}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{popup.title}</DialogTitle>
              <DialogDescription>{popup.body}</DialogDescription>
            </DialogHeader>
            <DialogFooter className="flex-col gap-2 sm:flex-col">
              <Button asChild size="lg" variant="accent">
                <a
                  href={freeChapter}
                  download
                  onClick={() => track("free_chapter_download", { source: "assessment_exit_intent" }, "click")}
                >
                  {popup.download}
                </a>
              </Button>
              <Button variant="ghost" onClick={() => exitIntent.setOpen(false)}>
                {popup.dismiss}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </section>
  );
}

function Intro({ onStart }: { onStart: () => void }) {
  const intro = useCopy("readinessIntro", READINESS_INTRO);
  return (
    <div className="text-center">
      <p className="inline-flex items-center gap-2 rounded-full bg-secondary px-4 py-1.5 text-sm font-semibold text-highlight">
        <Sparkles aria-hidden="true" className="size-4" />
        {intro.eyebrow}
      </p>
      <h1 className="mt-6 font-display text-4xl font-semibold leading-tight sm:text-5xl">{intro.title}</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-muted-foreground">{intro.body}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
        {intro.facts.map((fact) => (
          <li key={fact} className="inline-flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 text-highlight" />
            {fact}
          </li>
        ))}
      </ul>
      <Button size="lg" className="mt-10 w-full sm:w-auto" onClick={onStart}>
        {intro.start}
      </Button>
    </div>
  );
}

function Quiz({
  index,
  answers,
  onAnswer,
  onBack,
  onNext,
}: {
  index: number;
  answers: Record<string, string>;
  onAnswer: (id: string, value: string) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const titleId = useId();
  const headingRef = useStepFocus<HTMLHeadingElement>(index);
  const question = useCopy("readinessQuestions", READINESS_QUESTIONS)[index];
  const words = useCopy("readinessQuiz", READINESS_QUIZ);
  if (!question) return null;
  const total = READINESS_QUESTIONS.length;
  const last = index === total - 1;
  const progress = fillPlaceholders(words.progress, { number: index + 1, total });
  return (
    <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
      <StepProgress current={index + 1} total={total} label={progress} />
      <h1
        ref={headingRef}
        tabIndex={-1}
        id={titleId}
        className="mt-6 font-display text-2xl font-semibold leading-snug outline-none sm:text-3xl"
      >
        {question.title}
      </h1>
      <div className="mt-6">
        <ChoiceList
          key={question.id}
          labelledBy={titleId}
          options={question.options}
          value={answers[question.id]}
          onChange={(value) => onAnswer(question.id, value)}
        />
      </div>
      <div className="mt-8 flex items-center justify-between gap-3">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {words.back}
        </Button>
        <Button onClick={onNext} disabled={!answers[question.id]}>
          {last ? words.finish : words.next}
        </Button>
      </div>
    </div>
  );
}

function EmailCapture({
  answers,
  onBack,
  onDone,
}: {
  answers: Record<string, string>;
  onBack: () => void;
  onDone: (name: string, stage: ReadinessStage) => void;
}) {
  const form = useFormValues(readinessContactForm, { name: "", email: "", marketingConsent: false });
  const [honeypot, setHoneypot] = useState("");
  const [saving, setSaving] = useState(false);
  const submitted = useRef(false);
  const saveError = useCopy("leadSaveError", LEAD_SAVE_ERROR);
  const words = useCopy("readinessEmailStep", READINESS_EMAIL_STEP);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitted.current) return;
    const contact = form.check();
    if (!contact) return;
    submitted.current = true;
    setSaving(true);
    const stage = computeReadinessStage(answers);
    track("lead_captured", { source: "assessment", stage }, "form_submit");
    trackPixel("Lead", { content_name: "Readiness Assessment" });
    const saved = await submitLead<ReadinessLeadResult>("/api/leads/readiness", {
      ...contact,
      answers,
      website: honeypot,
    });
    // SPEC section 4: the results follow even if saving failed; the lead stays queued.
    if (!saved.ok) toast.error(saveError.title, { description: saveError.description });
    onDone(contact.name, stage);
  };

  return (
    <LeadFormCard
      questions={READINESS_QUESTIONS.length}
      title={words.title}
      body={words.body}
      onSubmit={submit}
      onBack={onBack}
      submitLabel={{ idle: words.submit, saving: words.submitting }}
      labels={words}
      saving={saving}
    >
      <FormField label={words.nameLabel} autoComplete="given-name" {...form.text("name")} />
      <FormField label={words.emailLabel} type="email" autoComplete="email" {...form.text("email")} />
      <MarketingConsentField
        form="readiness"
        checked={form.values.marketingConsent}
        onChange={(checked) => form.set("marketingConsent", checked)}
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
    </LeadFormCard>
  );
}

function Results({ name, stage }: { name: string; stage: ReadinessStage }) {
  const content = useCopy("readinessStages", READINESS_STAGES)[stage];
  const words = useCopy("readinessResults", READINESS_RESULTS);
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <div aria-hidden="true" className={`h-2 ${content.barClass}`} />
      <div className="p-5 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-muted-foreground">
          {fillPlaceholders(words.intro, { name })}
        </p>
        <h1 className="mt-3">
          <span
            className={`inline-block rounded-full px-4 py-1.5 font-display text-2xl font-semibold sm:text-3xl ${content.badgeClass}`}
          >
            {content.title}
          </span>
        </h1>
        <p className="mt-5 text-lg leading-relaxed">{content.description}</p>
        <h2 id="next-steps" className="mt-8 font-display text-xl font-semibold">
          {words.stepsTitle}
        </h2>
        <ul aria-labelledby="next-steps" className="mt-4 space-y-3">
          {content.recommendations.map((recommendation) => (
            <li key={recommendation} className="flex gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-highlight" />
              <span>{recommendation}</span>
            </li>
          ))}
        </ul>
        <Button asChild size="lg" className="mt-10 w-full sm:w-auto">
          <Link to={words.ctaTo}>{words.cta}</Link>
        </Button>
      </div>
    </div>
  );
}
