import { describe, expect, it } from "vitest";
import { RATE_LIMITS, RECIPIENT_EMAIL_CAPS, rateLimitVerdict } from "./rate-limit";

const rule = { limit: 3, windowMs: 60_000 };

describe("rateLimitVerdict", () => {
  it("allows up to the limit and refuses past it", () => {
    expect(rateLimitVerdict({ windowStart: 0, count: 3 }, rule, 1_000).allowed).toBe(true);
    expect(rateLimitVerdict({ windowStart: 0, count: 4 }, rule, 1_000).allowed).toBe(false);
  });

  it("tells how long until the window resets, at least one second", () => {
    expect(rateLimitVerdict({ windowStart: 0, count: 4 }, rule, 1_000).retryAfterSeconds).toBe(59);
    expect(rateLimitVerdict({ windowStart: 0, count: 4 }, rule, 59_999).retryAfterSeconds).toBe(1);
  });
});

describe("per-recipient and lead budgets", () => {
  it("send at most 3 result or reset emails an hour and 10 a day to one mailbox", () => {
    for (const cap of Object.values(RECIPIENT_EMAIL_CAPS)) {
      const [hour, day] = cap.map((name) => RATE_LIMITS[name]);
      expect(hour).toEqual({ limit: 3, windowMs: 60 * 60_000 });
      expect(day).toEqual({ limit: 10, windowMs: 24 * 60 * 60_000 });
    }
    expect(Object.keys(RECIPIENT_EMAIL_CAPS)).toEqual(["result", "reset"]);
  });

  it("take 10 lead submissions an hour for one address and 600 a minute for the site", () => {
    expect(RATE_LIMITS.leadsPerAddress).toEqual({ limit: 10, windowMs: 60 * 60_000 });
    expect(RATE_LIMITS.leadsSiteWide).toEqual({ limit: 600, windowMs: 60_000 });
  });
});
