import { describe, expect, it } from "vitest";
import { INCOME_CALCULATOR } from "~/content/program";
import { estimateIncome, formatCents, formatDollars, snapToStep } from "./income";

describe("estimateIncome", () => {
  it("pays 70 % royalties per copy and 12 months a year", () => {
    expect(estimateIncome({ priceCents: 1999, monthlySales: 100 })).toEqual({
      monthlyCents: 139_930,
      yearlyCents: 1_679_160,
    });
  });

  it("covers the lower and upper bounds", () => {
    expect(estimateIncome({ priceCents: 999, monthlySales: 10 })).toEqual({ monthlyCents: 6993, yearlyCents: 83_916 });
    expect(estimateIncome({ priceCents: 3999, monthlySales: 500 })).toEqual({
      monthlyCents: 1_399_650,
      yearlyCents: 16_795_800,
    });
  });

  it("clamps values outside the sliders' ranges", () => {
    expect(estimateIncome({ priceCents: 1, monthlySales: 0 })).toEqual(
      estimateIncome({ priceCents: 999, monthlySales: 10 }),
    );
    expect(estimateIncome({ priceCents: 99_999, monthlySales: 10_000 })).toEqual(
      estimateIncome({ priceCents: 3999, monthlySales: 500 }),
    );
  });

  it("rounds half cents to the nearest cent", () => {
    // 10.99 x 10 x 0.7 = 76.93 exactly; 10.99 x 30 x 0.7 = 230.79
    expect(estimateIncome({ priceCents: 1099, monthlySales: 30 }).monthlyCents).toBe(23_079);
    // Floating point: 1999 * 70 * 0.7 = 97950.99999... must give 97951 cents
    expect(estimateIncome({ priceCents: 1999, monthlySales: 70 }).monthlyCents).toBe(97_951);
  });
});

describe("snapToStep", () => {
  const { priceCents, monthlySales } = INCOME_CALCULATOR;

  it("keeps prices on $1 steps from $9.99 to $39.99", () => {
    expect(snapToStep(1048, priceCents)).toBe(999);
    expect(snapToStep(1049, priceCents)).toBe(1099);
    expect(snapToStep(3999, priceCents)).toBe(3999);
    expect(snapToStep(4100, priceCents)).toBe(3999);
    expect(snapToStep(Number.NaN, priceCents)).toBe(999);
  });

  it("keeps monthly sales on steps of 10 from 10 to 500", () => {
    expect(snapToStep(14, monthlySales)).toBe(10);
    expect(snapToStep(15, monthlySales)).toBe(20);
    expect(snapToStep(495, monthlySales)).toBe(500);
    expect(snapToStep(-40, monthlySales)).toBe(10);
  });
});

describe("currency formatting", () => {
  it("formats cents and dollars as US currency", () => {
    expect(formatCents(1_679_160)).toBe("$16,791.60");
    expect(formatCents(6993)).toBe("$69.93");
    expect(formatDollars(3847)).toBe("$3,847");
    expect(formatDollars(29.99)).toBe("$29.99");
  });
});
