import { createHmac } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authUsers, emailOutbox, productAccess, products, purchaseOrders } from "../../app/db/schema";
import { form, grantsOf as grantsOfAccount, lastEmailLink, signUp, startTestServer, type TestServer } from "./harness";

const SECRET = "test-webhook-secret-0123456789-abcdef";
let server: TestServer;
let bookId: string;
let courseId: string;

beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_SECRET: SECRET });
  const rows = await server.services.db
    .insert(products)
    .values([
      { name: "Rerouted Audiobook", productType: "audiobook", price: "14.99" },
      { name: "Foundations Course", productType: "video", price: "197.00" },
    ])
    .returning({ id: products.id });
  [bookId, courseId] = rows.map((r) => r.id) as [string, string];
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.services.db;

/** Posts like the cart provider does: no Origin, JSON body, signature over the raw bytes. */
function deliver(payload: unknown, secret = SECRET) {
  const body = JSON.stringify(payload);
  const signature = `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
  return fetch(`${server.baseUrl}/api/webhooks/purchase`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-rerouted-signature": signature },
    body,
  });
}

const grantsOf = (email: string) => grantsOfAccount(server, email);

const totalGrants = async () => (await db().select({ n: count() }).from(productAccess))[0]!.n;

describe("purchase webhook", () => {
  it("rejects a bad signature, a tampered body and an unsigned call, writing nothing", async () => {
    const payload = { orderId: "O-bad", email: "eve@example.com", productIds: [bookId] };
    expect((await deliver(payload, "wrong-secret-wrong-secret-wrong-secret")).status).toBe(401);
    const body = JSON.stringify(payload);
    const signature = `sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}`;
    const tampered = await fetch(`${server.baseUrl}/api/webhooks/purchase`, {
      method: "POST",
      headers: { "x-rerouted-signature": signature },
      body: body.replace("O-bad", "O-bad2"),
    });
    expect(tampered.status).toBe(401);
    const unsigned = await fetch(`${server.baseUrl}/api/webhooks/purchase`, { method: "POST", body });
    expect(unsigned.status).toBe(401);
    expect(await totalGrants()).toBe(0);
    expect(await db().select().from(purchaseOrders)).toEqual([]);
    expect(await db().select().from(authUsers).where(eq(authUsers.email, "eve@example.com"))).toEqual([]);
  });

  it("answers malformed signed orders with 400 and unknown products with 422, writing nothing", async () => {
    expect((await deliver({ orderId: "O-x", email: "x@example.com" })).status).toBe(400);
    expect((await deliver({ orderId: "O-x", email: "x@example.com", productIds: ["ebook"] })).status).toBe(400);
    const unknown = await deliver({
      orderId: "O-x",
      email: "x@example.com",
      productIds: ["00000000-0000-4000-8000-000000000000"],
    });
    expect(unknown.status).toBe(422);
    expect(await db().select().from(purchaseOrders)).toEqual([]);
    expect(await totalGrants()).toBe(0);
  });

  it("grants an existing customer once, however often the order is replayed", async () => {
    await signUp(server, { email: "ann@example.com", firstName: "Ann" });
    // A customer who has proven the address (here by resetting the password): the account is theirs.
    await server.request("/forgot-password", { method: "POST", body: form({ email: "ann@example.com" }) });
    const reset = await lastEmailLink(server, "ann@example.com", "Reset your Rerouted password");
    await server.request("/reset-password", {
      method: "POST",
      body: form({ token: reset.searchParams.get("token")!, password: "ann-own-password" }),
    });
    const payload = { orderId: "O-100", email: "Ann@Example.com", name: "Ann Lee", productIds: [bookId, courseId] };
    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      orderId: "O-100",
      result: "granted",
      granted: 2,
      accountCreated: false,
      accountReclaimed: false,
    });
    const replays = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    for (const replay of replays) {
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ orderId: "O-100", result: "duplicate" });
    }
    const grants = await grantsOf("ann@example.com");
    expect(grants).toHaveLength(2);
    expect(grants.every((g) => g.isActive && g.orderId === "O-100")).toBe(true);
    const emails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, "ann@example.com"));
    expect(emails.map((e) => e.subject).sort()).toEqual([
      "Access Granted: Foundations Course",
      "Access Granted: Rerouted Audiobook",
      "Reset your Rerouted password",
      // One receipt, however often the order is delivered.
      "Your Rerouted order O-100",
    ]);
  });

  it("creates the account of a new buyer and emails a link to choose a password", async () => {
    const response = await deliver({
      orderId: "O-200",
      email: "new.buyer@example.com",
      name: "Nia Buyer",
      productIds: [bookId],
    });
    expect(await response.json()).toMatchObject({ result: "granted", granted: 1, accountCreated: true });
    const [user] = await db().select().from(authUsers).where(eq(authUsers.email, "new.buyer@example.com"));
    expect(user?.name).toBe("Nia Buyer");
    const subjects = (await db().select().from(emailOutbox).where(eq(emailOutbox.to, "new.buyer@example.com"))).map(
      (e) => e.subject,
    );
    expect(subjects).toContain("Access Granted: Rerouted Audiobook");
    expect(subjects).not.toContain("Reset your Rerouted password");
    const welcome = (await db().select().from(emailOutbox).where(eq(emailOutbox.to, "new.buyer@example.com"))).find(
      (e) => e.subject === "Welcome to Rerouted: choose your password",
    );
    expect(welcome?.text).toContain("Hi Nia Buyer,");
    const link = new URL(/(http:\/\/\S+\/reset-password\?\S+)/.exec(welcome?.text ?? "")?.[1] ?? "http://x/");
    expect(link.searchParams.get("welcome")).toBe("1");
    const page = await server.request(`${link.pathname}${link.search}`);
    expect(await page.text()).toContain("Choose your password");

    const chosen = await server.request("/reset-password", {
      method: "POST",
      body: form({ token: link.searchParams.get("token")!, welcome: "1", password: "my-own-password" }),
    });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe("/login");
    const signIn = await server.request("/login", {
      method: "POST",
      body: form({ email: "new.buyer@example.com", password: "my-own-password" }),
    });
    expect(signIn.headers.get("location")).toBe("/dashboard");
  });

  it("revokes the order's grants on refund, once", async () => {
    const refund = await deliver({ orderId: "O-100", email: "ann@example.com", refunded: true });
    expect(await refund.json()).toEqual({ orderId: "O-100", result: "refunded", revoked: 2 });
    expect((await grantsOf("ann@example.com")).every((g) => !g.isActive)).toBe(true);
    const again = await deliver({ orderId: "O-100", email: "ann@example.com", refunded: true });
    expect(await again.json()).toEqual({ orderId: "O-100", result: "duplicate" });
    // A replay of the original purchase does not bring the access back.
    expect(await (await deliver({ orderId: "O-100", email: "ann@example.com", productIds: [bookId] })).json()).toEqual({
      orderId: "O-100",
      result: "duplicate",
    });
    expect((await grantsOf("ann@example.com")).some((g) => g.isActive)).toBe(false);
    const [order] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, "O-100"));
    expect(order?.status).toBe("refunded");
  });

  it("leaves the grants of other orders alone on refund", async () => {
    await deliver({ orderId: "O-300", email: "ann@example.com", productIds: [bookId] });
    await deliver({ orderId: "O-301", email: "ann@example.com", productIds: [courseId] });
    await deliver({ orderId: "O-300", email: "ann@example.com", refunded: true });
    const active = (await grantsOf("ann@example.com")).filter((g) => g.isActive);
    expect(active).toEqual([{ productId: courseId, isActive: true, orderId: "O-301" }]);
    const [book] = await db()
      .select()
      .from(productAccess)
      .where(and(eq(productAccess.orderId, "O-300"), eq(productAccess.productId, bookId)));
    expect(book?.isActive).toBe(false);
  });

  it("refuses GET", async () => {
    expect((await fetch(`${server.baseUrl}/api/webhooks/purchase`)).status).toBe(405);
  });
});
