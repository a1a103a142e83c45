import { describe, expect, it } from "vitest";
import { FEED_ACTIVITY_DAYS, FEED_SHARING_ADDRESSES_PER_DAY, isFeedShared } from "./sharing";

describe("isFeedShared", () => {
  it("flags more than 10 addresses in one day, over the last 30 days", () => {
    expect(FEED_SHARING_ADDRESSES_PER_DAY).toBe(10);
    expect(FEED_ACTIVITY_DAYS).toBe(30);
    expect(isFeedShared([10, 3, 10])).toBe(false);
    expect(isFeedShared([2, 11])).toBe(true);
    expect(isFeedShared([])).toBe(false);
  });
  it("takes another limit", () => {
    expect(isFeedShared([3], 2)).toBe(true);
  });
});
