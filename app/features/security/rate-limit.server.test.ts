import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database";
import { RATE_LIMITS } from "./rate-limit";
import { hitRateLimit } from "./rate-limit.server";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("hitRateLimit", () => {
  it("counts hits per subject within a window and resets after it", async () => {
    const { limit, windowMs } = RATE_LIMITS.signIn;
    const t0 = Date.parse("2026-01-01T00:00:00Z");
    for (let i = 1; i <= limit; i += 1) {
      expect((await hitRateLimit(database.db, "signIn", "198.51.100.1", t0 + i)).allowed).toBe(true);
    }
    expect((await hitRateLimit(database.db, "signIn", "198.51.100.1", t0 + limit + 1)).allowed).toBe(false);
    // Another subject has its own counter.
    expect((await hitRateLimit(database.db, "signIn", "198.51.100.2", t0 + limit + 2)).allowed).toBe(true);
    // A new window starts from one.
    expect((await hitRateLimit(database.db, "signIn", "198.51.100.1", t0 + windowMs + 5)).allowed).toBe(true);
  });

  it("lets exactly `limit` of many concurrent hits through", async () => {
    const { limit } = RATE_LIMITS.signUp;
    const now = Date.parse("2026-02-01T00:00:00Z");
    const verdicts = await Promise.all(
      Array.from({ length: limit * 3 }, () => hitRateLimit(database.db, "signUp", "203.0.113.7", now)),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(limit);
  });
});
