import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit";

describe("groupCommit", () => {
  it("writes callers arriving together as one batch, later ones in the next, at most maxBatch a write", async () => {
    const writes: number[][] = [];
    const double = groupCommit<number, number>(
      async (items) => {
        writes.push(items);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return items.map((item) => item * 2);
      },
      { maxBatch: 3 },
    );
    const first = [1, 2, 3, 4].map((n) => double(n));
    // Arrives while the first write runs: goes with the rest of the queue.
    await new Promise((resolve) => setImmediate(resolve));
    const late = double(5);
    expect(await Promise.all([...first, late])).toEqual([2, 4, 6, 8, 10]);
    expect(writes).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("fails every caller of a failed write, and the next write runs", async () => {
    let fail = true;
    const write = groupCommit<string, string>(
      async (items) => {
        if (fail) throw new Error("database gone");
        return items;
      },
      { maxBatch: 10 },
    );
    const results = await Promise.allSettled([write("a"), write("b")]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await write("c")).toBe("c");
  });
});
