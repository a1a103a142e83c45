import { describe, expect, it } from "vitest";
import { isRecentOrder, RECENT_ORDER_HOURS } from "./order-summary";

describe("isRecentOrder", () => {
  const now = new Date("2026-03-02T12:00:00Z");
  it("counts an order paid within the last 24 hours as the one just completed", () => {
    expect(RECENT_ORDER_HOURS).toBe(24);
    expect(isRecentOrder(new Date("2026-03-02T11:59:00Z"), now)).toBe(true);
    expect(isRecentOrder(new Date("2026-03-01T12:00:00Z"), now)).toBe(true);
  });

  it("does not present an older order, or one dated in the future, as just completed", () => {
    expect(isRecentOrder(new Date("2026-03-01T11:59:59Z"), now)).toBe(false);
    expect(isRecentOrder(new Date("2025-12-24T12:00:00Z"), now)).toBe(false);
    expect(isRecentOrder(new Date("2026-03-02T12:00:01Z"), now)).toBe(false);
  });
});
