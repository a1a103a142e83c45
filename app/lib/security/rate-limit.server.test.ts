import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database";
import { RATE_LIMITS } from "./rate-limit";
import { sql } from "drizzle-orm";
import { queryRows } from "~/db/client.server";
import { hitRateLimit, hitRateLimitsInTurn, pruneRateLimits, rateLimitResponse } from "./rate-limit.server";

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

  it("takes a limit the operator configured in place of the rule's", async () => {
    const now = Date.parse("2026-03-01T00:00:00Z");
    for (let i = 1; i <= 2; i += 1) {
      expect((await hitRateLimit(database.db, "leadsSiteWide", "all", now, 2)).allowed).toBe(true);
    }
    expect((await hitRateLimit(database.db, "leadsSiteWide", "all", now, 2)).allowed).toBe(false);
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

describe("hitRateLimitsInTurn", () => {
  it("counts a counter only while every one before it allows, as hits one after the other would", async () => {
    const now = Date.parse("2026-04-01T00:00:00Z");
    const subject = "turn@example.com";
    const hits = [
      { name: "resultEmailsHour", subject },
      { name: "resultEmailsDay", subject },
    ] as const;
    const hour = RATE_LIMITS.resultEmailsHour.limit;
    for (let i = 1; i <= hour; i += 1) {
      const verdicts = await hitRateLimitsInTurn(database.db, [...hits], now + i);
      expect(verdicts.map((v) => v?.allowed)).toEqual([true, true]);
    }
    // Past the hour's cap the day's counter is not counted: it holds only the emails the hour let through.
    expect((await hitRateLimitsInTurn(database.db, [...hits], now + hour + 1)).map((v) => v?.allowed)).toEqual([
      false,
      undefined,
    ]);
    const rows = await queryRows<{ key: string; count: number }>(
      database.db,
      sql`select key, count from rate_limits where key like ${`%:${subject}`} order by key`,
    );
    expect(rows.map((row) => [row.key, Number(row.count)])).toEqual([
      [`resultEmailsDay:${subject}`, hour],
      [`resultEmailsHour:${subject}`, hour + 1],
    ]);
    // A new hour's window lets the next one through and counts the day again.
    const later = now + RATE_LIMITS.resultEmailsHour.windowMs + 10;
    expect((await hitRateLimitsInTurn(database.db, [...hits], later)).map((v) => v?.allowed)).toEqual([true, true]);
  });
});

describe("rateLimitResponse", () => {
  it("counts concurrent requests' hits together, each subject as strictly as alone", async () => {
    // 7 hits on one subject, 2 on another, all in one burst: the first 5 and both of the other pass.
    const answers = await Promise.all(
      [...Array.from({ length: 7 }, () => "192.0.2.10"), "192.0.2.11", "192.0.2.11"].map((subject) =>
        rateLimitResponse(database.db, "leadsSiteWide", subject, "busy", 5),
      ),
    );
    expect(answers.map((answer) => (answer ? answer.init?.status : "allowed"))).toEqual([
      "allowed",
      "allowed",
      "allowed",
      "allowed",
      "allowed",
      429,
      429,
      "allowed",
      "allowed",
    ]);
    // The counters hold every hit, as one request at a time would have left them.
    const rows = await queryRows<{ key: string; count: number }>(
      database.db,
      sql`select key, count from rate_limits where key like 'leadsSiteWide:192.0.2.%' order by key`,
    );
    expect(rows.map((row) => [row.key, Number(row.count)])).toEqual([
      ["leadsSiteWide:192.0.2.10", 7],
      ["leadsSiteWide:192.0.2.11", 2],
    ]);
  });
});

describe("pruneRateLimits", () => {
  it("deletes each counter once its own rule's window has passed and keeps the others", async () => {
    const now = Date.parse("2026-03-01T12:00:00Z");
    const minutesAgo = (minutes: number) => now - minutes * 60_000;
    await hitRateLimit(database.db, "signIn", "prune-old", minutesAgo(2));
    await hitRateLimit(database.db, "signIn", "prune-now", now);
    await hitRateLimit(database.db, "signInAccount", "prune-recent@example.com", minutesAgo(14));
    await hitRateLimit(database.db, "resultEmailsHour", "prune-hour-old@example.com", minutesAgo(61));
    await hitRateLimit(database.db, "resultEmailsDay", "prune-day-recent@example.com", minutesAgo(23 * 60));
    await hitRateLimit(database.db, "resultEmailsDay", "prune-day-old@example.com", minutesAgo(24 * 60 + 1));
    await database.db.execute(
      sql`insert into rate_limits values ('retiredRule:prune-unknown', ${new Date(minutesAgo(60)).toISOString()}, 1)`,
    );
    expect(await pruneRateLimits(database.db, now)).toBeGreaterThanOrEqual(3);
    const keys = (
      await queryRows<{ key: string }>(database.db, sql`select key from rate_limits where key like '%prune-%'`)
    ).map((row) => row.key);
    expect(keys.sort()).toEqual([
      "resultEmailsDay:prune-day-recent@example.com",
      "retiredRule:prune-unknown",
      "signIn:prune-now",
      "signInAccount:prune-recent@example.com",
    ]);
  });
});
