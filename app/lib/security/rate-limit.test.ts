import { describe, expect, it } from "vitest";
import { rateLimitVerdict } from "./rate-limit";

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
