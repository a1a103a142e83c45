import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_SCRIPT } from "../../app/content/offers";
import { signUp, startTestServer, type TestServer } from "./harness";

/** The funnel pages are public: anyone reaches them, signed in or not. */
const PAGES = [
  { path: "/rerouted", title: "Rerouted Author Program | Write and Publish Your Book in 90 Days" },
  { path: "/rerouted/thank-you", title: "Thank you" },
  { path: "/rerouted/upsell-ai", title: "Rerouted AI Platform" },
  { path: "/rerouted/upsell-course", title: "Rerouted Foundations" },
  { path: "/rerouted/book-creation", title: "Create Your Book" },
  { path: "/rerouted/complete", title: "Rerouted Next Steps" },
];

let server: TestServer;
let customer: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com" });
  customer = (await signUp(server, { email: "buyer@example.com" })).cookie;
  admin = (await signUp(server, { email: "owner@example.com" })).cookie;
});
afterAll(async () => {
  await server?.close();
});

describe("funnel pages", () => {
  for (const { path, title } of PAGES) {
    it(`serves ${path} to visitors, customers and admins`, async () => {
      for (const cookie of [undefined, customer, admin]) {
        const response = await server.request(path, { cookie });
        expect(response.status, `${path} with ${cookie ? "a session" : "no session"}`).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<title>${title}</title>`);
        // A signed-in request really carries its session: the header offers the library.
        expect(html.includes(">Dashboard<")).toBe(cookie !== undefined);
      }
    });
  }

  it("allows the slide-in cart script's origin in the CSP", async () => {
    const response = await server.request("/rerouted/book-creation");
    const scriptSrc = /script-src ([^;]+)/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect(scriptSrc.split(" ")).toContain(new URL(CART_SCRIPT.src).origin);
  });

  it("answers a query string or a write with a 4xx, never a 500", async () => {
    expect((await server.request("/rerouted/complete?x=%E0%A4%A")).status).toBe(200);
    const post = await server.request("/rerouted/thank-you", { method: "POST", body: "x=1" });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
  });
});
