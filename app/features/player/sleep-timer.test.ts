import { describe, expect, it } from "vitest";
import { fadeVolume, formatRemaining, sleepRemainingMs, startSleepTimer } from "./sleep-timer";

const NOW = 1_700_000_000_000;
const state = { now: NOW, position: 0, duration: 0, speed: 1 };

describe("sleep timer", () => {
  it("ends the chosen number of minutes after it was set", () => {
    expect(startSleepTimer(5, NOW)).toEqual({ kind: "at", endsAt: NOW + 300_000 });
    expect(startSleepTimer(60, NOW)).toEqual({ kind: "at", endsAt: NOW + 3_600_000 });
    const timer = startSleepTimer(15, NOW);
    expect(sleepRemainingMs(timer, state)).toBe(900_000);
    expect(sleepRemainingMs(timer, { ...state, now: NOW + 899_000 })).toBe(1_000);
    expect(sleepRemainingMs(timer, { ...state, now: NOW + 950_000 })).toBe(0);
  });

  it("at the end of the chapter counts what is left of it at the current speed", () => {
    const timer = startSleepTimer("end-of-chapter", NOW);
    expect(sleepRemainingMs(timer, { now: NOW, position: 100, duration: 160, speed: 1 })).toBe(60_000);
    expect(sleepRemainingMs(timer, { now: NOW, position: 100, duration: 160, speed: 2 })).toBe(30_000);
    expect(sleepRemainingMs(timer, { now: NOW, position: 0, duration: 0, speed: 1 })).toBe(Number.POSITIVE_INFINITY);
  });

  it("fades the volume out over the last ten seconds", () => {
    expect(fadeVolume(60_000)).toBe(1);
    expect(fadeVolume(10_000)).toBe(1);
    expect(fadeVolume(5_000)).toBe(0.5);
    expect(fadeVolume(1_000)).toBe(0.1);
    expect(fadeVolume(0)).toBe(0);
  });

  it("shows the remaining time as m:ss, rounded up", () => {
    expect(formatRemaining(300_000)).toBe("5:00");
    expect(formatRemaining(299_001)).toBe("5:00");
    expect(formatRemaining(299_000)).toBe("4:59");
    expect(formatRemaining(61_000)).toBe("1:01");
    expect(formatRemaining(500)).toBe("0:01");
    expect(formatRemaining(0)).toBe("0:00");
  });
});
