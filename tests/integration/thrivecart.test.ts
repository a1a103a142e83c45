import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OFFERS } from "../../app/content/offers";
import { authUsers, emailOutbox, productAccess, products, purchaseOrders } from "../../app/db/schema";
import { startTestServer, type TestServer } from "./harness";

const SECRET = "TK432YH7UTR9";
let server: TestServer;
let bookId: string;
let seriesId: string;

beforeAll(async () => {
  server = await startTestServer({ THRIVECART_SECRET: SECRET });
  const rows = await server.services.db
    .insert(products)
    .values([
      { name: "Rerouted Audiobook", productType: "audiobook", price: "24.99" },
      { name: "Visual Transformation Series", productType: "video", price: "47.00" },
    ])
    .returning({ id: products.id });
  [bookId, seriesId] = rows.map((r) => r.id) as [string, string];
  // The Offers tab: the bundle is ThriveCart product 2, the series its upsell 3.
  const store = server.services.siteContent;
  await store.saveOffer("book-bundle", {
    ...DEFAULT_OFFERS["book-bundle"],
    provider: "thrivecart",
    thrivecartProductId: "2",
    grants: [bookId],
  });
  await store.saveOffer("visual-series", {
    ...DEFAULT_OFFERS["visual-series"],
    provider: "thrivecart",
    thrivecartProductId: "upsell-3",
    grants: [seriesId],
  });
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.services.db;
const URL_PATH = "/api/webhooks/thrivecart";

/** ThriveCart's default: a URL-encoded form with PHP-style brackets, no Origin. */
function postForm(fields: [string, string][]) {
  return fetch(`${server.baseUrl}${URL_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

function postJson(payload: unknown) {
  return fetch(`${server.baseUrl}${URL_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
}

function orderForm(orderId: string, email: string, secret = SECRET, mode = "live"): [string, string][] {
  return [
    ["event", "order.success"],
    ["mode", mode],
    ["thrivecart_account", "rerouted"],
    ["thrivecart_secret", secret],
    ["base_product", "2"],
    ["order_id", orderId],
    ["currency", "USD"],
    ["customer[email]", email],
    ["customer[first_name]", "Ann"],
    ["customer[last_name]", "Lee"],
    ["order[total]", "7199"],
    ["purchase_map[0]", "product-2"],
    ["purchase_map[1]", "upsell-3"],
  ];
}

async function grantsOf(email: string) {
  return db()
    .select({ productId: productAccess.productId, isActive: productAccess.isActive, orderId: productAccess.orderId })
    .from(productAccess)
    .innerJoin(authUsers, eq(authUsers.id, productAccess.userId))
    .where(eq(authUsers.email, email));
}
const orderCount = async () => (await db().select({ n: count() }).from(purchaseOrders))[0]!.n;

describe("ThriveCart webhook", () => {
  it("answers ThriveCart's HEAD probe with 200 and refuses GET", async () => {
    const head = await fetch(`${server.baseUrl}${URL_PATH}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    const get = await fetch(`${server.baseUrl}${URL_PATH}`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, HEAD");
    expect(await get.json()).toEqual({ error: "Use POST, HEAD." });
  });

  it("refuses a wrong or missing secret word, form or JSON, writing nothing", async () => {
    expect((await postForm(orderForm("9001", "eve@example.com", "WRONGSECRET1"))).status).toBe(401);
    const withoutSecret = orderForm("9001", "eve@example.com").filter(([name]) => name !== "thrivecart_secret");
    expect((await postForm(withoutSecret)).status).toBe(401);
    expect(
      (await postJson({ event: "order.success", thrivecart_secret: "WRONGSECRET1", order_id: "9001" })).status,
    ).toBe(401);
    expect(await orderCount()).toBe(0);
    expect(await db().select().from(authUsers).where(eq(authUsers.email, "eve@example.com"))).toEqual([]);
  });

  it("grants a form-encoded order's product and upsell through the Offers tab, once", async () => {
    const first = await postForm(orderForm("1007038", "ann@example.com"));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      result: "granted",
      orderId: "tc_1007038",
      offerIds: ["book-bundle", "visual-series"],
      granted: 2,
      accountCreated: true,
    });
    const replay = await postForm(orderForm("1007038", "ann@example.com"));
    expect(await replay.json()).toEqual({ result: "duplicate", orderId: "tc_1007038" });
    const grants = await grantsOf("ann@example.com");
    expect(grants.map((g) => g.productId).sort()).toEqual([bookId, seriesId].sort());
    expect(grants.every((g) => g.isActive && g.orderId === "tc_1007038")).toBe(true);
    const subjects = (await db().select().from(emailOutbox).where(eq(emailOutbox.to, "ann@example.com"))).map(
      (e) => e.subject,
    );
    expect(subjects).toContain("Welcome to Rerouted: choose your password");
  });

  it("stores the order with its provider, offers, amount and the notification without the secret word", async () => {
    const [order] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, "tc_1007038"));
    expect(order).toMatchObject({
      provider: "thrivecart",
      email: "ann@example.com",
      buyerName: "Ann Lee",
      status: "granted",
      offerIds: ["book-bundle", "visual-series"],
      amount: 7199,
      currency: "USD",
    });
    expect(order?.rawEvent).toMatchObject({ event: "order.success", order_id: "1007038" });
    expect(JSON.stringify(order?.rawEvent)).not.toContain(SECRET);
  });

  it("acknowledges an order with an item no offer names as needing attention, granting the rest", async () => {
    const response = await postForm([...orderForm("1007050", "cara@example.com"), ["purchase_map[2]", "bump-2"]]);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: "needs_attention", granted: 2 });
    const [order] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, "tc_1007050"));
    expect(order?.status).toBe("needs_attention");
    expect(order?.note).toContain("bump-2");
  });

  it("grants a JSON order the same way", async () => {
    const response = await postJson({
      event: "order.success",
      mode: "live",
      thrivecart_secret: SECRET,
      base_product: "2",
      order_id: "1007040",
      currency: "USD",
      customer: { email: "ben@example.com", first_name: "Ben", last_name: "Ode" },
      order: { total: "2499" },
      purchase_map: ["product-2"],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: "granted", granted: 1 });
    expect((await grantsOf("ben@example.com")).map((g) => g.productId)).toEqual([bookId]);
    // A rebill of the same order grants nothing more.
    const rebill = await postJson({
      event: "order.subscription_payment",
      mode: "live",
      thrivecart_secret: SECRET,
      order_id: "1007040",
      customer: { email: "ben@example.com" },
      subscription: { type: "product", id: "2", amount: "2499" },
    });
    expect(await rebill.json()).toEqual({ result: "duplicate", orderId: "tc_1007040" });
  });

  it("revokes the order's grants on refund", async () => {
    const refund = await postForm([
      ["event", "order.refund"],
      ["mode", "live"],
      ["thrivecart_secret", SECRET],
      ["order_id", "1007040"],
      ["customer[email]", "ben@example.com"],
      ["refund[type]", "product"],
      ["refund[id]", "2"],
      ["refund[amount]", "2499"],
    ]);
    expect(refund.status).toBe(200);
    expect(await refund.json()).toEqual({ result: "revoked", orderId: "tc_1007040", revoked: 1 });
    const [order] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, "tc_1007040"));
    expect(order).toMatchObject({ provider: "thrivecart", status: "refunded", amount: 2499, currency: "USD" });
    expect((await grantsOf("ben@example.com")).every((g) => !g.isActive)).toBe(true);
    // Ann's order is another order: untouched.
    expect((await grantsOf("ann@example.com")).every((g) => g.isActive)).toBe(true);
  });

  it("takes back only the refunded item of an order with several, and the rest with the last", async () => {
    expect((await postForm(orderForm("1007060", "cy@example.com"))).status).toBe(200);
    const refundOf = (type: string, id: string) =>
      postForm([
        ["event", "order.refund"],
        ["mode", "live"],
        ["thrivecart_secret", SECRET],
        ["order_id", "1007060"],
        ["customer[email]", "cy@example.com"],
        ["refund[type]", type],
        ["refund[id]", id],
        ["refund[amount]", "4700"],
      ]);
    const upsell = await refundOf("upsell", "3");
    expect(await upsell.json()).toEqual({ result: "revoked", orderId: "tc_1007060", revoked: 1 });
    const active = async () => (await grantsOf("cy@example.com")).filter((g) => g.isActive).map((g) => g.productId);
    expect(await active()).toEqual([bookId]);
    const orderRow = async () =>
      (await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, "tc_1007060")))[0]!;
    expect(await orderRow()).toMatchObject({
      status: "granted",
      note: "Refunded in ThriveCart (upsell-3); the order's other items are kept",
    });
    // Delivered again, nothing more goes.
    expect(await (await refundOf("upsell", "3")).json()).toMatchObject({ revoked: 0 });
    expect(await active()).toEqual([bookId]);

    // Refunding the product as well leaves nothing: the order is refunded.
    expect(await (await refundOf("product", "2")).json()).toMatchObject({ revoked: 1 });
    expect(await active()).toEqual([]);
    expect((await orderRow()).status).toBe("refunded");
  });

  it("ignores test-mode orders unless THRIVECART_ACCEPT_TEST is on", async () => {
    const before = await orderCount();
    const response = await postForm(orderForm("5001", "tess@example.com", SECRET, "test"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: "ignored", reason: "test mode" });
    expect(await orderCount()).toBe(before);
    expect(await db().select().from(authUsers).where(eq(authUsers.email, "tess@example.com"))).toEqual([]);
  });

  it("acknowledges events it does not act on, and refuses malformed ones with 400", async () => {
    const other = await postForm([
      ["event", "affiliate.commission_earned"],
      ["thrivecart_secret", SECRET],
    ]);
    expect(await other.json()).toEqual({ result: "ignored", reason: "event affiliate.commission_earned" });
    const noEmail = orderForm("5002", "not-an-email");
    expect((await postForm(noEmail)).status).toBe(400);
    const wrongType = await fetch(`${server.baseUrl}${URL_PATH}`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "event=order.success",
    });
    expect(wrongType.status).toBe(415);
    const broken = await fetch(`${server.baseUrl}${URL_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
  });
});
