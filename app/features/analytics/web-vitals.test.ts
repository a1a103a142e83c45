import { describe, expect, it } from "vitest";
import {
  describeThresholds,
  formatVital,
  isPlausibleVital,
  percentileOf,
  quantizeVital,
  rateAndFormat,
  rateVital,
} from "./web-vitals";

describe("rateVital (Google's thresholds)", () => {
  it.each([
    ["LCP", 2500, "good"],
    ["LCP", 2501, "needs-improvement"],
    ["LCP", 4000, "needs-improvement"],
    ["LCP", 4001, "poor"],
    ["LCP", 0, "good"],
    ["INP", 200, "good"],
    ["INP", 201, "needs-improvement"],
    ["INP", 500, "needs-improvement"],
    ["INP", 501, "poor"],
    ["CLS", 0.1, "good"],
    ["CLS", 0.101, "needs-improvement"],
    ["CLS", 0.25, "needs-improvement"],
    ["CLS", 0.251, "poor"],
  ] as const)("%s %s is %s", (metric, value, rating) => {
    expect(rateVital(metric, value)).toBe(rating);
  });
});

describe("quantizeVital", () => {
  it.each([
    ["LCP", 2437.2, 2500],
    ["LCP", 2500, 2500],
    ["LCP", 2500.4, 2600],
    ["LCP", 1000, 1000],
    ["LCP", 999.5, 1000],
    ["LCP", 12_345, 13_000],
    ["INP", 183, 190],
    ["INP", 200, 200],
    ["INP", 8.3, 9],
    ["INP", 56, 56],
    ["INP", 0, 0],
    ["CLS", 0.0837, 0.084],
    ["CLS", 0.1, 0.1],
    ["CLS", 0.25, 0.25],
    ["CLS", 0.2501, 0.26],
    ["CLS", 0.0004, 0.001],
    ["CLS", 1.234, 1.3],
  ] as const)("%s %s is stored as %s", (metric, value, stored) => {
    expect(quantizeVital(metric, value)).toBe(stored);
  });

  it("never changes a rating", () => {
    for (const [metric, values] of [
      ["LCP", [2499.9, 2500, 2500.01, 3999.5, 4000, 4000.2]],
      ["INP", [199.9, 200, 200.5, 499, 500, 500.1]],
      ["CLS", [0.0999, 0.1, 0.10001, 0.2499, 0.25, 0.25001]],
    ] as const) {
      for (const value of values)
        expect(rateVital(metric, quantizeVital(metric, value))).toBe(rateVital(metric, value));
    }
  });
});

describe("isPlausibleVital", () => {
  it("accepts measurements up to the metric's ceiling and refuses the rest", () => {
    expect(isPlausibleVital("LCP", 120_000)).toBe(true);
    expect(isPlausibleVital("LCP", 120_001)).toBe(false);
    expect(isPlausibleVital("INP", 60_000)).toBe(true);
    expect(isPlausibleVital("INP", 60_001)).toBe(false);
    expect(isPlausibleVital("CLS", 100)).toBe(true);
    expect(isPlausibleVital("CLS", 100.5)).toBe(false);
    expect(isPlausibleVital("CLS", -0.1)).toBe(false);
    expect(isPlausibleVital("LCP", Number.NaN)).toBe(false);
    expect(isPlausibleVital("INP", Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe("percentileOf", () => {
  it("is the nearest-rank 75th percentile", () => {
    // 1..8: rank ceil(0.75 * 8) = 6.
    expect(
      percentileOf(
        [1, 2, 3, 4, 5, 6, 7, 8].map((value) => ({ value, count: 1 })),
        0.75,
      ),
    ).toBe(6);
    // 1..10: rank ceil(7.5) = 8.
    expect(
      percentileOf(
        [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((value) => ({ value, count: 1 })),
        0.75,
      ),
    ).toBe(8);
  });

  it("weighs each value by its count", () => {
    const histogram = [
      { value: 3000, count: 1 },
      { value: 1200, count: 3 },
      { value: 2000, count: 1 },
    ];
    // Sorted: 1200 x3, 2000, 3000; rank ceil(3.75) = 4.
    expect(percentileOf(histogram, 0.75)).toBe(2000);
    expect(percentileOf([{ value: 0.05, count: 1 }], 0.75)).toBe(0.05);
  });

  it("is null without measurements", () => {
    expect(percentileOf([], 0.75)).toBeNull();
    expect(percentileOf([{ value: 1, count: 0 }], 0.75)).toBeNull();
  });
});

describe("formatVital", () => {
  it("shows LCP in seconds, INP in milliseconds and CLS with two decimals", () => {
    expect(formatVital("LCP", 2500)).toBe("2.50 s");
    expect(formatVital("LCP", 13_000)).toBe("13.0 s");
    expect(formatVital("INP", 190)).toBe("190 ms");
    expect(formatVital("CLS", 0.1)).toBe("0.10");
    expect(formatVital("CLS", 0.004)).toBe("0.004");
    expect(formatVital("CLS", 0)).toBe("0.00");
  });
});

describe("describeThresholds", () => {
  it("states Google's thresholds in the owner's units", () => {
    expect(describeThresholds()).toEqual({ good: "LCP 2.5 s, INP 200 ms, CLS 0.1", poor: "4 s, 500 ms, 0.25" });
  });
});

describe("rateAndFormat", () => {
  it("gives a percentile its text and rating, and nothing without measurements", () => {
    expect(rateAndFormat("INP", 210)).toEqual({ value: 210, text: "210 ms", rating: "needs-improvement" });
    expect(rateAndFormat("CLS", null)).toBeNull();
  });
});
