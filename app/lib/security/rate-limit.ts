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

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

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
  // A signed-in member re-entering their password to delete their account: someone at an unlocked
  // browser gets no more guesses than at the sign-in form.
  confirmPassword: { limit: 10, windowMs: 15 * 60_000 },
  // Second-factor codes per client; Better Auth also locks the account for
  // 15 minutes after 10 wrong codes in a row (auth's TWO_FACTOR_LOCK).
  twoFactor: { limit: 10, windowMs: 60_000 },
  passwordReset: { limit: 5, windowMs: 15 * 60_000 },
  // Texted codes (features/auth/phone): each costs money and lands on
  // someone's phone, so a number gets a few an hour whoever asks, and one
  // client cannot spread its requests over many numbers.
  smsPerNumber: { limit: 5, windowMs: HOUR_MS },
  smsPerClient: { limit: 10, windowMs: HOUR_MS },
  // Passkey challenges per client: the sign-in page asks for one as it opens (the browser's autofill
  // waits on it), and each is a row kept five minutes.
  passkeyChallenge: { limit: 30, windowMs: 60_000 },
  events: { limit: 120, windowMs: 60_000 },
  // Public lead forms: generous enough for a family or office sharing one
  // address and for the browser's retries of queued submissions.
  leads: { limit: 60, windowMs: 60_000 },
  // Each checkout or one-click charge is a call to the payment provider:
  // plenty for a buyer changing their mind, not for a script.
  checkout: { limit: 20, windowMs: 60_000 },
  // Emails to one recipient mailbox, whatever client asks for them: a
  // stranger cannot turn the lead forms or "Forgot your password?" on
  // someone's inbox. The lead or the request is still taken; only the email
  // is left out. Counted per mailbox (mailboxKey), so plus-addressing does
  // not multiply the budget.
  resultEmailsHour: { limit: 3, windowMs: HOUR_MS },
  resultEmailsDay: { limit: 10, windowMs: DAY_MS },
  resetEmailsHour: { limit: 3, windowMs: HOUR_MS },
  resetEmailsDay: { limit: 10, windowMs: DAY_MS },
  // Lead submissions for one address, and for the whole site, against a
  // flood from rotating client addresses. A person fills in three forms at
  // most; a launch email to 20,000 subscribers brings a few hundred
  // submissions in its busiest minutes, well below the site-wide budget
  // (the default of LEADS_PER_MINUTE, which replaces this limit).
  leadsPerAddress: { limit: 10, windowMs: HOUR_MS },
  leadsSiteWide: { limit: 600, windowMs: 60_000 },
  // Per private podcast feed token (features/podcast-feed): apps poll a
  // feed a few times an hour; a download asks for many ranges. A feed
  // passed around a forum meets these long before it costs much.
  podcastFeed: { limit: 60, windowMs: HOUR_MS },
  podcastMedia: { limit: 1000, windowMs: HOUR_MS },
  // "Sign in with Rerouted": token requests per client address (a client's server redeems one code per sign-in).
  oauthToken: { limit: 60, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * The counters an email to one recipient passes, in order: the hour's,
 * then the day's. The day counts only emails the hour let through, so "10
 * a day" means ten sent, not ten asked for.
 */
export const RECIPIENT_EMAIL_CAPS = {
  result: ["resultEmailsHour", "resultEmailsDay"],
  reset: ["resetEmailsHour", "resetEmailsDay"],
} as const satisfies Record<string, readonly RateLimitName[]>;

export type RecipientEmailCap = keyof typeof RECIPIENT_EMAIL_CAPS;
