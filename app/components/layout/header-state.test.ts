import { describe, expect, it } from "vitest";
import { isHeaderCompact } from "./header-state";

describe("isHeaderCompact", () => {
  it("shrinks only after 50 px of scroll", () => {
    expect(isHeaderCompact(0)).toBe(false);
    expect(isHeaderCompact(50)).toBe(false);
    expect(isHeaderCompact(51)).toBe(true);
  });
});
