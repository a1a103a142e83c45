import { describe, expect, it, vi } from "vitest";
import { MEDIA_ACCESS_MAX, MEDIA_ACCESS_TTL_MS, mediaAccessCache } from "./media-access";

describe("the media access cache", () => {
  it("checks again after 30 seconds, so a revoked grant stops signed playback within them", async () => {
    expect(MEDIA_ACCESS_TTL_MS).toBe(30_000);
    let clock = 0;
    const cache = mediaAccessCache<boolean>({ now: () => clock });
    const granted = vi.fn(async () => true);
    const revoked = vi.fn(async () => false);
    expect(await cache.get("user chapter", granted)).toBe(true);
    clock = 29_999;
    expect(await cache.get("user chapter", revoked)).toBe(true);
    clock = 30_000;
    expect(await cache.get("user chapter", revoked)).toBe(false);
    expect(granted).toHaveBeenCalledTimes(1);
    expect(revoked).toHaveBeenCalledTimes(1);
  });

  it("checks once for many requests at the same moment, and keeps no failed check", async () => {
    const cache = mediaAccessCache<string>();
    const check = vi.fn(async () => "file");
    await Promise.all(Array.from({ length: 50 }, () => cache.get("k", check)));
    expect(check).toHaveBeenCalledTimes(1);
    await expect(cache.get("down", () => Promise.reject(new Error("connection refused")))).rejects.toThrow();
    expect(await cache.get("down", async () => "back")).toBe("back");
  });

  it("holds at most 10,000 entries, dropping the oldest", async () => {
    expect(MEDIA_ACCESS_MAX).toBe(10_000);
    const cache = mediaAccessCache<number>({ max: 3 });
    for (const key of ["a", "b", "c", "d"]) await cache.get(key, async () => 1);
    expect(cache.size).toBe(3);
    const again = vi.fn(async () => 2);
    expect(await cache.get("a", again)).toBe(2);
    expect(await cache.get("d", again)).toBe(1);
  });
});
