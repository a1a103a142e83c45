/**
 * Skip back / forward intervals chosen by the listener, remembered in this
 * browser (they are a habit of the hand, not of the book).
 */
export const SKIP_INTERVALS = [10, 15, 30, 45, 60] as const;
export type SkipInterval = (typeof SKIP_INTERVALS)[number];

export interface SkipSettings {
  back: SkipInterval;
  forward: SkipInterval;
}

export const DEFAULT_SKIP: SkipSettings = { back: 15, forward: 15 };
export const SKIP_STORAGE_KEY = "rerouted:skip-intervals";

function isInterval(value: unknown): value is SkipInterval {
  return (SKIP_INTERVALS as readonly unknown[]).includes(value);
}

/** The stored settings, each side falling back to the default when missing or not an offered interval. */
export function parseSkipSettings(stored: string | null): SkipSettings {
  let parsed: unknown = null;
  try {
    parsed = stored ? JSON.parse(stored) : null;
  } catch {
    parsed = null;
  }
  const value = (parsed ?? {}) as Record<string, unknown>;
  return {
    back: isInterval(value.back) ? value.back : DEFAULT_SKIP.back,
    forward: isInterval(value.forward) ? value.forward : DEFAULT_SKIP.forward,
  };
}
