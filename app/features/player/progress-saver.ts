/**
 * Delivers listening positions to the server so none is lost: the latest
 * position of each chapter is kept until stored (a finished chapter is not
 * overwritten by the next one's start), a failed save is retried with
 * back-off, and after repeated failures the player is told to warn.
 */
export interface PendingProgress {
  chapterId: string;
  progressSeconds: number;
  completed: boolean;
  /** The page's playing session, for the listening history. */
  sessionId?: string;
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
  // Oldest first, so the chapter saved last is the one the server sees as most recent.
  const pending = new Map<string, PendingProgress>();
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
    const sending = pending.values().next().value;
    if (inFlight || !sending) return;
    if (retryTimer !== null) {
      options.clearTimer(retryTimer);
      retryTimer = null;
    }
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
      if (pending.get(sending.chapterId) === sending) pending.delete(sending.chapterId);
      setFailures(0);
      if (pending.size > 0) await flush();
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
      const earlier = pending.get(progress.chapterId);
      pending.delete(progress.chapterId);
      // A finished chapter stays finished when a later position of it is queued.
      pending.set(progress.chapterId, { ...progress, completed: progress.completed || Boolean(earlier?.completed) });
      return flush();
    },
    /** The page is going away: hand every unsaved position, then the current one, to the browser. */
    saveOnExit(current: PendingProgress | null): void {
      if (current) {
        pending.delete(current.chapterId);
        pending.set(current.chapterId, current);
      }
      for (const [chapterId, progress] of pending) {
        if (options.beacon(progress)) pending.delete(chapterId);
      }
    },
    dispose(): void {
      if (retryTimer !== null) options.clearTimer(retryTimer);
      retryTimer = null;
    },
  };
}
