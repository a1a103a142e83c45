import { COUNTDOWN_MINUTES } from "~/content/funnel";
import type { OfferId } from "~/content/offers";

/**
 * Offer deadlines (issue 16, DESIGN section 5): each countdown starts once
 * per visitor, or per known contact, and is kept by the server. At zero the
 * discounted offers it governs are withdrawn on the page, in the exit
 * dialog and at checkout. These are the rules; deadlines.server.ts stores
 * them.
 */

/** Every countdown of the funnel, how long it runs, and the offers its deadline withdraws. */
export const COUNTDOWNS = {
  "visual-series": { minutes: COUNTDOWN_MINUTES.thankYou, offers: ["visual-series"] },
  "ai-suite-trial": { minutes: COUNTDOWN_MINUTES.upsell, offers: ["ai-suite-trial"] },
  "foundations-course": { minutes: COUNTDOWN_MINUTES.upsell, offers: ["foundations-course"] },
  // The program's price hold (SPEC's default length), shared by /rerouted and /rerouted/book-creation.
  program: { minutes: COUNTDOWN_MINUTES.default, offers: ["program-full", "program-3-pay"] },
} as const satisfies Record<string, { minutes: number; offers: readonly OfferId[] }>;

export type CountdownKey = keyof typeof COUNTDOWNS;
const COUNTDOWN_KEYS = Object.keys(COUNTDOWNS) as CountdownKey[];

export interface Deadline {
  startsAt: number;
  endsAt: number;
}

/**
 * The deadline a visitor has for a countdown: the stored one when there is
 * one (a reload, a new tab or another device resumes it), otherwise a new
 * one that starts now.
 */
export function startOrResumeDeadline(key: CountdownKey, stored: Deadline | null, now: number): Deadline {
  if (stored) return stored;
  return { startsAt: now, endsAt: now + COUNTDOWNS[key].minutes * 60_000 };
}

/** Zero means zero: the deadline has passed at its very millisecond. */
export function isExpired(deadline: Deadline, now: number): boolean {
  return now >= deadline.endsAt;
}

/**
 * When a visitor is bound to a contact (a signed link from an email), both
 * may already have a deadline for the same countdown: the earlier one wins,
 * so opening a link on a new device can never buy more time.
 */
export function mergeBoundDeadline(contact: Deadline | null, visitor: Deadline | null): Deadline | null {
  if (!contact) return visitor;
  if (!visitor) return contact;
  return visitor.endsAt < contact.endsAt ? visitor : contact;
}

/** The countdown whose deadline governs an offer, or null for an offer sold without one. */
export function countdownOfOffer(offerId: OfferId): CountdownKey | null {
  for (const key of COUNTDOWN_KEYS) {
    if ((COUNTDOWNS[key].offers as readonly OfferId[]).includes(offerId)) return key;
  }
  return null;
}

/**
 * What a page sells once a discounted offer's deadline has passed: the same
 * product at its regular price (SPEC: the series "was $97", the course "was
 * $297"), an offer of its own that no deadline governs. Offers without one
 * leave only the page's decline path.
 */
const REGULAR_PRICE_OFFERS: Partial<Record<OfferId, OfferId>> = {
  "visual-series": "visual-series-regular",
  "foundations-course": "foundations-course-regular",
};

export function offerAfterDeadline(offerId: OfferId): OfferId | null {
  return REGULAR_PRICE_OFFERS[offerId] ?? null;
}

/** What a page receives for a countdown: the deadline and the server's clock when it answered. */
export interface DeadlineView {
  endsAt: number;
  serverNow: number;
}

export function deadlineView(deadline: Deadline, serverNow: number): DeadlineView {
  return { endsAt: deadline.endsAt, serverNow };
}

/**
 * The browser counts down by the server's clock: `offset` is how far the
 * server's clock was ahead of the browser's when the deadline arrived, so a
 * browser whose clock is wrong still reaches zero when the server does.
 */
export function clockOffset(serverNow: number, browserNow: number): number {
  return serverNow - browserNow;
}

/**
 * "3:42 PM": the deadline in the visitor's time, announced once to screen
 * readers. `utcOffsetMinutes` counts as Date#getTimezoneOffset does, minutes
 * behind UTC (300 in New York in winter, -330 in India). Plain arithmetic,
 * not Intl: a page's first Intl.DateTimeFormat loads the browser's locale
 * data, a 50 ms task on a slow phone.
 */
export function formatDeadlineTime(endsAt: number, utcOffsetMinutes: number): string {
  const local = new Date(endsAt - utcOffsetMinutes * 60_000);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, "0");
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}
