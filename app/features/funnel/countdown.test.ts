import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatCountdown, remainingMs, runCountdown } from "./countdown";

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
