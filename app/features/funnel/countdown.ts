/**
 * Countdown rules (SPEC sections 4 and 9): the reading of a deadline the
 * server keeps (deadlines.ts), and a ticker that reports the remaining time
 * every second and fires its expiry callback exactly once.
 */

/** Milliseconds left until `deadline`, never negative. */
export function remainingMs(deadline: number, now: number): number {
  return Math.max(0, deadline - now);
}

/** "HH:MM:SS", rounding partial seconds up so the clock reads 00:00:00 only at expiry. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, "0")).join(":");
}

/**
 * Runs a countdown to `deadline`: `onTick` with the remaining milliseconds
 * now and every second, `onExpire` once when it reaches zero (at once if
 * the deadline has already passed). Returns a stop function.
 */
export function runCountdown(options: {
  deadline: number;
  now: () => number;
  onTick: (remaining: number) => void;
  onExpire: () => void;
}): () => void {
  let expired = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const tick = () => {
    const left = remainingMs(options.deadline, options.now());
    options.onTick(left);
    if (left === 0 && !expired) {
      expired = true;
      stop();
      options.onExpire();
    }
  };
  tick();
  if (!expired) timer = setInterval(tick, 1000);
  return stop;
}
