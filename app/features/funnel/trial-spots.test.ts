import { describe, expect, it } from "vitest";
import { trialSpotsLeft } from "./trial-spots";

describe("trial spots left", () => {
  it("claims nothing while the owner has set no capacity, whatever the orders", () => {
    expect(trialSpotsLeft(null, [])).toBeNull();
    expect(trialSpotsLeft(null, ["granted", "granted"])).toBeNull();
  });

  it("is the capacity minus the trial's real orders", () => {
    expect(trialSpotsLeft(50, [])).toBe(50);
    expect(trialSpotsLeft(50, ["granted", "granted", "granted"])).toBe(47);
    expect(trialSpotsLeft(50, ["granted", "ended", "completed", "needs_attention"])).toBe(46);
  });

  it("gives a refunded or disputed order's spot back", () => {
    expect(trialSpotsLeft(10, ["granted", "refunded", "disputed"])).toBe(9);
  });

  it("shows nothing once every spot is taken, never zero or less", () => {
    expect(trialSpotsLeft(2, ["granted", "granted"])).toBeNull();
    expect(trialSpotsLeft(2, ["granted", "granted", "granted"])).toBeNull();
    expect(trialSpotsLeft(3, ["granted", "granted"])).toBe(1);
  });
});
