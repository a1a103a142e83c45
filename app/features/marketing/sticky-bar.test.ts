import { describe, expect, it } from "vitest";
import { isStickyBarVisible } from "./sticky-bar";

describe("isStickyBarVisible", () => {
  it("is hidden at the top and up to 600 px", () => {
    expect(isStickyBarVisible(0)).toBe(false);
    expect(isStickyBarVisible(600)).toBe(false);
  });
  it("shows past 600 px", () => {
    expect(isStickyBarVisible(601)).toBe(true);
    expect(isStickyBarVisible(5_000)).toBe(true);
  });
});
