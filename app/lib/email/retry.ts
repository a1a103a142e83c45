/** Outbox delivery policy: exponential back-off, then give up and show it as failed. */
export const MAX_EMAIL_ATTEMPTS = 8;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** Delay before the next try after `attempts` failed tries (1-based). */
export function nextAttemptDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

export function shouldGiveUp(attempts: number): boolean {
  return attempts >= MAX_EMAIL_ATTEMPTS;
}
