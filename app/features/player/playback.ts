/** Rules of the audiobook player that do not touch the browser or the server. */

export interface ChapterRef {
  id: string;
  duration: number;
}

export interface ProgressRef {
  chapterId: string;
  progressSeconds: number;
  lastAccessed: string;
}

/** SPEC: playback speeds offered; 1x is the default. */
export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const DEFAULT_SPEED = 1;
/** Arrow keys outside the seek slider move this far. */
export const ARROW_SEEK_SECONDS = 5;
/** SPEC section 9: the seek slider steps 1 s (Page Up/Down: ten steps, 10 s). */
export const SLIDER_STEP_SECONDS = 1;
export const SAVE_INTERVAL_MS = 10_000;

/** SPEC section 2: time as minutes:seconds (minutes keep counting past an hour). */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Progress through the chapter as a whole percent, 0-100. */
export function progressPercent(position: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(position)) return 0;
  return Math.min(100, Math.max(0, Math.round((position / duration) * 100)));
}

/** A position moved by `delta` seconds, kept inside the chapter. */
export function seekBy(position: number, delta: number, duration: number): number {
  const target = position + delta;
  const end = Number.isFinite(duration) && duration > 0 ? duration : Math.max(target, 0);
  return Math.min(end, Math.max(0, target));
}

/**
 * Where opening a product starts: the most recently played chapter at its
 * saved position, on any device; the first chapter at 0 when nothing was
 * played (or the played chapter was removed).
 */
export function resumePoint(
  chapters: readonly ChapterRef[],
  progress: readonly ProgressRef[],
): { chapterIndex: number; position: number } | null {
  if (chapters.length === 0) return null;
  const latest = [...progress]
    .filter((row) => chapters.some((chapter) => chapter.id === row.chapterId))
    .sort((a, b) => Date.parse(b.lastAccessed) - Date.parse(a.lastAccessed))[0];
  if (!latest) return { chapterIndex: 0, position: 0 };
  return {
    chapterIndex: chapters.findIndex((chapter) => chapter.id === latest.chapterId),
    position: Math.max(0, latest.progressSeconds),
  };
}

/**
 * SPEC section 4: when a chapter ends the next one is selected and the
 * player is paused; the last chapter stays selected.
 */
export function afterChapterEnds(chapterIndex: number, chapterCount: number): { chapterIndex: number; playing: false } {
  return { chapterIndex: Math.min(chapterIndex + 1, Math.max(chapterCount - 1, 0)), playing: false };
}

/**
 * Opening or selecting a chapter is not a listen: a position is recorded
 * only for a chapter that has actually played, on this visit or an earlier
 * one (it already has a progress row), so "total listens" and "average
 * session" count real listening.
 */
export function mayRecordPosition(chapterId: string, played: ReadonlySet<string>): boolean {
  return played.has(chapterId);
}
