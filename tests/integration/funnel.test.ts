import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authUsers, productAccess, products, purchaseOrders } from "../../app/db/schema";
import { signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";
import { parseHtml } from "./html";

/**
 * The funnel pages are public: anyone reaches them, signed in or not. The
 * one-time-offer pages are distraction-free: no navigation for anyone.
 */
const PAGES = [
  { path: "/rerouted", title: "Rerouted Author Program | Write and Publish Your Book in 90 Days", offerOnly: false },
  { path: "/rerouted/thank-you", title: "Thank you", offerOnly: true },
  { path: "/rerouted/upsell-ai", title: "Rerouted AI Platform", offerOnly: true },
  { path: "/rerouted/upsell-course", title: "Rerouted Foundations", offerOnly: true },
  { path: "/rerouted/book-creation", title: "Create Your Book", offerOnly: true },
  { path: "/rerouted/complete", title: "Rerouted Next Steps", offerOnly: false },
];

let server: TestServer;
let customer: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com" });
  customer = (await signUp(server, { email: "buyer@example.com" })).cookie;
  admin = await signUpAdmin(server, "owner@example.com");
});
afterAll(async () => {
  await server?.close();
});

describe("funnel pages", () => {
  for (const { path, title, offerOnly } of PAGES) {
    it(`serves ${path} to visitors, customers and admins`, async () => {
      for (const cookie of [undefined, customer, admin]) {
        const response = await server.request(path, { cookie });
        expect(response.status, `${path} with ${cookie ? "a session" : "no session"}`).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<title>${title}</title>`);
        if (offerOnly) {
          // Header and footer lead nowhere but to the legal pages, which every page links (issue 38):
          // no menu, no account button, no other footer links, a logo without a link.
          for (const away of ['aria-label="Main"', 'aria-label="Footer"', ">Dashboard<", ">Login<", ">Get Book<"])
            expect(html, `${path} shows ${away}`).not.toContain(away);
          const page = parseHtml(html);
          expect(
            page.navigations().map((nav) => nav.name),
            path,
          ).toEqual(["Legal"]);
          expect(
            page
              .banner()
              .within.links()
              .map((link) => link.name),
            path,
          ).toEqual([]);
          expect(
            page
              .contentinfo()
              .within.links()
              .map((link) => link.name),
            path,
          ).toEqual(["Privacy Policy", "Terms of Service", "Refund Policy", "SMS Terms"]);
          expect(page.contentinfo().text).toContain("All rights reserved.");
        } else {
          // A signed-in request really carries its session: the header offers the library.
          expect(html.includes(">Dashboard<")).toBe(cookie !== undefined);
          expect(html).toContain('aria-label="Main"');
        }
      }
    });
  }

  it("leads from the order-complete page's Create Your Book to the public sales page, not the in-funnel copy", async () => {
    const page = parseHtml(await (await server.request("/rerouted/complete")).text());
    const main = page.one('navigation "Main"', (e) => e.tag === "nav" && e.name === "Main");
    expect(main.within.links("Create Your Book").map((link) => link.attributes.href)).toEqual(["/rerouted"]);
  });

  it("names no third party in the CSP while none is configured, but the video player the page embeds", async () => {
    for (const path of ["/rerouted/book-creation", "/book"]) {
      const response = await server.request(path);
      const origins = response.headers.get("content-security-policy")?.match(/https:\/\/[^\s;]+/g);
      expect(new Set(origins), path).toEqual(new Set(["https://www.youtube-nocookie.com"]));
    }
  });

  it("lets the pages that open a checkout popup keep it (COOP same-origin-allow-popups); private pages stay isolated", async () => {
    for (const path of ["/book", "/rerouted", "/rerouted/book-creation", "/rerouted/thank-you", "/"]) {
      const response = await server.request(path);
      expect(response.headers.get("cross-origin-opener-policy"), path).toBe("same-origin-allow-popups");
    }
    for (const path of ["/login", "/dashboard", "/admin"]) {
      const response = await server.request(path);
      expect(response.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
    }
  });

  it("answers a query string or a write with a 4xx, never a 500", async () => {
    expect((await server.request("/rerouted/complete?x=%E0%A4%A")).status).toBe(200);
    const post = await server.request("/rerouted/thank-you", { method: "POST", body: "x=1" });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
  });
});

describe("the order-complete page", () => {
  const claims = [/receipt/i, /sent/i, /ships within/i, /login credentials/i];

  it("without a known order shows next steps only, claiming no receipt, shipment or login", async () => {
    for (const cookie of [undefined, admin]) {
      const html = await (await server.request("/rerouted/complete", { cookie })).text();
      expect(html).toContain("Your next steps on the journey");
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      for (const claim of claims) expect(main).not.toMatch(claim);
      expect(main).not.toContain("Your order");
    }
  });

  it("lists the signed-in buyer's recent order and what it unlocked, and no one else's", async () => {
    const { db } = server.services;
    const [product] = await db
      .insert(products)
      .values({
        name: "Rerouted Audiobook",
        description: "The book, read aloud",
        productType: "audiobook",
        price: "19.99",
      })
      .returning({ id: products.id });
    const [user] = await db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.email, "buyer@example.com"));
    await db.insert(purchaseOrders).values({
      orderId: "ORD-1001",
      email: "buyer@example.com",
      status: "granted",
      offerIds: ["book-bundle"],
    });
    await db.insert(productAccess).values({ userId: user!.id, productId: product!.id, orderId: "ORD-1001" });

    const html = await (await server.request("/rerouted/complete", { cookie: customer })).text();
    expect(html).toContain("You&#x27;re all set. Welcome to the journey!");
    expect(html).toContain("Order ORD-1001");
    expect(html).toContain("Rerouted Audiobook: in your library now");
    expect(html).toContain("Bundle");

    const other = await signUp(server, { email: "someone-else@example.com" });
    const theirs = await (await server.request("/rerouted/complete", { cookie: other.cookie })).text();
    expect(theirs).not.toContain("ORD-1001");
    expect(theirs).toContain("Your next steps on the journey");
  });
});
