/**
 * The sleep timer: stops playback after a chosen time or at the end of the
 * chapter, fading the volume out over its last seconds so a sleeping
 * listener is not woken by a sudden stop.
 */
export const SLEEP_TIMER_MINUTES = [5, 15, 30, 45, 60] as const;
const FADE_OUT_MS = 10_000;

export type SleepTimerChoice = (typeof SLEEP_TIMER_MINUTES)[number] | "end-of-chapter";

export type SleepTimer = { kind: "at"; endsAt: number } | { kind: "end-of-chapter" };

/** A timer chosen at `now` (ms since the epoch). */
export function startSleepTimer(choice: SleepTimerChoice, now: number): SleepTimer {
  return choice === "end-of-chapter" ? { kind: "end-of-chapter" } : { kind: "at", endsAt: now + choice * 60_000 };
}

/**
 * Milliseconds left before the timer stops playback. "End of chapter" runs
 * on the media clock: what is left of the chapter at the current speed.
 */
export function sleepRemainingMs(
  timer: SleepTimer,
  state: { now: number; position: number; duration: number; speed: number },
): number {
  if (timer.kind === "at") return Math.max(0, timer.endsAt - state.now);
  if (!(state.duration > 0)) return Number.POSITIVE_INFINITY;
  const left = Math.max(0, state.duration - state.position);
  return (left / (state.speed > 0 ? state.speed : 1)) * 1000;
}

/** The volume factor: 1 until the last FADE_OUT_MS, then down linearly to 0. */
export function fadeVolume(remainingMs: number): number {
  if (!(remainingMs < FADE_OUT_MS)) return 1;
  return Math.max(0, remainingMs / FADE_OUT_MS);
}

/** The remaining time shown beside the timer: m:ss, rounded up so it reads 0:00 only at the end. */
export function formatRemaining(remainingMs: number): string {
  if (!Number.isFinite(remainingMs)) return "";
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
