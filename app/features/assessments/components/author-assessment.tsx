import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ArrowLeft, Check, Flag } from "~/components/ui/icons";
import { FormField, HoneypotField } from "~/components/forms/form-field";
import { LeadFormCard } from "~/components/forms/lead-form-card";
import { MarketingConsentField } from "~/components/forms/marketing-consent-field";
import { SmsConsentField } from "~/components/forms/sms-consent-field";
import { StepProgress } from "~/components/forms/step-progress";
import { useFormValues } from "~/components/forms/use-form-values";
import { useStepFocus } from "~/components/forms/use-step-focus";
import { previewOf, usePreviewState } from "~/components/preview-state";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { toast } from "~/components/ui/toast";
import {
  AUTHOR_FORM,
  AUTHOR_INTRO,
  AUTHOR_LEVELS,
  AUTHOR_QUESTION_WORDS,
  AUTHOR_QUESTIONS,
  AUTHOR_QUIZ,
  AUTHOR_RESULTS,
  LEAD_SAVE_ERROR,
  type AuthorLevelContent,
  type AuthorQuestionId,
} from "~/content/assessments";
import { track, trackPixel } from "~/features/analytics";
import { fillPlaceholders } from "~/lib/copy-placeholders";
import { submitLead } from "~/lib/lead-queue";
import { useCopy } from "~/lib/site-content-context";
import { computeAuthorLevel } from "../author-level";
import type { AuthorLeadResult } from "../save-leads.server";
import { authorContactForm } from "../schemas";

type Answers = Partial<Record<AuthorQuestionId, string>>;

/** The author journey assessment (SPEC sections 2 and 4): 4 one-click questions, lead form, level X/5. */
export function AuthorAssessment() {
  // The launch checklist renders each level's result on the server (preview-state.tsx).
  const previewPhase = Number(previewOf(usePreviewState(), "result"));
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [level, setLevel] = useState<AuthorLevelContent | null>(
    AUTHOR_LEVELS.find((candidate) => candidate.phase === previewPhase) ?? null,
  );
  const total = AUTHOR_QUESTIONS.length;
  const intro = useCopy("authorIntro", AUTHOR_INTRO);

  return (
    <>
      <div className="sticky top-20 z-30 border-b border-border bg-background/90 backdrop-blur">
        <div className="mx-auto flex max-w-2xl px-4 py-2">
          <Button asChild variant="ghost" size="sm">
            <Link to={intro.backTo}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {intro.back}
            </Link>
          </Button>
        </div>
      </div>
      <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
        {level ? (
          <Results level={level} />
        ) : index < total ? (
          <Question
            index={index}
            answer={answers[AUTHOR_QUESTIONS[index]!.id]}
            onAnswer={(value) => {
              setAnswers((current) => ({ ...current, [AUTHOR_QUESTIONS[index]!.id]: value }));
              setIndex(index + 1);
            }}
            onBack={index > 0 ? () => setIndex(index - 1) : undefined}
          />
        ) : (
          <LeadForm answers={answers} onBack={() => setIndex(total - 1)} onDone={setLevel} />
        )}
      </section>
    </>
  );
}

function Question({
  index,
  answer,
  onAnswer,
  onBack,
}: {
  index: number;
  answer: string | undefined;
  onAnswer: (value: string) => void;
  onBack?: () => void;
}) {
  const titleId = useId();
  const headingRef = useStepFocus<HTMLHeadingElement>(index, { skipFirst: index === 0 });
  const question = AUTHOR_QUESTIONS[index]!;
  const words = useCopy("authorQuestions", AUTHOR_QUESTION_WORDS)[index]!;
  const quiz = useCopy("authorQuiz", AUTHOR_QUIZ);
  const intro = useCopy("authorIntro", AUTHOR_INTRO);
  const total = AUTHOR_QUESTIONS.length;
  return (
    <div>
      {index === 0 ? (
        <div className="mb-8 text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-highlight">{intro.eyebrow}</p>
          <p className="mt-3 font-display text-3xl font-semibold sm:text-4xl">{intro.title}</p>
          <p className="mt-3 text-muted-foreground">{intro.body}</p>
        </div>
      ) : null}
      <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <StepProgress
          current={index + 1}
          total={total}
          label={fillPlaceholders(quiz.progress, { number: index + 1, total })}
        />
        <h1
          ref={headingRef}
          tabIndex={-1}
          id={titleId}
          className="mt-6 font-display text-2xl font-semibold outline-none sm:text-3xl"
        >
          {words.title}
        </h1>
        <div role="group" aria-labelledby={titleId} className="mt-6 grid gap-3">
          {question.options.map((option, i) => (
            <button
              key={option}
              type="button"
              aria-pressed={answer === option}
              onClick={() => onAnswer(option)}
              className={cn(
                "flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3.5 text-left text-base transition-colors",
                "hover:border-primary/60 hover:bg-secondary/40 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring",
                answer === option ? "border-primary bg-secondary/60 ring-1 ring-primary" : "border-border",
              )}
            >
              {words.options[i]?.label ?? option}
              {answer === option ? <Check aria-hidden="true" className="size-5 text-primary" /> : null}
            </button>
          ))}
        </div>
        {onBack ? (
          <Button variant="outline" className="mt-8" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {quiz.back}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function LeadForm({
  answers,
  onBack,
  onDone,
}: {
  answers: Answers;
  onBack: () => void;
  onDone: (level: AuthorLevelContent) => void;
}) {
  const form = useFormValues(authorContactForm, {
    fullName: "",
    email: "",
    phone: "",
    smsConsent: false,
    marketingConsent: false,
  });
  const [honeypot, setHoneypot] = useState("");
  const [saving, setSaving] = useState(false);
  const submitted = useRef(false);
  const saveError = useCopy("leadSaveError", LEAD_SAVE_ERROR);
  const words = useCopy("authorForm", AUTHOR_FORM);
  const consentMissing = form.values.phone.trim() !== "" && !form.values.smsConsent;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitted.current || consentMissing) return;
    const contact = form.check();
    if (!contact) return;
    submitted.current = true;
    setSaving(true);
    const level = computeAuthorLevel(answers.stage ?? "");
    track("lead_captured", { source: "author_assessment", level: level.phase }, "form_submit");
    trackPixel("Lead", { content_name: "Author Journey Assessment" });
    const saved = await submitLead<AuthorLeadResult>("/api/leads/author", {
      ...contact,
      answers,
      website: honeypot,
    });
    if (!saved.ok) toast.error(saveError.title, { description: saveError.description });
    onDone(saved.ok ? (AUTHOR_LEVELS.find((l) => l.phase === saved.result.level) ?? level) : level);
  };

  return (
    <LeadFormCard
      questions={AUTHOR_QUESTIONS.length}
      title={words.title}
      body={words.body}
      onSubmit={submit}
      onBack={onBack}
      submitLabel={{ idle: words.submit, saving: words.submitting }}
      labels={words}
      submitDisabled={consentMissing}
      saving={saving}
    >
      <FormField label={words.nameLabel} autoComplete="name" {...form.text("fullName")} />
      <FormField label={words.emailLabel} type="email" autoComplete="email" {...form.text("email")} />
      <FormField
        label={words.phoneLabel}
        type="tel"
        autoComplete="tel"
        hint={words.phoneHint}
        {...form.text("phone")}
      />
      <SmsConsentField
        checked={form.values.smsConsent}
        onChange={(checked) => form.set("smsConsent", checked)}
        error={form.errorOf("smsConsent")}
      />
      <MarketingConsentField
        form="author"
        checked={form.values.marketingConsent}
        onChange={(checked) => form.set("marketingConsent", checked)}
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
    </LeadFormCard>
  );
}

function Results({ level: computed }: { level: AuthorLevelContent }) {
  const level = useCopy("authorLevels", AUTHOR_LEVELS).find((l) => l.phase === computed.phase) ?? computed;
  const words = useCopy("authorResults", AUTHOR_RESULTS);
  return (
    <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-widest text-muted-foreground">{words.eyebrow}</p>
      <h1 className="mt-3 font-display text-4xl font-semibold">
        {fillPlaceholders(words.level, { phase: level.phase })} <span className="text-highlight">{level.name}</span>
      </h1>
      <div className="mt-4 flex gap-1.5" aria-hidden="true">
        {AUTHOR_LEVELS.map((step) => (
          <span
            key={step.phase}
            className={cn("h-2 flex-1 rounded-full", step.phase <= level.phase ? "bg-primary" : "bg-muted")}
          />
        ))}
      </div>
      <p className="mt-5 text-lg">{level.summary}</p>
      <p className="mt-6 inline-flex items-center gap-2 rounded-lg bg-secondary px-4 py-2 font-medium">
        <Flag aria-hidden="true" className="size-4 text-highlight" />
        {words.nextMilestone} {level.next}
      </p>
      <h2 id="roadmap" className="mt-8 font-display text-xl font-semibold">
        {words.roadmapTitle}
      </h2>
      <ol aria-labelledby="roadmap" className="mt-4 space-y-3">
        {level.roadmap.map((item, i) => (
          <li key={item} className="flex gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
              {i + 1}
            </span>
            <span className="pt-0.5">{item}</span>
          </li>
        ))}
      </ol>
      <Button asChild size="lg" className="mt-10 w-full sm:w-auto">
        <Link to={words.ctaTo}>{words.cta}</Link>
      </Button>
    </div>
  );
}
