import { beforeEach, describe, expect, it } from "vitest";
import { AGGREGATE_TTL_MS, cachedAggregate, invalidateAggregates } from "./aggregate-cache.server";

describe("aggregate cache", () => {
  beforeEach(() => invalidateAggregates());

  it("reuses a result within the TTL and recomputes after it", async () => {
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cachedAggregate("k", compute, 1_000)).toBe(1);
    expect(await cachedAggregate("k", compute, 1_000 + AGGREGATE_TTL_MS - 1)).toBe(1);
    expect(await cachedAggregate("k", compute, 1_000 + AGGREGATE_TTL_MS)).toBe(2);
  });

  it("shares one computation between concurrent requests and keys apart", async () => {
    let calls = 0;
    const compute = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    const [a, b] = await Promise.all([cachedAggregate("k", compute, 0), cachedAggregate("k", compute, 0)]);
    expect([a, b]).toEqual([1, 1]);
    expect(await cachedAggregate("other", compute, 0)).toBe(2);
  });

  it("forgets on invalidation and never keeps a failure", async () => {
    let calls = 0;
    expect(await cachedAggregate("k", async () => ++calls, 0)).toBe(1);
    invalidateAggregates();
    expect(await cachedAggregate("k", async () => ++calls, 0)).toBe(2);
    await expect(cachedAggregate("bad", () => Promise.reject(new Error("down")), 0)).rejects.toThrow("down");
    expect(await cachedAggregate("bad", async () => "up", 0)).toBe("up");
  });
});
