import { describe, expect, it } from "vitest";
import { averageOrderCents, formatUsd, monthLabel, productRevenue, revenueByMonth, summarizeRevenue } from "./revenue";

describe("revenue figures", () => {
  it("averages revenue over sales in cents and is 0 without sales", () => {
    expect(averageOrderCents(1499 + 4700 + 999, 3)).toBe(2399);
    expect(averageOrderCents(1000, 3)).toBe(333);
    expect(averageOrderCents(0, 0)).toBe(0);
    expect(summarizeRevenue({ revenueCents: 2998, sales: 2, buyers: 1 })).toEqual({
      revenueCents: 2998,
      sales: 2,
      buyers: 1,
      averageOrderCents: 1499,
    });
  });

  it("multiplies each product's price by its active grants and ranks products by revenue", () => {
    const result = productRevenue([
      { id: "a", name: "Audiobook", priceCents: 1499, sales: 2 },
      { id: "v", name: "Video", priceCents: 4700, sales: 1 },
      { id: "w", name: "Workbook", priceCents: 999, sales: 1 },
      { id: "f", name: "Free", priceCents: 0, sales: 5 },
    ]);
    expect(result.revenueCents).toBe(8697);
    expect(result.sales).toBe(9);
    expect(result.products.map((p) => [p.name, p.revenueCents])).toEqual([
      ["Video", 4700],
      ["Audiobook", 2998],
      ["Workbook", 999],
      ["Free", 0],
    ]);
    expect(productRevenue([])).toEqual({ revenueCents: 0, sales: 0, products: [] });
  });

  it("formats dollars", () => {
    expect(formatUsd(2399)).toBe("$23.99");
    expect(formatUsd(99700)).toBe("$997.00");
  });

  it("fills the last twelve months, oldest first, with zero for months without sales", () => {
    const months = revenueByMonth(
      [
        { month: "2026-11", revenueCents: 500 },
        { month: "2026-01", revenueCents: 700 },
        { month: "2025-11", revenueCents: 900 },
      ],
      new Date("2026-11-23T10:00:00Z"),
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: "2025-12", revenueCents: 0 });
    expect(months[1]).toEqual({ month: "2026-01", revenueCents: 700 });
    expect(months[11]).toEqual({ month: "2026-11", revenueCents: 500 });
    expect(months.reduce((sum, m) => sum + m.revenueCents, 0)).toBe(1200);
  });

  it("labels months for the chart", () => {
    expect(monthLabel("2026-03")).toBe("Mar 2026");
  });
});
