import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../app/db/schema";
import type { StripeStandIn } from "../support/stripe-stand-in";
import { pageText, signUpAdmin, type TestServer } from "./harness";
import { startMailSink } from "./mail-sink";
import { sellThroughStripe, startStripeSite } from "./stripe-offers";

/**
 * A configured site (Stripe, ThriveCart and the purchase webhook's secrets,
 * an SMTP server, the owner's sender, no demo accounts, offers that grant
 * a product): the launch checklist has no setup part. The fresh demo
 * install's list is in launch-setup.test.ts.
 */
let standIn: StripeStandIn;
let server: TestServer;
let sink: Awaited<ReturnType<typeof startMailSink>>;
let admin: string;

beforeAll(async () => {
  sink = await startMailSink();
  ({ standIn, server } = await startStripeSite({
    SMTP_URL: sink.url,
    MAIL_FROM: "Grace Mensah <hello@grace-author.org>",
    THRIVECART_SECRET: "thrivecart-secret-word",
    WEBHOOK_SECRET: "purchase-webhook-secret-0123456789abcdef",
  }));
  admin = await signUpAdmin(server, "owner@example.com");
  const [product] = await server.services.db
    .insert(products)
    .values({
      name: "Rerouted: The Audiobook",
      description: "The book, read.",
      productType: "audiobook",
      price: "14.99",
    })
    .returning({ id: products.id });
  standIn.addPrice({ id: "price_digital", unitAmount: 1499 });
  await sellThroughStripe(server, "book-digital", { stripePriceId: "price_digital", grants: [product!.id] });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
  await sink?.close();
});

describe("the launch checklist of a configured site", () => {
  it("lists no payment, email or demo account to-do", async () => {
    const response = await server.request("/admin", { cookie: admin });
    expect(response.status).toBe(200);
    const text = pageText(await response.text());
    // The placeholders are still there (this site kept the template's texts)...
    expect(text).toContain("Launch checklist");
    expect(text).toContain("placeholders left");
    // ...and nothing of the setup part.
    expect(text).not.toContain("Payments, email and accounts");
    expect(text).not.toContain("setup step");
    for (const name of [
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "THRIVECART_SECRET",
      "WEBHOOK_SECRET",
      "SMTP_URL",
      "MAIL_FROM",
    ]) {
      expect(text).not.toContain(name);
    }
    expect(text).not.toContain("grants nothing");
    expect(text).not.toContain("Demo account");
  });
});
