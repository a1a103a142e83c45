import { describe, expect, it } from "vitest";
import { MAX_EMAIL_ATTEMPTS, nextAttemptDelayMs, shouldGiveUp } from "./retry";

describe("email retry policy", () => {
  it("backs off exponentially from 30 s and caps at an hour", () => {
    expect(nextAttemptDelayMs(1)).toBe(30_000);
    expect(nextAttemptDelayMs(2)).toBe(60_000);
    expect(nextAttemptDelayMs(3)).toBe(120_000);
    expect(nextAttemptDelayMs(20)).toBe(3_600_000);
  });

  it("gives up after the last attempt only", () => {
    expect(shouldGiveUp(MAX_EMAIL_ATTEMPTS - 1)).toBe(false);
    expect(shouldGiveUp(MAX_EMAIL_ATTEMPTS)).toBe(true);
  });
});
