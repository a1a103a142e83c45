import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { checkoutStarts } from "~/db/schema";
import { openTestDatabase } from "~/db/test-database";
import { checkoutStartRecorder, findCheckoutStart, pruneCheckoutStarts } from "./checkout-starts.server";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const VISITOR = {
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
  clientIp: "203.0.113.7",
  fbp: "fb.1.1596403881668.1116446470",
  fbc: null,
  pageUrl: "https://rerouted.example/book",
  gaClientId: "1162820436.1749482504",
  gaSessionId: "1747132561",
  consent: "granted" as const,
};

describe("checkout starts", () => {
  it("keeps a session's visitor once, and finds it by the session id", async () => {
    const record = checkoutStartRecorder(database.db, VISITOR)!;
    await record("cs_test_kept");
    await record("cs_test_kept");
    await checkoutStartRecorder(database.db, { ...VISITOR, clientIp: "198.51.100.1" })!("cs_test_kept");
    expect(await findCheckoutStart(database.db, "cs_test_kept")).toEqual(VISITOR);
    expect(await findCheckoutStart(database.db, "cs_test_never_started_here")).toBeNull();
  });

  it("keeps the answer of a buyer who refused, without any identifier", async () => {
    const refused = {
      ...VISITOR,
      userAgent: null,
      clientIp: null,
      fbp: null,
      pageUrl: null,
      gaClientId: null,
      gaSessionId: null,
      consent: "denied" as const,
    };
    await checkoutStartRecorder(database.db, refused)!("cs_test_refused");
    expect(await findCheckoutStart(database.db, "cs_test_refused")).toEqual(refused);
  });

  it("has nothing to record without a visitor", () => {
    expect(checkoutStartRecorder(database.db, null)).toBeUndefined();
  });

  it("forgets the starts older than seven days", async () => {
    const now = new Date("2026-11-23T17:00:00.000Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await database.db.insert(checkoutStarts).values([
      { sessionId: "cs_test_8_days", createdAt: daysAgo(8) },
      { sessionId: "cs_test_7_days_and_a_bit", createdAt: daysAgo(7.01) },
      { sessionId: "cs_test_6_days", createdAt: daysAgo(6) },
    ]);
    expect(await pruneCheckoutStarts(database.db, now)).toBe(2);
    expect(await findCheckoutStart(database.db, "cs_test_6_days")).not.toBeNull();
    expect(await findCheckoutStart(database.db, "cs_test_8_days")).toBeNull();
    expect(await pruneCheckoutStarts(database.db, now)).toBe(0);
  });
});
