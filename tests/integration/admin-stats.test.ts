import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audioChapters, authUsers, productAccess, products, userProfiles, userProgress } from "../../app/db/schema";
import { loadListening } from "../../app/features/admin/listening.server";
import { loadRevenue } from "../../app/features/admin/revenue.server";
import { getAdminStats } from "../../app/features/admin/stats.server";
import { startTestServer, type TestServer } from "./harness";

/**
 * The statistics against a small catalogue whose figures are worked out by
 * hand in the comments: active and inactive products, a product that never
 * sold, and a revoked grant.
 */
let server: TestServer;
const NOW = new Date("2026-11-23T12:00:00Z");

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.services.db;

async function user(name: string) {
  const id = randomUUID();
  await db()
    .insert(authUsers)
    .values({ id, name, email: `${name}@example.com` });
  await db()
    .insert(userProfiles)
    .values({ id, firstName: name, lastName: "Test", purchaseEmail: `${name}@example.com` });
  return id;
}

async function product(name: string, price: string, isActive = true) {
  const [row] = await db()
    .insert(products)
    .values({ name, price, isActive, productType: "audiobook" })
    .returning({ id: products.id });
  return row!.id;
}

describe("admin statistics", () => {
  it("are all zero on an empty shop", async () => {
    expect(await getAdminStats(db())).toEqual({ users: 0, accessGrants: 0, products: 0, averageCompletion: 0 });
    const revenue = await loadRevenue(db(), NOW);
    expect(revenue.summary).toEqual({ revenueCents: 0, sales: 0, averageOrderCents: 0, buyers: 0 });
    expect(revenue.topProducts).toEqual([]);
    expect(revenue.months.every((m) => m.revenueCents === 0)).toBe(true);
    expect(await loadListening(db())).toEqual({
      totalListens: 0,
      averageSessionMinutes: 0,
      completionRate: 0,
      topChapters: [],
      chapterCompletion: [],
    });
  });

  it("match the hand-computed fixture", async () => {
    const [ann, ben, cat] = [await user("ann"), await user("ben"), await user("cat")];
    const audiobook = await product("Audiobook", "14.99");
    const video = await product("Video", "47.00");
    const retired = await product("Retired workbook", "9.99", false);
    await product("Never sold", "5.00");
    await db()
      .insert(productAccess)
      .values([
        { userId: ann, productId: audiobook, grantedAt: new Date("2026-09-15T10:00:00Z") },
        { userId: ben, productId: audiobook, grantedAt: new Date("2026-10-01T00:30:00Z") },
        { userId: ann, productId: video, grantedAt: new Date("2026-10-20T10:00:00Z") },
        // Sold before the product was retired: still a sale.
        { userId: cat, productId: retired, grantedAt: new Date("2026-11-02T10:00:00Z") },
        // Revoked: not a sale.
        { userId: ben, productId: video, isActive: false, grantedAt: new Date("2026-11-03T10:00:00Z") },
      ]);

    const revenue = await loadRevenue(db(), NOW);
    // 14.99 + 14.99 + 47.00 + 9.99 = 86.97 over 4 sales; 86.97 / 4 = 21.7425.
    expect(revenue.summary).toEqual({ revenueCents: 8697, sales: 4, averageOrderCents: 2174, buyers: 3 });
    expect(revenue.topProducts).toEqual([
      { id: video, name: "Video", sales: 1, revenueCents: 4700 },
      { id: audiobook, name: "Audiobook", sales: 2, revenueCents: 2998 },
      { id: retired, name: "Retired workbook", sales: 1, revenueCents: 999 },
    ]);
    const byMonth = Object.fromEntries(revenue.months.map((m) => [m.month, m.revenueCents]));
    expect(revenue.months).toHaveLength(12);
    expect(byMonth).toMatchObject({ "2026-08": 0, "2026-09": 1499, "2026-10": 1499 + 4700, "2026-11": 999 });

    const [one] = await db()
      .insert(audioChapters)
      .values({ productId: audiobook, chapterNumber: 1, title: "One", duration: 100, filePath: "audio/x/1-one.mp3" })
      .returning();
    const [two] = await db()
      .insert(audioChapters)
      .values({ productId: audiobook, chapterNumber: 2, title: "Two", duration: 200, filePath: "audio/x/2-two.mp3" })
      .returning();
    // Nobody has played this one: it is in the per-chapter completion with 0 %, not among the popular.
    await db()
      .insert(audioChapters)
      .values({ productId: video, chapterNumber: 1, title: "Unwatched", duration: 50, filePath: "video/x/1-u.mp4" });
    await db()
      .insert(userProgress)
      .values([
        { userId: ann, productId: audiobook, chapterId: one!.id, progressSeconds: 60, completedAt: new Date() },
        { userId: ben, productId: audiobook, chapterId: one!.id, progressSeconds: 30 },
        { userId: ann, productId: audiobook, chapterId: two!.id, progressSeconds: 120, completedAt: new Date() },
      ]);
    const listening = await loadListening(db());
    // 3 listens; mean (60 + 30 + 120) / 3 = 70 s = 1.17 min; 2 of 3 completed.
    expect(listening).toMatchObject({ totalListens: 3, averageSessionMinutes: 1.2, completionRate: 67 });
    expect(listening.topChapters.map((c) => [c.title, c.listens, c.completionPercent])).toEqual([
      ["One", 2, 50],
      ["Two", 1, 100],
    ]);
    // Every chapter of every product, by product name and chapter number.
    expect(listening.chapterCompletion.map((c) => [c.productName, c.title, c.listens, c.completionPercent])).toEqual([
      ["Audiobook", "One", 2, 50],
      ["Audiobook", "Two", 1, 100],
      ["Video", "Unwatched", 0, 0],
    ]);

    // Stats strip: 3 profiles, 5 grant rows (revoked included), 4 products, 67 %.
    expect(await getAdminStats(db())).toEqual({ users: 3, accessGrants: 5, products: 4, averageCompletion: 67 });
  });
});
