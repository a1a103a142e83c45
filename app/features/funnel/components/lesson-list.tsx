import type { Lesson } from "~/content/funnel";

/** A numbered list of lessons or modules. */
export function LessonList({ lessons, label }: { lessons: readonly Lesson[]; label: string }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2" aria-label={label}>
      {lessons.map((lesson, index) => (
        <li key={lesson.title} className="flex gap-4 rounded-xl border border-border bg-card p-4">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground"
          >
            {index + 1}
          </span>
          <div>
            <p className="font-semibold">{lesson.title}</p>
            <p className="mt-1 text-sm text-muted-foreground">{lesson.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
