import type { Logger } from "~/logger.server";

export interface BackgroundTask {
  /** Runs the task now (after a run in progress); used at start-up and by tests. */
  runOnce(): Promise<void>;
  /** No further runs; resolves when a run in progress has finished, so a shutdown cuts nothing in half. */
  stop(): Promise<void>;
}

/**
 * Lets the event loop serve what waits (requests, timers) before the next
 * step of a long job. The embedded database (PGlite) runs each query on this
 * thread and its promises settle as microtasks, so a loop of awaited queries
 * never reaches the event loop on its own: a first start's roll-up of 400
 * days held /healthz for 20 s and more (issue 42).
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Runs a task in the background: first after `firstAfterMs` (default one
 * interval), then every `everyMs`; never two runs at once; without keeping
 * the process alive for it. A failed run is logged as "<name> failed" and
 * the next one comes at its time, so a database hiccup never ends the work.
 */
export function runInBackground(
  options: { name: string; everyMs: number; firstAfterMs?: number; log: Logger },
  task: () => Promise<void>,
): BackgroundTask {
  let stopped = false;
  let running: Promise<void> | null = null;

  const run = (): Promise<void> => {
    running ??= task()
      .catch((error: unknown) => options.log.error(`${options.name} failed`, { error }))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const scheduled = () => {
    if (!stopped) void run();
  };
  let every: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    scheduled();
    every = setInterval(scheduled, options.everyMs);
    every.unref();
  }, options.firstAfterMs ?? options.everyMs);
  first.unref();

  return {
    async runOnce() {
      await running;
      if (!stopped) await run();
    },
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
