import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_OFFERS, type OfferId } from "../../app/content/offers";
import { cookiesFrom, form, resetRateLimits, startTestServer, type TestServer } from "./harness";
import { pageText, parseHtml } from "./html";

/**
 * The launch checklist's setup part on a fresh demo install, through the
 * built server: no payment secret, no SMTP server, the default sender and
 * both demo accounts on DEMO_PASSWORD. The admin sees each to-do with the
 * exact variable to set and where it is documented; nobody else reaches it.
 * (tests/integration/launch-setup-configured.test.ts: a configured site.)
 */
const DEMO_PASSWORD = "demo-password-123";

let server: TestServer;
let admin: string;
let reader: string;

async function signIn(email: string): Promise<string> {
  const response = await server.request("/login", { method: "POST", body: form({ email, password: DEMO_PASSWORD }) });
  expect(response.status).toBe(302);
  return cookiesFrom(response);
}

beforeAll(async () => {
  // Whatever the machine's environment holds, this install has none of them.
  delete process.env.MAIL_FROM;
  server = await startTestServer({
    SEED_DEMO: "1",
    DEMO_PASSWORD,
    SMTP_URL: "",
    STRIPE_SECRET_KEY: "",
    STRIPE_WEBHOOK_SECRET: "",
    THRIVECART_SECRET: "",
    WEBHOOK_SECRET: "",
  });
  admin = await signIn("admin@example.com");
  reader = await signIn("reader@example.com");
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

/** The setup list of the admin's launch checklist: each item's text as read (label, then its docs) and link. */
async function setupItems(cookie = admin) {
  const response = await server.request("/admin", { cookie });
  expect(response.status).toBe(200);
  const list = parseHtml(await response.text()).one(
    "setup list",
    (e) => e.tag === "ul" && e.name === "Payments, email and accounts",
  );
  return list.within
    .all((e) => e.tag === "li")
    .map((li) => ({
      // Variables are set as code; a reader sees them inline.
      text: pageText(li.inner.replace(/<\/?code[^>]*>/g, "")),
      href: li.within.links()[0]?.attributes.href ?? null,
    }));
}

async function sellThrough(id: OfferId, provider: "stripe" | "thrivecart") {
  const { price, compareAt, cartUrl } = DEFAULT_OFFERS[id];
  await server.services.siteContent.saveOffer(id, {
    price,
    compareAt,
    cartUrl,
    provider,
    stripePriceId: provider === "stripe" ? `price_${id.replace(/-/g, "_")}` : "",
    thrivecartProductId: provider === "thrivecart" ? "12" : "",
    grants: [],
  });
}

describe("the launch checklist of a fresh demo install", () => {
  it("lists payments, email and the demo accounts, naming each variable and its documentation", async () => {
    expect(await setupItems()).toEqual([
      {
        text: "No purchase reaches the site: choose Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) or ThriveCart (THRIVECART_SECRET) for the offers, or set WEBHOOK_SECRET for another cart See docs/payments.md",
        href: "/admin?tab=offers",
      },
      {
        text: "No email is sent: set SMTP_URL (until then emails wait in the Emails tab) See docs/configuration.md, “Email”",
        href: null,
      },
      {
        text: "Emails are sent from hello@example.com: set MAIL_FROM to your own address See docs/configuration.md, “Email”",
        href: null,
      },
      { text: "Demo account admin@example.com still has the demo password", href: "/admin?tab=users" },
      { text: "Demo account reader@example.com still has the demo password", href: "/admin?tab=users" },
    ]);
  });

  it("names each offer sold through a provider whose secret is missing, and each that grants nothing", async () => {
    await sellThrough("book-digital", "stripe");
    await sellThrough("program-3-pay", "thrivecart");
    const items = await setupItems();
    expect(items.slice(0, 4)).toEqual([
      {
        text: "Digital edition (Book page) is sold through Stripe: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET See docs/payments.md, “Connecting Stripe”",
        href: "/admin?tab=offers#book-digital.provider",
      },
      {
        text: "Payment Plan (Program page) is sold through ThriveCart: set THRIVECART_SECRET See docs/payments.md, “Connecting ThriveCart”",
        href: "/admin?tab=offers#program-3-pay.provider",
      },
      {
        text: "Digital edition (Book page) grants nothing: choose what its buyers get",
        href: "/admin?tab=offers#book-digital.grants",
      },
      {
        text: "Payment Plan (Program page) grants nothing: choose what its buyers get",
        href: "/admin?tab=offers#program-3-pay.grants",
      },
    ]);
    // Each link lands on its field in the Offers tab.
    const offers = parseHtml(await (await server.request("/admin?tab=offers", { cookie: admin })).text());
    expect(offers.byId("book-digital.provider").tag).toBe("select");
    expect(offers.byId("book-digital.grants").tag).toBe("fieldset");
    // An offer chosen for a provider is a way in: no "no purchase reaches the site" any more.
    expect(items.map((item) => item.text).join("\n")).not.toContain("No purchase reaches the site");
  });

  it("keeps /admin and its data from anonymous visitors and the demo reader", async () => {
    for (const cookie of [undefined, reader]) {
      const page = await server.request("/admin", { cookie });
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toMatch(/^\/login/);
      const data = await (await server.request("/admin.data", { cookie })).text();
      expect(data).not.toContain("SMTP_URL");
      expect(data).not.toContain("demo password");
    }
  });
});
