import { describe, expect, it } from "vitest";
import { completionPercent } from "./stats";

describe("completionPercent", () => {
  it("is the rounded share of progress rows with completed_at", () => {
    expect(completionPercent(1, 3)).toBe(33);
    expect(completionPercent(2, 3)).toBe(67);
    expect(completionPercent(3, 3)).toBe(100);
  });

  it("is 0 when nobody has listened yet", () => {
    expect(completionPercent(0, 0)).toBe(0);
  });
});
