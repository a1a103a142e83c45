import { describe, expect, it, vi } from "vitest";
import { createProgressSaver, retryDelay, WARN_AFTER_FAILURES, type PendingProgress } from "./progress-saver";

function harness(results: boolean[]) {
  const sent: PendingProgress[] = [];
  const beacons: PendingProgress[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const warnings: boolean[] = [];
  const saver = createProgressSaver({
    async send(progress) {
      sent.push(progress);
      return results.shift() ?? true;
    },
    beacon(progress) {
      beacons.push(progress);
      return true;
    },
    setTimer(callback, ms) {
      timers.push({ callback, ms });
      return timers.length;
    },
    clearTimer: vi.fn(),
    onWarningChange: (warning) => warnings.push(warning),
  });
  return { saver, sent, beacons, timers, warnings };
}

const at = (seconds: number): PendingProgress => ({ chapterId: "c1", progressSeconds: seconds, completed: false });

describe("createProgressSaver", () => {
  it("sends a position once when the server stores it", async () => {
    const { saver, sent, timers } = harness([true]);
    await saver.save(at(10));
    expect(sent).toEqual([at(10)]);
    expect(timers).toEqual([]);
  });

  it("retries a failed save with back-off until it is stored", async () => {
    const { saver, sent, timers } = harness([false, false, true]);
    await saver.save(at(10));
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.callback();
    await vi.waitFor(() => expect(timers.map((t) => t.ms)).toEqual([1000, 2000]));
    timers[1]!.callback();
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.every((p) => p.progressSeconds === 10)).toBe(true);
    expect(timers).toHaveLength(2);
  });

  it("retries the newest position, not a stale one", async () => {
    const { saver, sent, timers } = harness([false, true]);
    await saver.save(at(10));
    await saver.save(at(20));
    expect(sent.map((p) => p.progressSeconds)).toEqual([10, 20]);
    expect(timers).toHaveLength(1);
  });

  it(`warns after ${WARN_AFTER_FAILURES} failures in a row and clears the warning once a save succeeds`, async () => {
    const { saver, timers, warnings } = harness([false, false, false, true]);
    await saver.save(at(10));
    expect(warnings).toEqual([]);
    timers[0]!.callback();
    await vi.waitFor(() => expect(timers).toHaveLength(2));
    expect(warnings).toEqual([]);
    timers[1]!.callback();
    await vi.waitFor(() => expect(warnings).toEqual([true]));
    timers[2]!.callback();
    await vi.waitFor(() => expect(warnings).toEqual([true, false]));
  });

  it("treats a thrown network error as a failed save", async () => {
    const timers: number[] = [];
    const saver = createProgressSaver({
      send: () => Promise.reject(new TypeError("Failed to fetch")),
      beacon: () => true,
      setTimer: (_callback, ms) => timers.push(ms),
      clearTimer: () => {},
      onWarningChange: () => {},
    });
    await saver.save(at(5));
    expect(timers).toEqual([1000]);
  });

  it("still delivers a finished chapter that failed once the next chapter's start is saved", async () => {
    const { saver, sent } = harness([false, true, true]);
    await saver.save({ chapterId: "c1", progressSeconds: 60, completed: true });
    await saver.save({ chapterId: "c2", progressSeconds: 0, completed: false });
    expect(sent.slice(1)).toEqual([
      { chapterId: "c1", progressSeconds: 60, completed: true },
      { chapterId: "c2", progressSeconds: 0, completed: false },
    ]);
  });

  it("hands unsaved positions, the current one last, to the beacon when the page goes away", async () => {
    const { saver, beacons } = harness([false]);
    await saver.save(at(33));
    saver.saveOnExit({ chapterId: "c2", progressSeconds: 4, completed: false });
    expect(beacons).toEqual([at(33), { chapterId: "c2", progressSeconds: 4, completed: false }]);
    saver.saveOnExit(null);
    expect(beacons).toHaveLength(2);
  });
});

describe("retryDelay", () => {
  it("doubles from one second up to thirty", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
