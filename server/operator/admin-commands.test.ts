import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { productAccess, products, purchaseOrders } from "~/db/schema";
import { openTestDatabase } from "~/db/test-database";
import { createAccount } from "~/features/auth/accounts.server";
import { newestOrders } from "./admin-commands";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("newestOrders (npm run admin -- list-orders)", () => {
  it("counts each order's own grants, revoked ones included, and none granted by hand", async () => {
    const { db } = database;
    const { userId } = await createAccount({
      db,
      firstName: "Ann",
      lastName: "Operator",
      email: "ann@example.com",
      password: "long-password-1",
      adminEmails: [],
    });
    const [book, course, series] = await db
      .insert(products)
      .values([
        { name: "Book", productType: "audiobook", price: "14.99" },
        { name: "Course", productType: "video", price: "197.00" },
        { name: "Series", productType: "video", price: "47.00" },
      ])
      .returning({ id: products.id });
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
    await db.insert(purchaseOrders).values([
      { orderId: "A-1", email: "ann@example.com", status: "granted", createdAt: at(1) },
      { orderId: "A-2", email: "ann@example.com", status: "refunded", createdAt: at(2) },
      { orderId: "A-3", email: "ann@example.com", status: "granted", createdAt: at(3) },
    ]);
    await db.insert(productAccess).values([
      { userId, productId: book!.id, orderId: "A-1" },
      { userId, productId: course!.id, orderId: "A-1" },
      { userId, productId: series!.id, orderId: "A-2", isActive: false },
      // Granted by hand: belongs to no order.
      { userId, productId: series!.id, orderId: null },
    ]);

    const orders = await newestOrders(db, 50);
    expect(orders.map(({ orderId, status, grants }) => ({ orderId, status, grants }))).toEqual([
      { orderId: "A-3", status: "granted", grants: 0 },
      { orderId: "A-2", status: "refunded", grants: 1 },
      { orderId: "A-1", status: "granted", grants: 2 },
    ]);
    expect((await newestOrders(db, 1)).map((order) => order.orderId)).toEqual(["A-3"]);
  });
});
