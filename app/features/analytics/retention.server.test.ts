import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema";
import { openTestDatabase } from "~/db/test-database";
import { pruneAnalyticsEvents } from "./retention.server";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("pruneAnalyticsEvents", () => {
  it("deletes only events older than the retention period", async () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);
    const event = (createdAt: Date, path: string) => ({
      type: "page_view",
      name: "page_view",
      path,
      visitorId: "v",
      createdAt,
    });
    await database.db
      .insert(analyticsEvents)
      .values([
        event(daysAgo(31), "/old"),
        event(daysAgo(30.5), "/old-too"),
        event(daysAgo(29), "/recent"),
        event(now, "/today"),
      ]);
    expect(await pruneAnalyticsEvents(database.db, 30, now)).toBe(2);
    const left = await database.db.select({ path: analyticsEvents.path }).from(analyticsEvents);
    expect(left.map((r) => r.path).sort()).toEqual(["/recent", "/today"]);
    expect(await pruneAnalyticsEvents(database.db, 30, now)).toBe(0);
  });
});
