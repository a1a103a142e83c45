import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OFFERS } from "../../app/content/offers";
import { authUsers, productAccess, products, purchaseOrders } from "../../app/db/schema";
import { form, pageText, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";

const SECRET = "TK432YH7UTR9";
let server: TestServer;
let bookId: string;
let workbookId: string;
let admin: string;
let customer: string;
let otherCustomer: string;

beforeAll(async () => {
  server = await startTestServer({ THRIVECART_SECRET: SECRET, ADMIN_EMAILS: "owner@example.com" });
  const rows = await server.services.db
    .insert(products)
    .values([
      { name: "Rerouted Audiobook", productType: "audiobook", price: "24.99" },
      { name: "Rerouted Workbook", productType: "workbook", price: "9.00" },
    ])
    .returning({ id: products.id });
  [bookId, workbookId] = rows.map((r) => r.id) as [string, string];
  await server.services.siteContent.saveOffer("book-bundle", {
    ...DEFAULT_OFFERS["book-bundle"],
    provider: "thrivecart",
    thrivecartProductId: "2",
    grants: [bookId],
  });
  admin = await signUpAdmin(server, "owner@example.com");
  customer = (await signUp(server, { email: "cara@example.com" })).cookie;
  otherCustomer = (await signUp(server, { email: "dan@example.com" })).cookie;
  // Cara buys the bundle and its workbook bump; no offer carries the bump yet.
  const response = await fetch(`${server.baseUrl}/api/webhooks/thrivecart`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams([
      ["event", "order.success"],
      ["mode", "live"],
      ["thrivecart_secret", SECRET],
      ["order_id", "3001"],
      ["currency", "USD"],
      ["customer[email]", "cara@example.com"],
      ["customer[first_name]", "Cara"],
      ["order[total]", "3399"],
      ["purchases[0]", "Rerouted bundle"],
      ["purchases[1]", "Workbook bump"],
      ["purchase_map[0]", "product-2"],
      ["purchase_map[1]", "bump-2"],
    ]).toString(),
  });
  expect(await response.json()).toMatchObject({ result: "needs_attention", orderId: "tc_3001" });
});
afterAll(async () => {
  await server?.close();
});

const replay = (cookie?: string, orderId = "tc_3001") =>
  server.request("/admin/actions", { method: "POST", cookie, body: form({ intent: "order.replay", orderId }) });

async function caraGrants() {
  return server.services.db
    .select({ productId: productAccess.productId, isActive: productAccess.isActive })
    .from(productAccess)
    .innerJoin(authUsers, eq(authUsers.id, productAccess.userId))
    .where(eq(authUsers.email, "cara@example.com"));
}

describe("Orders tab", () => {
  it("shows the admin every order with provider, buyer, offers, amount, status and the raw event", async () => {
    const page = await server.request("/admin?tab=orders", { cookie: admin });
    expect(page.status).toBe(200);
    const html = await page.text();
    const text = pageText(html);
    expect(text).toContain("tc_3001");
    expect(text).toContain("ThriveCart");
    expect(text).toContain("cara@example.com");
    expect(text).toContain("Bundle (Book page)");
    expect(text).toContain("$33.99");
    expect(text).toContain("needs attention");
    expect(text).toContain("No offer carries bump-2 (Workbook bump)");
    expect(text).toContain("Raw event");
    expect(html).toContain("order.success");
    expect(html).not.toContain(SECRET);
    expect(text).toContain("Replay");
  });

  it("lists the order in the launch checklist, linking to its row", async () => {
    const html = await (await server.request("/admin", { cookie: admin })).text();
    expect(pageText(html)).toContain("Order tc_3001 (cara@example.com) needs attention");
    expect(html).toContain('href="/admin?tab=orders#order-tc_3001"');
  });

  it("keeps the tab and Replay from anyone but an admin, changing nothing", async () => {
    const anonymous = await server.request("/admin?tab=orders");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    // The buyer herself and another customer: signed in, but not admins.
    for (const cookie of [customer, otherCustomer]) {
      const page = await server.request("/admin?tab=orders", { cookie });
      expect(page.status).toBe(302);
      expect(await page.text()).not.toContain("tc_3001");
      expect((await replay(cookie)).status).toBe(302);
    }
    expect((await replay(undefined)).status).toBe(302);
    const [order] = await server.services.db.select().from(purchaseOrders).where(eq(purchaseOrders.orderId, "tc_3001"));
    expect(order?.status).toBe("needs_attention");
  });

  it("Replay before the mapping is fixed still needs attention; after it, grants the bump's product", async () => {
    const early = await replay(admin);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ ok: false, title: "Still needs attention" });
    expect((await caraGrants()).map((g) => g.productId)).toEqual([bookId]);

    // The owner names the bump in the Offers tab: the paperback offer carries it.
    await server.services.siteContent.saveOffer("book-paperback", {
      ...DEFAULT_OFFERS["book-paperback"],
      provider: "thrivecart",
      thrivecartProductId: "bump-2",
      grants: [workbookId],
    });
    const fixed = await replay(admin);
    expect(fixed.status).toBe(200);
    expect(await fixed.json()).toEqual({ ok: true, message: "Order granted and buyer notified" });
    expect((await caraGrants()).map((g) => g.productId).sort()).toEqual([bookId, workbookId].sort());
    const [order] = await server.services.db.select().from(purchaseOrders).where(eq(purchaseOrders.orderId, "tc_3001"));
    expect(order?.status).toBe("granted");

    // Once granted there is nothing to replay, and the checklist is clear of it.
    const again = await replay(admin);
    expect(await again.json()).toEqual({ ok: false, message: "This order does not need attention" });
    expect(pageText(await (await server.request("/admin", { cookie: admin })).text())).not.toContain("needs attention");
  });

  it("answers a malformed or unknown order with a 4xx", async () => {
    expect((await replay(admin, "")).status).toBe(400);
    expect((await replay(admin, "x".repeat(201))).status).toBe(400);
    const unknown = await replay(admin, "tc_missing");
    expect(unknown.status).toBe(409);
    expect(await unknown.json()).toEqual({ ok: false, message: "This order no longer exists" });
  });
});
