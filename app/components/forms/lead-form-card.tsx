import type { FormEvent, ReactNode } from "react";
import { ArrowLeft } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { StepProgress } from "./step-progress";

/**
 * The lead form that closes a quiz: a full progress bar, a title, the
 * fields, and Back / submit (submit shows its pending label while saving).
 */
export function LeadFormCard({
  questions,
  title,
  body,
  onSubmit,
  onBack,
  submitLabel,
  labels,
  submitDisabled = false,
  saving,
  children,
}: {
  questions: number;
  title: string;
  body: string;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
  submitLabel: { idle: string; saving: string };
  /** The page's words for the full progress bar and the Back button. */
  labels: { answered: string; back: string };
  submitDisabled?: boolean;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
      <StepProgress current={questions} total={questions} label={labels.answered} />
      <h1 className="mt-6 font-display text-3xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{body}</p>
      <form noValidate onSubmit={onSubmit} className="relative mt-6 space-y-3">
        {children}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
          <Button type="button" size="lg" variant="outline" onClick={onBack} disabled={saving}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {labels.back}
          </Button>
          <Button type="submit" size="lg" disabled={saving || submitDisabled}>
            {saving ? submitLabel.saving : submitLabel.idle}
          </Button>
        </div>
      </form>
    </div>
  );
}
