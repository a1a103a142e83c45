import { cn } from "~/components/ui/cn";
import type { Lesson } from "~/content/funnel";

/** The round number in front of a lesson or step (the list itself carries the order for screen readers). */
export function StepNumber({ value, className }: { value: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("flex size-9 shrink-0 items-center justify-center rounded-full font-semibold", className)}
    >
      {value}
    </span>
  );
}

/** A numbered list of lessons or modules. */
export function LessonList({ lessons, label }: { lessons: readonly Lesson[]; label: string }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2" aria-label={label}>
      {lessons.map((lesson, index) => (
        <li key={lesson.title} className="flex gap-4 rounded-xl border border-border bg-card p-4">
          <StepNumber value={index + 1} className="bg-accent text-accent-foreground" />
          <div>
            <p className="font-semibold">{lesson.title}</p>
            <p className="mt-1 text-sm text-muted-foreground">{lesson.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
