import { describe, expect, it } from "vitest";
import { formatCents, formatDollars } from "./format-price";

describe("formatCents", () => {
  it.each([
    [0, "$0.00"],
    [5, "$0.05"],
    [1999, "$19.99"],
    [123456, "$1,234.56"],
    [99700, "$997.00"],
    [123456789, "$1,234,567.89"],
    [-1234, "-$12.34"],
  ])("%i cents read %s", (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe("formatDollars", () => {
  it.each([
    [997, "$997"],
    [1997, "$1,997"],
    [0, "$0"],
    [27.5, "$27.50"],
    [1234.567, "$1,234.57"],
    [-97, "-$97"],
  ])("%d dollars read %s", (dollars, text) => {
    expect(formatDollars(dollars)).toBe(text);
  });
});

describe("the same as Intl's en-US currency format", () => {
  const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
  const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  it("for every amount of a spread of cents and dollars", () => {
    for (const cents of [1, 10, 99, 100, 101, 4_999, 10_000, 99_999, 100_000, 1_000_005, 34_700, -1, -100_000]) {
      expect(formatCents(cents), String(cents)).toBe(usd.format(cents / 100));
    }
    for (const dollars of [1, 7, 47, 97, 297, 997, 1_000, 3_500, 12_000, 1_000_000]) {
      expect(formatDollars(dollars), String(dollars)).toBe(usdWhole.format(dollars));
    }
  });
});
