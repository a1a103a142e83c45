import { describe, expect, it } from "vitest";
import { autoRewindSeconds } from "./auto-rewind";

describe("autoRewindSeconds", () => {
  it("rewinds nothing after a pause of under five seconds", () => {
    expect(autoRewindSeconds(0)).toBe(0);
    expect(autoRewindSeconds(4_999)).toBe(0);
  });
  it("rewinds more the longer the pause", () => {
    expect(autoRewindSeconds(5_000)).toBe(3);
    expect(autoRewindSeconds(59_999)).toBe(3);
    expect(autoRewindSeconds(60_000)).toBe(10);
    expect(autoRewindSeconds(9 * 60_000)).toBe(10);
    expect(autoRewindSeconds(10 * 60_000)).toBe(20);
    expect(autoRewindSeconds(60 * 60_000)).toBe(30);
    expect(autoRewindSeconds(3 * 24 * 60 * 60_000)).toBe(30);
  });
  it("ignores a pause it cannot measure", () => {
    expect(autoRewindSeconds(Number.NaN)).toBe(0);
  });
});
