/**
 * Fixed-window rate limits. The window itself is advanced atomically in SQL
 * (rate-limit.server.ts) so instances share it; this pure part turns the
 * stored window into a verdict.
 */
export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface WindowState {
  windowStart: number;
  count: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export function rateLimitVerdict(state: WindowState, rule: RateLimitRule, now: number): RateLimitVerdict {
  return {
    allowed: state.count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((state.windowStart + rule.windowMs - now) / 1000)),
  };
}

/** Limits shared by every instance; keys are prefixed with the rule name. */
export const RATE_LIMITS = {
  signIn: { limit: 10, windowMs: 60_000 },
  // Per account, whichever addresses the guesses come from (a botnet gets
  // no more tries than one client); the owner waits at most 15 minutes.
  // A successful sign-in clears the account's count.
  signInAccount: { limit: 10, windowMs: 15 * 60_000 },
  // The same, for browsers that signed in to the account before (their own
  // counter, which strangers cannot fill; auth's sign-in-limits.ts).
  signInKnownDevice: { limit: 10, windowMs: 15 * 60_000 },
  signUp: { limit: 5, windowMs: 60_000 },
  // Second-factor codes per client; Better Auth also locks the account for
  // 15 minutes after 10 wrong codes in a row (auth's TWO_FACTOR_LOCK).
  twoFactor: { limit: 10, windowMs: 60_000 },
  passwordReset: { limit: 5, windowMs: 15 * 60_000 },
  events: { limit: 120, windowMs: 60_000 },
  // Public lead forms: generous enough for a family or office sharing one
  // address and for the browser's retries of queued submissions.
  leads: { limit: 60, windowMs: 60_000 },
  // Each checkout or one-click charge is a call to the payment provider:
  // plenty for a buyer changing their mind, not for a script.
  checkout: { limit: 20, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** A counter whose window started longer ago than the longest rule's is dead weight. */
export const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowMs));
