import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers, authUsers, productAccess, products } from "../../app/db/schema";
import {
  CONFIRM_EMAIL_SUBJECT,
  confirmEmailFromOutbox,
  cookiesFrom,
  form,
  lastEmailLink,
  signUp,
  signUpAdmin,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "./harness";

/**
 * Issue 13, item 4 (server side): what is rendered for a signed-in visitor
 * is never kept by a shared cache; and the confirmation link of item 1 for
 * every kind of visitor. The browser side (no ad script on these pages) is
 * tests/e2e/pixels.spec.ts.
 */
let server: TestServer;
let customer: string;
let admin: string;
let productId: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com,deputy@example.com" });
  customer = (await signUp(server, { email: "reader@example.com" })).cookie;
  admin = await signUpAdmin(server, "owner@example.com");
  const [product] = await server.services.db
    .insert(products)
    .values({ name: "Private Audiobook", productType: "audiobook", price: "14.99" })
    .returning({ id: products.id });
  productId = product!.id;
  const [user] = await server.services.db.select().from(authUsers).where(eq(authUsers.email, "reader@example.com"));
  await server.services.db.insert(productAccess).values({ userId: user!.id, productId });
});
afterAll(async () => {
  await server?.close();
});

describe("Cache-Control for signed-in visitors", () => {
  it("is private, no-store on their pages and the pages' .data answers", async () => {
    const cases: [string, string][] = [
      // The cached marketing pages too: their header shows the visitor's library or admin link.
      ["/", customer],
      ["/book", customer],
      ["/", admin],
      ["/dashboard", customer],
      ["/dashboard.data", customer],
      ["/account/security", customer],
      [`/product/${productId}`, customer],
      [`/product/${productId}.data`, customer],
      ["/assessment", customer],
      ["/admin", admin],
      ["/admin.data?tab=users", admin],
      ["/admin/user-suggestions?q=read", admin],
    ];
    for (const [path, cookie] of cases) {
      const response = await server.request(path, { cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });
});

describe("the email confirmation link", () => {
  it("works for whoever follows it, and makes only the address it was sent to an admin", async () => {
    const deputy = await signUp(server, { email: "deputy@example.com" });
    // Another signed-in customer's browser opens the deputy's link: the deputy's address is proven, not theirs.
    const link = await lastEmailLink(server, "deputy@example.com", CONFIRM_EMAIL_SUBJECT);
    const opened = await server.request(`${link.pathname}${link.search}`, { cookie: customer });
    expect(opened.headers.get("location")).toMatch(/^\/reset-password\?token=[^&]+&confirm=1$/);
    const confirmed = await confirmEmailFromOutbox(server, "deputy@example.com");
    expect(confirmed.headers.get("location")).toBe("/login?redirectTo=%2Fadmin");
    const admins = await server.services.db
      .select({ email: authUsers.email })
      .from(adminUsers)
      .innerJoin(authUsers, eq(authUsers.id, adminUsers.id));
    expect(admins.map((a) => a.email).sort()).toEqual(["deputy@example.com", "owner@example.com"]);
    expect((await server.request("/admin", { cookie: customer })).status).toBe(302);
    // Choosing the password ended the session of the sign-up; signing in with it opens /admin.
    expect((await server.request("/admin", { cookie: deputy.cookie })).status).toBe(302);
    const signedIn = await server.request("/login", {
      method: "POST",
      body: form({ email: "deputy@example.com", password: TEST_PASSWORD }),
    });
    expect((await server.request("/admin", { cookie: cookiesFrom(signedIn) })).status).toBe(200);
    // The link is spent: using it again changes nothing.
    const again = await confirmEmailFromOutbox(server, "deputy@example.com", "another-password-1");
    expect(again.status).toBe(400);
  });
});
