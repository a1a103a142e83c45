/**
 * Delivers the listening position to the server so it is never lost: only
 * the latest position is kept, a failed save is retried with back-off, and
 * after repeated failures the player is told to warn the listener.
 */
export interface PendingProgress {
  chapterId: string;
  progressSeconds: number;
  completed: boolean;
}

export const WARN_AFTER_FAILURES = 3;
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export function retryDelay(failures: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
}

export interface ProgressSaverOptions {
  /** Resolves true when the server stored the position. */
  send(progress: PendingProgress): Promise<boolean>;
  /** Fire-and-forget delivery while the page goes away (navigator.sendBeacon). */
  beacon(progress: PendingProgress): boolean;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  onWarningChange(warning: boolean): void;
}

export function createProgressSaver(options: ProgressSaverOptions) {
  let pending: PendingProgress | null = null;
  let inFlight = false;
  let failures = 0;
  let retryTimer: unknown = null;

  const setFailures = (next: number) => {
    const warnedBefore = failures >= WARN_AFTER_FAILURES;
    failures = next;
    const warnNow = failures >= WARN_AFTER_FAILURES;
    if (warnNow !== warnedBefore) options.onWarningChange(warnNow);
  };

  async function flush(): Promise<void> {
    if (inFlight || !pending) return;
    if (retryTimer !== null) {
      options.clearTimer(retryTimer);
      retryTimer = null;
    }
    const sending = pending;
    inFlight = true;
    let ok = false;
    try {
      ok = await options.send(sending);
    } catch {
      ok = false;
    }
    inFlight = false;
    if (ok) {
      // A newer position may have arrived while this one was in flight.
      if (pending === sending) pending = null;
      setFailures(0);
      if (pending) await flush();
      return;
    }
    setFailures(failures + 1);
    retryTimer = options.setTimer(() => {
      retryTimer = null;
      void flush();
    }, retryDelay(failures));
  }

  return {
    /** Queues a position and delivers it now (or after the save already in flight). */
    save(progress: PendingProgress): Promise<void> {
      pending = progress;
      return flush();
    },
    /** The page is going away: hand the latest position to the browser to deliver. */
    saveOnExit(progress: PendingProgress | null): void {
      const last = progress ?? pending;
      if (last && options.beacon(last) && last === pending) pending = null;
    },
    dispose(): void {
      if (retryTimer !== null) options.clearTimer(retryTimer);
      retryTimer = null;
    },
  };
}
