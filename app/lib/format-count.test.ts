import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1,000"],
    [12480, "12,480"],
    [1234567, "1,234,567"],
    [-1500, "-1,500"],
  ])("shows %d as %s", (count, shown) => expect(formatCount(count)).toBe(shown));
});
