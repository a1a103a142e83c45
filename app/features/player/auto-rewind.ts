/**
 * Auto-rewind: resuming after a pause starts a little earlier, more the
 * longer the pause, so the listener picks the thread back up. A pause of a
 * few seconds (a quick interruption) rewinds nothing.
 */
const STEPS: readonly { pausedAtLeastMs: number; rewindSeconds: number }[] = [
  { pausedAtLeastMs: 60 * 60_000, rewindSeconds: 30 },
  { pausedAtLeastMs: 10 * 60_000, rewindSeconds: 20 },
  { pausedAtLeastMs: 60_000, rewindSeconds: 10 },
  { pausedAtLeastMs: 5_000, rewindSeconds: 3 },
];

export function autoRewindSeconds(pausedMs: number): number {
  if (!Number.isFinite(pausedMs)) return 0;
  return STEPS.find((step) => pausedMs >= step.pausedAtLeastMs)?.rewindSeconds ?? 0;
}
