import { describe, expect, it } from "vitest";
import { DEFAULT_OFFERS, type Offer, type OfferId } from "~/content/offers";
import { launchSetupItems, senderAddress, type LaunchSetupFacts } from "./launch-setup";

/** A fresh demo install: no secrets, the default sender, both demo accounts on DEMO_PASSWORD. */
const FRESH: LaunchSetupFacts = {
  stripeSecretKey: false,
  stripeWebhookSecret: false,
  thrivecartSecret: false,
  purchaseWebhookSecret: false,
  smtp: false,
  mailFrom: "Rerouted <hello@example.com>",
  demoAccounts: [
    { email: "admin@example.com", password: "demo" },
    { email: "reader@example.com", password: "demo" },
  ],
};

/** Everything set up: every secret, the owner's sender, no demo account left. */
const CONFIGURED: LaunchSetupFacts = {
  stripeSecretKey: true,
  stripeWebhookSecret: true,
  thrivecartSecret: true,
  purchaseWebhookSecret: true,
  smtp: true,
  mailFrom: "Grace Mensah <hello@grace-author.org>",
  demoAccounts: [],
};

function offersWith(changes: Partial<Record<OfferId, Partial<Offer>>>): Record<OfferId, Offer> {
  const offers = { ...DEFAULT_OFFERS };
  for (const [id, change] of Object.entries(changes) as [OfferId, Partial<Offer>][]) {
    offers[id] = { ...offers[id], ...change };
  }
  return offers;
}

describe("launchSetupItems", () => {
  it("lists a fresh demo install's payments, email and demo accounts, naming each variable", () => {
    expect(launchSetupItems(FRESH, DEFAULT_OFFERS)).toEqual([
      {
        field: "payments",
        label:
          "No purchase reaches the site: choose Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) or ThriveCart (THRIVECART_SECRET) for the offers, or set WEBHOOK_SECRET for another cart",
        href: "/admin?tab=offers",
        docs: "docs/payments.md",
      },
      {
        field: "SMTP_URL",
        label: "No email is sent: set SMTP_URL (until then emails wait in the Emails tab)",
        href: null,
        docs: "docs/configuration.md, “Email”",
      },
      {
        field: "MAIL_FROM",
        label: "Emails are sent from hello@example.com: set MAIL_FROM to your own address",
        href: null,
        docs: "docs/configuration.md, “Email”",
      },
      {
        field: "demo:admin@example.com",
        label: "Demo account admin@example.com still has the demo password",
        href: "/admin?tab=users",
        docs: null,
      },
      {
        field: "demo:reader@example.com",
        label: "Demo account reader@example.com still has the demo password",
        href: "/admin?tab=users",
        docs: null,
      },
    ]);
  });

  it("lists nothing once everything is set up", () => {
    const offers = offersWith({
      "book-digital": { provider: "stripe", grants: ["p-audiobook"] },
      "book-bundle": { provider: "thrivecart", grants: ["p-audiobook", "p-workbook"] },
    });
    expect(launchSetupItems(CONFIGURED, offers)).toEqual([]);
    // Checkout links only, with the purchase webhook's secret: other carts' orders reach the site.
    expect(launchSetupItems(CONFIGURED, DEFAULT_OFFERS)).toEqual([]);
  });

  it("names each offer whose provider's secrets are missing, linking to its provider", () => {
    const offers = offersWith({
      "book-digital": { provider: "stripe", grants: ["p-audiobook"] },
      "program-3-pay": { provider: "thrivecart", grants: ["p-program"] },
    });
    expect(launchSetupItems({ ...CONFIGURED, stripeSecretKey: false, stripeWebhookSecret: false }, offers)).toEqual([
      {
        field: "book-digital.provider",
        label: "Digital edition (Book page) is sold through Stripe: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
        href: "/admin?tab=offers#book-digital.provider",
        docs: "docs/payments.md, “Connecting Stripe”",
      },
    ]);
    expect(
      launchSetupItems({ ...CONFIGURED, stripeWebhookSecret: false, thrivecartSecret: false }, offers).map((item) => [
        item.label,
        item.docs,
      ]),
    ).toEqual([
      [
        "Digital edition (Book page) is sold through Stripe: set STRIPE_WEBHOOK_SECRET",
        "docs/payments.md, “Connecting Stripe”",
      ],
      [
        "Payment Plan (Program page) is sold through ThriveCart: set THRIVECART_SECRET",
        "docs/payments.md, “Connecting ThriveCart”",
      ],
    ]);
  });

  it("names each Stripe or ThriveCart offer that grants nothing, linking to its grants", () => {
    const offers = offersWith({
      "visual-series": { provider: "stripe", grants: [] },
      "book-bundle": { provider: "thrivecart", grants: [] },
      // A checkout link's orders name their own products: its grants are not used.
      "book-paperback": { provider: "link", grants: [] },
    });
    expect(launchSetupItems(CONFIGURED, offers)).toEqual([
      {
        field: "book-bundle.grants",
        label: "Bundle (Book page) grants nothing: choose what its buyers get",
        href: "/admin?tab=offers#book-bundle.grants",
        docs: null,
      },
      {
        field: "visual-series.grants",
        label: "Visual Transformation Series (Thank-you upsell) grants nothing: choose what its buyers get",
        href: "/admin?tab=offers#visual-series.grants",
        docs: null,
      },
    ]);
  });

  it("asks for a payment provider only when no offer's sale can reach the site", () => {
    const fields = (facts: Partial<LaunchSetupFacts>, offers = DEFAULT_OFFERS) =>
      launchSetupItems({ ...CONFIGURED, ...facts }, offers).map((item) => item.field);
    expect(fields({ purchaseWebhookSecret: false })).toEqual(["payments"]);
    // A Stripe key alone sells nothing while every offer is a checkout link.
    expect(fields({ purchaseWebhookSecret: false, stripeSecretKey: true })).toEqual(["payments"]);
    expect(
      fields({ purchaseWebhookSecret: false }, offersWith({ "book-digital": { provider: "stripe", grants: ["p"] } })),
    ).toEqual([]);
  });

  it("flags a sender on example.com however MAIL_FROM is written", () => {
    const sender = (mailFrom: string) =>
      launchSetupItems({ ...CONFIGURED, mailFrom }, DEFAULT_OFFERS).map((item) => item.label);
    expect(sender("books@mail.example.com")).toEqual([
      "Emails are sent from books@mail.example.com: set MAIL_FROM to your own address",
    ]);
    expect(sender('"Grace" <grace@example.com>')).toEqual([
      "Emails are sent from grace@example.com: set MAIL_FROM to your own address",
    ]);
    expect(sender("grace@grace-author.org")).toEqual([]);
    expect(sender("Example <hello@example.org>")).toEqual([]);
  });

  it("lists a demo account whose password cannot be checked (no DEMO_PASSWORD) as still present", () => {
    expect(
      launchSetupItems(
        { ...CONFIGURED, demoAccounts: [{ email: "admin@example.com", password: "unknown" }] },
        DEFAULT_OFFERS,
      ),
    ).toEqual([
      {
        field: "demo:admin@example.com",
        label: "Demo account admin@example.com is still present (its password was printed at first start)",
        href: "/admin?tab=users",
        docs: null,
      },
    ]);
  });
});

describe("senderAddress", () => {
  it("reads the address of a named or bare sender", () => {
    expect(senderAddress("Rerouted <hello@example.com>")).toBe("hello@example.com");
    expect(senderAddress(" hello@grace-author.org ")).toBe("hello@grace-author.org");
  });
});
