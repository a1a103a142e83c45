import { useEffect, useId, useRef, useState } from "react";
import { ArrowLeft } from "~/components/ui/icons";
import { ChoiceList } from "~/components/forms/choice-list";
import { FormField, HoneypotField } from "~/components/forms/form-field";
import { MarketingConsentField } from "~/components/forms/marketing-consent-field";
import { SmsConsentField } from "~/components/forms/sms-consent-field";
import { StepProgress } from "~/components/forms/step-progress";
import { useStepFocus } from "~/components/forms/use-step-focus";
import { usePreviewState } from "~/components/preview-state";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import {
  APPLICATION_INTRO,
  APPLICATION_NAV,
  APPLICATION_SAVE_ERROR,
  APPLICATION_STEP_COUNT,
  CHOICE_STEPS,
  CONTACT_STEP,
  TEXT_ANSWER_MAX,
  TEXT_STEPS,
} from "~/content/application";
import { track, trackPixel } from "~/features/analytics";
import type { FieldName } from "~/lib/forms";
import { fillPlaceholders } from "~/lib/copy-placeholders";
import { submitLead } from "~/lib/lead-queue";
import { useCopy } from "~/lib/site-content-context";
import { qualifyApplication } from "../qualification";
import type { ApplicationResult } from "../save-application.server";
import { applicationAnswers, applicationForm, contactStepForm, textAnswerSchema } from "../schemas";
import { ApprovedScreen, NotQualifiedScreen } from "./outcome-screens";

type Field = FieldName<typeof applicationForm.schema>;
type Values = Partial<Record<Field, string | boolean>>;
type SetValue = (field: Field, value: string | boolean) => void;
const DRAFT_KEY = "rerouted.application-draft";

/** Whether the current step may be left with Next (SPEC section 5). */
function stepIsValid(step: number, values: Values): boolean {
  if (step === 0) return contactStepForm.check(values).ok;
  const text = TEXT_STEPS[step - 1];
  if (text) return textAnswerSchema.safeParse(values[text.id] ?? "").success;
  const choice = CHOICE_STEPS[step - 1 - TEXT_STEPS.length];
  return Boolean(choice && typeof values[choice.id] === "string" && values[choice.id]);
}

/** The 13-step application (SPEC sections 2 and 4), with a local draft that survives a reload. */
export function ApplicationForm() {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Values>({});
  // The launch checklist renders both outcomes on the server (preview-state.tsx).
  const preview = usePreviewState();
  const [outcome, setOutcome] = useState<"approved" | "not_qualified" | null>(
    preview === "approved" ? "approved" : preview === "not-qualified" ? "not_qualified" : null,
  );
  const [saving, setSaving] = useState(false);
  const [restored, setRestored] = useState(false);
  const submitted = useRef(false);
  const headingRef = useStepFocus<HTMLHeadingElement>(step, { skipFirst: true });
  const intro = useCopy("applicationIntro", APPLICATION_INTRO);
  const nav = useCopy("applicationNav", APPLICATION_NAV);
  const saveError = useCopy("applicationSaveError", APPLICATION_SAVE_ERROR);

  // The draft is read after hydration so the server and first client render agree.
  useEffect(() => {
    try {
      const draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null") as { step?: number; values?: Values } | null;
      if (draft?.values) {
        // eslint-disable-next-line react-hooks/set-state-in-effect -- the saved draft is read only after hydration, so server and client render alike
        setValues(draft.values);
        setStep(Math.min(Math.max(0, Number(draft.step) || 0), APPLICATION_STEP_COUNT - 1));
      }
    } catch {
      // A corrupt draft is simply not restored.
    }
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!restored || outcome) return;
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify({ step, values }));
    } catch {
      // Storage unavailable: the form still works, only without a draft.
    }
  }, [restored, outcome, step, values]);

  const set: SetValue = (field, value) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    const checked = applicationForm.check(values);
    if (!checked.ok || submitted.current) return;
    submitted.current = true;
    setSaving(true);
    const local = qualifyApplication(applicationAnswers(checked.data));
    track("application_submitted", { qualified: local.qualified }, "form_submit");
    trackPixel("CompleteRegistration", { content_name: "Book Creation Application" });
    const saved = await submitLead<ApplicationResult>("/api/applications", checked.data);
    if (!saved.ok) toast.error(saveError.title, { description: saveError.description });
    try {
      localStorage.removeItem(DRAFT_KEY);
    } catch {
      // Nothing to clean up when storage is unavailable.
    }
    setOutcome(saved.ok ? saved.result.status : local.status);
    window.scrollTo({ top: 0 });
  };

  if (outcome === "approved") return <ApprovedScreen />;
  if (outcome === "not_qualified") return <NotQualifiedScreen />;

  const last = step === APPLICATION_STEP_COUNT - 1;
  const valid = stepIsValid(step, values);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <div className="mb-8 text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-highlight">{intro.eyebrow}</p>
        <p className="mt-3 font-display text-3xl font-semibold sm:text-4xl">{intro.title}</p>
        <p className="mt-3 text-muted-foreground">{intro.body}</p>
      </div>
      <form
        noValidate
        className="relative rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8"
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          if (last) void submit();
          else setStep(step + 1);
        }}
      >
        <StepProgress
          current={step + 1}
          total={APPLICATION_STEP_COUNT}
          label={fillPlaceholders(nav.question, { number: step + 1, total: APPLICATION_STEP_COUNT })}
        />
        <div className="mt-6">
          <StepBody step={step} values={values} set={set} headingRef={headingRef} />
        </div>
        <HoneypotField value={String(values.website ?? "")} onChange={(value) => set("website", value)} />
        <div className="mt-8 flex items-center justify-between gap-3">
          <Button
            type="button"
            size="lg"
            variant="outline"
            disabled={step === 0 || saving}
            onClick={() => setStep(step - 1)}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {nav.back}
          </Button>
          <Button type="submit" size="lg" disabled={!valid || saving}>
            {last ? (saving ? nav.submitting : nav.submit) : nav.next}
          </Button>
        </div>
      </form>
    </section>
  );
}

function StepBody({
  step,
  values,
  set,
  headingRef,
}: {
  step: number;
  values: Values;
  set: SetValue;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const titleId = useId();
  const textSteps = useCopy("applicationTextSteps", TEXT_STEPS);
  const choiceSteps = useCopy("applicationChoiceSteps", CHOICE_STEPS);
  const headingClass = "font-display text-2xl font-semibold leading-snug outline-none sm:text-3xl";
  if (step === 0) return <ContactStep values={values} set={set} headingRef={headingRef} headingClass={headingClass} />;
  const text = textSteps[step - 1];
  if (text) {
    const value = String(values[text.id] ?? "");
    return (
      <div className="space-y-3">
        <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
          <Label htmlFor={titleId} className="font-display text-2xl font-semibold leading-snug sm:text-3xl">
            {text.title}
          </Label>
        </h1>
        <p id={`${titleId}-hint`} className="text-muted-foreground">
          {text.hint}
        </p>
        <Textarea
          key={text.id}
          id={titleId}
          rows={6}
          maxLength={TEXT_ANSWER_MAX}
          aria-describedby={`${titleId}-hint`}
          value={value}
          onChange={(event) => set(text.id, event.target.value)}
        />
        {step === 1 ? (
          <p className="text-right text-sm text-muted-foreground" aria-live="polite">
            {value.length}/{TEXT_ANSWER_MAX}
          </p>
        ) : null}
      </div>
    );
  }
  const choice = choiceSteps[step - 1 - TEXT_STEPS.length];
  if (!choice) return null;
  return (
    <div className="space-y-6">
      <h1 ref={headingRef} tabIndex={-1} id={titleId} className={headingClass}>
        {choice.title}
      </h1>
      <ChoiceList
        key={choice.id}
        labelledBy={titleId}
        options={choice.options}
        value={typeof values[choice.id] === "string" ? (values[choice.id] as string) : undefined}
        onChange={(value) => set(choice.id, value)}
      />
    </div>
  );
}

function ContactStep({
  values,
  set,
  headingRef,
  headingClass,
}: {
  values: Values;
  set: SetValue;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  headingClass: string;
}) {
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const checked = contactStepForm.check(values);
  const errors = checked.ok ? {} : checked.reply.fieldErrors;
  const words = useCopy("applicationContact", CONTACT_STEP);
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const field = (name: "fullName" | "email" | "phone") => ({
    name,
    value: String(values[name] ?? ""),
    error: shown(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });
  return (
    <div className="space-y-3">
      <h1 ref={headingRef} tabIndex={-1} className={`${headingClass} pb-2`}>
        {words.title}
      </h1>
      <FormField label={words.fullName} autoComplete="name" {...field("fullName")} />
      <FormField label={words.email} type="email" autoComplete="email" {...field("email")} />
      <FormField label={words.phone} type="tel" autoComplete="tel" {...field("phone")} />
      <SmsConsentField checked={values.smsConsent === true} onChange={(checked) => set("smsConsent", checked)} />
      <MarketingConsentField
        form="application"
        checked={values.marketingConsent === true}
        onChange={(checked) => set("marketingConsent", checked)}
      />
    </div>
  );
}
