import type { LeadKind } from "~/db/schema";

/**
 * The follow-up sequence's rules: three emails on days 1, 3 and 7 after
 * the consent is confirmed ("about a week"), only to an address that
 * consented, confirmed and did not unsubscribe, and stopped for good when
 * the lead buys or (for an assessment lead) applies to the program.
 */
const SEQUENCE_DAYS = [1, 3, 7] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When email number `sent + 1` is due, or null once all three are queued. */
export function sequenceDueAt(confirmedAt: Date, sent: number): Date | null {
  const days = SEQUENCE_DAYS[sent];
  return days === undefined ? null : new Date(confirmedAt.getTime() + days * DAY_MS);
}

export type SequenceStop = "unsubscribed" | "purchased" | "applied";

/**
 * Why a due sequence email must not go out, or null when it may. An
 * applicant's own application does not stop the application sequence.
 */
export function sequenceStopReason(lead: {
  kind: LeadKind;
  unsubscribed: boolean;
  purchased: boolean;
  applied: boolean;
}): SequenceStop | null {
  if (lead.unsubscribed) return "unsubscribed";
  if (lead.purchased) return "purchased";
  if (lead.applied && lead.kind !== "application") return "applied";
  return null;
}

/** A lead may receive marketing email only with a consent that is confirmed. */
export function mayReceiveMarketing(lead: { consentedAt: Date | null; confirmedAt: Date | null }): boolean {
  return lead.consentedAt !== null && lead.confirmedAt !== null;
}

/**
 * Whether a new consent must be confirmed by email first: always with
 * double opt-in, and for an address that unsubscribed before, so that
 * only its owner can lift the unsubscribe.
 */
export function consentNeedsConfirmation(options: { doubleOptIn: boolean; suppressed: boolean }): boolean {
  return options.doubleOptIn || options.suppressed;
}
