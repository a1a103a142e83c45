import { describe, expect, it } from "vitest";
import { VALUE_STACK } from "~/content/program";
import { valueStackTotal } from "./value-stack";

describe("valueStackTotal", () => {
  it("adds the items", () => {
    expect(
      valueStackTotal([
        { name: "a", value: 997 },
        { name: "b", value: 197 },
      ]),
    ).toBe(1194);
    expect(valueStackTotal([])).toBe(0);
  });

  it("gives the program's SPEC items their true sum, $3,876", () => {
    // SPEC section 9: $997, $497, $297, $397, $497, $697, $297, $197.
    expect(VALUE_STACK.map((item) => item.value)).toEqual([997, 497, 297, 397, 497, 697, 297, 197]);
    expect(valueStackTotal(VALUE_STACK)).toBe(3876);
  });
});
