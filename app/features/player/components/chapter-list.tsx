import { CircleCheck as CheckCircle2, Clapperboard, Volume2 } from "~/components/ui/icons";
import { cn } from "~/components/ui/cn";
import { formatClock } from "../playback";
import type { PlayerChapter } from "./types";

/** Chapters (or a video product's lessons) in chapter_number order; the current one is marked, finished ones carry a check. */
export function ChapterList(props: {
  chapters: PlayerChapter[];
  /** "Chapter" for an audiobook, "Lesson" for a video product. */
  unitLabel: string;
  currentIndex: number;
  completed: Set<string>;
  onSelect(index: number): void;
}) {
  if (props.chapters.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
        No {props.unitLabel === "Lesson" ? "lessons" : "chapters"} available.
      </p>
    );
  }
  const Icon = props.unitLabel === "Lesson" ? Clapperboard : Volume2;
  return (
    <ol className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
      {props.chapters.map((chapter, index) => {
        const current = index === props.currentIndex;
        const done = props.completed.has(chapter.id);
        return (
          <li key={chapter.id}>
            <button
              type="button"
              onClick={() => props.onSelect(index)}
              aria-current={current ? "true" : undefined}
              className={cn(
                "flex w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-muted",
                "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                current && "bg-primary/10 hover:bg-primary/15",
              )}
            >
              <span
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums",
                  current ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
                )}
                aria-hidden
              >
                {current ? <Icon className="size-4" /> : chapter.chapterNumber}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-xs text-muted-foreground">
                  {props.unitLabel} {chapter.chapterNumber}
                </span>
                <span className="block truncate font-medium">{chapter.title}</span>
              </span>
              {done ? (
                <CheckCircle2 className="size-4 shrink-0 text-success" aria-label="Completed" role="img" />
              ) : null}
              <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
                {formatClock(chapter.duration)}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
