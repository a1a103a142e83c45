import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runCountdown } from "./countdown";
import {
  clockOffset,
  COUNTDOWNS,
  countdownOfOffer,
  deadlineView,
  formatDeadlineTime,
  isExpired,
  mergeBoundDeadline,
  offerAfterDeadline,
  startOrResumeDeadline,
} from "./deadlines";
import { DEFAULT_OFFERS } from "~/content/offers";

const MINUTE = 60_000;
const T0 = Date.parse("2026-03-02T15:27:00Z");

describe("the funnel's countdowns", () => {
  it("run for SPEC's lengths: 1440 minutes on the thank-you page, 10 on the upsells, 15 by default (the program)", () => {
    expect(COUNTDOWNS["visual-series"].minutes).toBe(1440);
    expect(COUNTDOWNS["ai-suite-trial"].minutes).toBe(10);
    expect(COUNTDOWNS["foundations-course"].minutes).toBe(10);
    expect(COUNTDOWNS.program.minutes).toBe(15);
  });

  it("each governs the offers its page sells at the countdown's price", () => {
    expect(countdownOfOffer("visual-series")).toBe("visual-series");
    expect(countdownOfOffer("ai-suite-trial")).toBe("ai-suite-trial");
    expect(countdownOfOffer("foundations-course")).toBe("foundations-course");
    expect(countdownOfOffer("program-full")).toBe("program");
    expect(countdownOfOffer("program-3-pay")).toBe("program");
    // Offers sold without a countdown are never withdrawn by one.
    expect(countdownOfOffer("book-bundle")).toBeNull();
    expect(countdownOfOffer("application-full")).toBeNull();
    expect(countdownOfOffer("visual-series-regular")).toBeNull();
    expect(countdownOfOffer("foundations-course-regular")).toBeNull();
  });

  it("after zero, the series sells at $97 and the course at $297; the other offers only decline", () => {
    expect(offerAfterDeadline("visual-series")).toBe("visual-series-regular");
    expect(DEFAULT_OFFERS["visual-series-regular"].price).toBe(97);
    expect(offerAfterDeadline("foundations-course")).toBe("foundations-course-regular");
    expect(DEFAULT_OFFERS["foundations-course-regular"].price).toBe(297);
    expect(offerAfterDeadline("ai-suite-trial")).toBeNull();
    expect(offerAfterDeadline("program-full")).toBeNull();
    expect(offerAfterDeadline("program-3-pay")).toBeNull();
  });
});

describe("startOrResumeDeadline", () => {
  it("starts a deadline at the first visit, its full length from now", () => {
    expect(startOrResumeDeadline("ai-suite-trial", null, T0)).toEqual({ startsAt: T0, endsAt: T0 + 10 * MINUTE });
    expect(startOrResumeDeadline("visual-series", null, T0).endsAt).toBe(T0 + 1440 * MINUTE);
    expect(startOrResumeDeadline("program", null, T0).endsAt).toBe(T0 + 15 * MINUTE);
  });

  it("resumes a stored deadline instead of restarting it, even after it passed", () => {
    const stored = { startsAt: T0, endsAt: T0 + 10 * MINUTE };
    expect(startOrResumeDeadline("ai-suite-trial", stored, T0 + 4 * MINUTE)).toBe(stored);
    expect(startOrResumeDeadline("ai-suite-trial", stored, T0 + 60 * MINUTE)).toBe(stored);
  });
});

describe("isExpired", () => {
  const deadline = { startsAt: T0, endsAt: T0 + 10 * MINUTE };
  it("is live until the deadline's very millisecond, and expired from it on", () => {
    expect(isExpired(deadline, T0)).toBe(false);
    expect(isExpired(deadline, T0 + 10 * MINUTE - 1)).toBe(false);
    expect(isExpired(deadline, T0 + 10 * MINUTE)).toBe(true);
    expect(isExpired(deadline, T0 + 1440 * MINUTE)).toBe(true);
  });
});

describe("mergeBoundDeadline (a visitor bound to a contact)", () => {
  const early = { startsAt: T0, endsAt: T0 + 10 * MINUTE };
  const late = { startsAt: T0 + 5 * MINUTE, endsAt: T0 + 15 * MINUTE };

  it("takes the contact's deadline to a new device", () => {
    expect(mergeBoundDeadline(early, null)).toBe(early);
  });

  it("carries the visitor's deadline to the contact when the contact had none", () => {
    expect(mergeBoundDeadline(null, late)).toBe(late);
    expect(mergeBoundDeadline(null, null)).toBeNull();
  });

  it("keeps the earlier deadline whichever side has it, so binding never buys time", () => {
    expect(mergeBoundDeadline(early, late)).toBe(early);
    expect(mergeBoundDeadline(late, early)).toBe(early);
  });
});

describe("clock skew between server and browser", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("measures how far the server's clock is ahead of the browser's", () => {
    expect(clockOffset(T0, T0)).toBe(0);
    expect(clockOffset(T0, T0 - 3 * MINUTE)).toBe(3 * MINUTE);
    expect(clockOffset(T0, T0 + 2 * MINUTE)).toBe(-2 * MINUTE);
  });

  for (const skew of [-7 * MINUTE, 0, 45 * MINUTE]) {
    it(`a browser whose clock is off by ${skew / MINUTE} minutes reaches zero when the server does`, () => {
      const view = deadlineView({ startsAt: T0, endsAt: T0 + 10 * MINUTE }, T0 + 2 * MINUTE);
      // The browser's clock reads the server's time plus the skew.
      vi.setSystemTime(view.serverNow + skew);
      const offset = clockOffset(view.serverNow, Date.now());
      const ticks: number[] = [];
      const onExpire = vi.fn();
      runCountdown({ deadline: view.endsAt, now: () => Date.now() + offset, onTick: (ms) => ticks.push(ms), onExpire });
      expect(ticks[0]).toBe(8 * MINUTE);
      vi.advanceTimersByTime(8 * MINUTE - 1000);
      expect(onExpire).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1000);
      expect(onExpire).toHaveBeenCalledTimes(1);
      expect(ticks.at(-1)).toBe(0);
    });
  }
});

describe("formatDeadlineTime", () => {
  const at = Date.parse("2026-03-02T15:42:10Z");
  it('reads as "3:42 PM" in the visitor\'s time zone', () => {
    expect(formatDeadlineTime(at, 0)).toBe("3:42 PM");
    expect(formatDeadlineTime(at, 300)).toBe("10:42 AM");
    expect(formatDeadlineTime(at, -330)).toBe("9:12 PM");
  });
  it("reads the hours after midnight and noon as 12, with two-digit minutes", () => {
    expect(formatDeadlineTime(Date.parse("2026-03-02T00:05:00Z"), 0)).toBe("12:05 AM");
    expect(formatDeadlineTime(Date.parse("2026-03-02T12:00:59Z"), 0)).toBe("12:00 PM");
    expect(formatDeadlineTime(Date.parse("2026-03-02T11:59:00Z"), 0)).toBe("11:59 AM");
  });
  it("reads as the browser's own clock format does", () => {
    const format = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    for (const iso of [
      "2026-03-02T00:00:00Z",
      "2026-03-02T09:07:00Z",
      "2026-03-02T12:30:00Z",
      "2026-03-02T23:59:00Z",
    ]) {
      expect(formatDeadlineTime(Date.parse(iso), 0)).toBe(format.format(Date.parse(iso)).replace("\u202f", " "));
    }
  });
});
