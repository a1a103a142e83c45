import { describe, expect, it } from "vitest";
import { consentNeedsConfirmation, mayReceiveMarketing, sequenceDueAt, sequenceStopReason } from "./sequence";

const confirmed = new Date("2026-11-02T10:00:00.000Z");

describe("follow-up sequence", () => {
  it("sends three emails on days 1, 3 and 7 after the confirmation, then stops", () => {
    expect(sequenceDueAt(confirmed, 0)?.toISOString()).toBe("2026-11-03T10:00:00.000Z");
    expect(sequenceDueAt(confirmed, 1)?.toISOString()).toBe("2026-11-05T10:00:00.000Z");
    expect(sequenceDueAt(confirmed, 2)?.toISOString()).toBe("2026-11-09T10:00:00.000Z");
    expect(sequenceDueAt(confirmed, 3)).toBeNull();
  });

  it("stops for an unsubscribe, a purchase, or an assessment lead who applied", () => {
    const base = { kind: "readiness", unsubscribed: false, purchased: false, applied: false } as const;
    expect(sequenceStopReason(base)).toBeNull();
    expect(sequenceStopReason({ ...base, unsubscribed: true, purchased: true })).toBe("unsubscribed");
    expect(sequenceStopReason({ ...base, purchased: true })).toBe("purchased");
    expect(sequenceStopReason({ ...base, applied: true })).toBe("applied");
    expect(sequenceStopReason({ ...base, kind: "author", applied: true })).toBe("applied");
  });

  it("keeps an applicant's sequence running after their own application, but not after a purchase", () => {
    const applicant = { kind: "application", unsubscribed: false, purchased: false, applied: true } as const;
    expect(sequenceStopReason(applicant)).toBeNull();
    expect(sequenceStopReason({ ...applicant, purchased: true })).toBe("purchased");
  });

  it("mails marketing only to a consent that is confirmed", () => {
    expect(mayReceiveMarketing({ consentedAt: null, confirmedAt: null })).toBe(false);
    expect(mayReceiveMarketing({ consentedAt: confirmed, confirmedAt: null })).toBe(false);
    expect(mayReceiveMarketing({ consentedAt: confirmed, confirmedAt: confirmed })).toBe(true);
  });

  it("asks for a confirmation with double opt-in, and from an address that unsubscribed before", () => {
    expect(consentNeedsConfirmation({ doubleOptIn: false, suppressed: false })).toBe(false);
    expect(consentNeedsConfirmation({ doubleOptIn: true, suppressed: false })).toBe(true);
    expect(consentNeedsConfirmation({ doubleOptIn: false, suppressed: true })).toBe(true);
  });
});
