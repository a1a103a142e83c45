import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COUNTDOWN_STORAGE_PREFIX, formatCountdown, loadOrStartDeadline, remainingMs, runCountdown } from "./countdown";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe("formatCountdown", () => {
  it("shows hours:minutes:seconds", () => {
    expect(formatCountdown(1440 * 60_000)).toBe("24:00:00");
    expect(formatCountdown(10 * 60_000)).toBe("00:10:00");
    expect(formatCountdown(15 * 60_000 - 1000)).toBe("00:14:59");
    expect(formatCountdown(0)).toBe("00:00:00");
    expect(formatCountdown(-5000)).toBe("00:00:00");
  });

  it("rounds a partial second up so zero means expired", () => {
    expect(formatCountdown(1)).toBe("00:00:01");
    expect(remainingMs(1000, 999)).toBe(1);
    expect(remainingMs(1000, 2000)).toBe(0);
  });
});

describe("loadOrStartDeadline", () => {
  it("starts a deadline and keeps it across reloads", () => {
    const storage = memoryStorage();
    const first = loadOrStartDeadline({ storage, offer: "series", durationMs: 60_000, now: 1_000 });
    expect(first).toBe(61_000);
    expect(storage.items.get(`${COUNTDOWN_STORAGE_PREFIX}series`)).toBe("61000");
    // A reload 30 s later finds the same deadline instead of restarting the clock.
    expect(loadOrStartDeadline({ storage, offer: "series", durationMs: 60_000, now: 31_000 })).toBe(61_000);
  });

  it("keeps one deadline per offer", () => {
    const storage = memoryStorage();
    loadOrStartDeadline({ storage, offer: "series", durationMs: 60_000, now: 0 });
    expect(loadOrStartDeadline({ storage, offer: "ai", durationMs: 10_000, now: 5_000 })).toBe(15_000);
  });

  it("ignores a corrupt value and survives a storage that throws", () => {
    const storage = memoryStorage();
    storage.setItem(`${COUNTDOWN_STORAGE_PREFIX}series`, "soon");
    expect(loadOrStartDeadline({ storage, offer: "series", durationMs: 1_000, now: 0 })).toBe(1_000);
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(loadOrStartDeadline({ storage: broken, offer: "x", durationMs: 1_000, now: 0 })).toBe(1_000);
    expect(loadOrStartDeadline({ storage: undefined, offer: "x", durationMs: 1_000, now: 0 })).toBe(1_000);
  });
});

describe("runCountdown", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it("ticks every second and fires expiry exactly once", () => {
    const ticks: number[] = [];
    const onExpire = vi.fn();
    runCountdown({ deadline: 3_000, now: Date.now, onTick: (ms) => ticks.push(ms), onExpire });
    expect(ticks).toEqual([3_000]);
    vi.advanceTimersByTime(2_000);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(ticks).toEqual([3_000, 2_000, 1_000, 0]);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(ticks).toHaveLength(4);
  });

  it("expires at once when the stored deadline has passed", () => {
    const onExpire = vi.fn();
    runCountdown({ deadline: -1, now: Date.now, onTick: () => {}, onExpire });
    vi.advanceTimersByTime(5_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("stops ticking when stopped", () => {
    const onTick = vi.fn();
    const onExpire = vi.fn();
    const stop = runCountdown({ deadline: 5_000, now: Date.now, onTick, onExpire });
    stop();
    vi.advanceTimersByTime(10_000);
    expect(onTick).toHaveBeenCalledTimes(1);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
