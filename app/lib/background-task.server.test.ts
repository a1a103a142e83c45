import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Logger } from "~/logger.server";
import { runInBackground } from "./background-task.server";

function recordingLog() {
  const errors: { message: string; error: unknown }[] = [];
  const log = {
    error: (message: string, fields?: { error?: unknown }) => errors.push({ message, error: fields?.error }),
  };
  return { log: log as unknown as Logger, errors };
}

/** A task whose runs finish only when the test says so. */
function controlledTask() {
  const finishers: (() => void)[] = [];
  let started = 0;
  const task = () =>
    new Promise<void>((resolve) => {
      started++;
      finishers.push(resolve);
    });
  return { task, started: () => started, finishRun: (n: number) => finishers[n]!() };
}

describe("runInBackground", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs first after firstAfterMs, then every interval", async () => {
    const { log } = recordingLog();
    const task = vi.fn(async () => {});
    const background = runInBackground({ name: "job", firstAfterMs: 100, everyMs: 1_000, log }, task);
    await vi.advanceTimersByTimeAsync(99);
    expect(task).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
    await background.stop();
  });

  it("never starts a second run while one is in progress", async () => {
    const { log } = recordingLog();
    const { task, started, finishRun } = controlledTask();
    const background = runInBackground({ name: "job", firstAfterMs: 10, everyMs: 10, log }, task);
    await vi.advanceTimersByTimeAsync(55);
    expect(started()).toBe(1);
    finishRun(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(started()).toBe(2);
    finishRun(1);
    await background.stop();
  });

  it("logs a failed run under its name and keeps its schedule", async () => {
    const { log, errors } = recordingLog();
    const failure = new Error("database went away");
    const task = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const background = runInBackground({ name: "outbox pass", everyMs: 1_000, log }, task);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(errors).toEqual([{ message: "outbox pass failed", error: failure }]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(1);
    await background.stop();
  });

  it("stop waits for the run in progress and nothing runs after it", async () => {
    const { log } = recordingLog();
    const { task, started, finishRun } = controlledTask();
    const background = runInBackground({ name: "job", everyMs: 10, log }, task);
    await vi.advanceTimersByTimeAsync(10);
    let stopped = false;
    const stopping = background.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(stopped).toBe(false);
    finishRun(0);
    await stopping;
    expect(stopped).toBe(true);
    await background.runOnce();
    await vi.advanceTimersByTimeAsync(100);
    expect(started()).toBe(1);
  });

  it("runOnce waits for a run in progress, then runs once more", async () => {
    const { log } = recordingLog();
    const { task, started, finishRun } = controlledTask();
    const background = runInBackground({ name: "job", everyMs: 3_600_000, log }, task);
    const first = background.runOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(started()).toBe(1);
    const second = background.runOnce();
    finishRun(0);
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(started()).toBe(2);
    finishRun(1);
    await second;
    await background.stop();
  });
});
