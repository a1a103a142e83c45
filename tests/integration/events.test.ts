import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "../../app/db/schema";
import { RATE_LIMITS } from "../../app/lib/security/rate-limit";
import { startTestServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const stored = async () => (await server.services.db.select({ n: count() }).from(analyticsEvents))[0]?.n ?? 0;
const post = (body: string, headers: Record<string, string> = {}) =>
  server.request("/api/events", { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
const valid = JSON.stringify({
  events: [{ type: "page_view", name: "page_view", path: "/book", props: { value: 29.99 } }],
});

describe("POST /api/events", () => {
  it("stores a valid batch with a hashed visitor id and no raw IP", async () => {
    const response = await post(valid);
    expect(response.status).toBe(202);
    const rows = await server.services.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: "page_view", path: "/book", props: { value: 29.99 } });
    expect(rows[0]!.visitorId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(JSON.stringify(rows[0])).not.toContain("127.0.0.1");
  });

  it.each([
    ["non-JSON", "not json"],
    ["an empty object", "{}"],
    ["an unknown type", JSON.stringify({ events: [{ type: "purchase", name: "x", path: "/" }] })],
    ["a path that is not a path", JSON.stringify({ events: [{ type: "click", name: "x", path: "http://evil" }] })],
    ["nested props", JSON.stringify({ events: [{ type: "click", name: "x", path: "/", props: { a: { b: 1 } } }] })],
    [
      "too many events",
      JSON.stringify({ events: Array.from({ length: 51 }, () => ({ type: "click", name: "x", path: "/" })) }),
    ],
  ])("answers %s with 400 and stores nothing", async (_label, body) => {
    const before = await stored();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBeTruthy();
    expect(await stored()).toBe(before);
  });

  it("answers an oversized batch with 413 and stores nothing", async () => {
    const before = await stored();
    const response = await post(
      JSON.stringify({ events: [{ type: "click", name: "x", path: "/", props: { a: "x".repeat(40_000) } }] }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatch(/^The body is limited to \d+ bytes\.$/);
    expect(await stored()).toBe(before);
  });

  it("stores nothing for Do-Not-Track, Global Privacy Control or a bot", async () => {
    const before = await stored();
    expect((await post(valid, { dnt: "1" })).status).toBe(204);
    expect((await post(valid, { "sec-gpc": "1" })).status).toBe(204);
    expect((await post(valid, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })).status).toBe(204);
    expect(await stored()).toBe(before);
  });

  it("answers a burst beyond the per-IP limit with 429 and stores none of the refused batches", async () => {
    const before = await stored();
    const { limit } = RATE_LIMITS.events;
    const statuses: number[] = [];
    // In groups, as a page's beacons would arrive, until well past the window's limit.
    for (let sent = 0; sent < limit + 10; sent += 10) {
      const responses = await Promise.all(Array.from({ length: 10 }, () => post(valid)));
      statuses.push(...responses.map((r) => r.status));
      const refused = responses.find((r) => r.status === 429);
      if (refused) expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const accepted = statuses.filter((s) => s === 202).length;
    expect(accepted).toBeLessThanOrEqual(limit);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((s) => s === 202 || s === 429)).toBe(true);
    expect(await stored()).toBe(before + accepted);
  });

  it("refuses GET", async () => {
    expect((await server.request("/api/events")).status).toBe(405);
  });
});
