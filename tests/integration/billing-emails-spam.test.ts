import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../app/db/schema";
import { spamScore } from "../support/spam-score";
import type { StripeStandIn } from "../support/stripe-stand-in";
import type { TestServer } from "./harness";
import { deliverQueuedMail, startMailSink } from "./mail-sink";
import { sellThroughStripe, startStripeSite } from "./stripe-offers";

/**
 * The billing and abandoned-checkout emails, as the SMTP server receives
 * them from the site, score at most 1.0 in SpamAssassin's local tests
 * (Debian's `spamassassin`, `-L`: no network checks).
 */

const PRICES = { ai: "price_spam_ai", bundle: "price_spam_bundle" };

let standIn: StripeStandIn;
let server: TestServer;
let sink: Awaited<ReturnType<typeof startMailSink>>;

beforeAll(async () => {
  sink = await startMailSink();
  ({ standIn, server } = await startStripeSite({ SMTP_URL: sink.url }));
  standIn.addPrice({ id: PRICES.ai, unitAmount: 1700, recurring: "month" });
  standIn.addPrice({ id: PRICES.bundle, unitAmount: 2499 });
  const [product] = await server.services.db
    .insert(products)
    .values([{ name: "AI Clarity Suite", productType: "assessment", price: "17.00" }])
    .returning({ id: products.id });
  await sellThroughStripe(server, "ai-suite-trial", { stripePriceId: PRICES.ai, grants: [product!.id] });
  await sellThroughStripe(server, "book-bundle", { stripePriceId: PRICES.bundle, grants: [product!.id] });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
  await sink?.close();
});

async function startCheckout(offerId: string): Promise<string> {
  const response = await server.request("/api/checkout", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ offerId }),
  });
  return ((await response.json()) as { url: string }).url.split("/pay/")[1]!;
}

const received = (subject: string) => {
  const mail = sink.mail.find((message) => message.headers.get("subject") === subject);
  if (!mail) throw new Error(`no "${subject}" in the sink`);
  return mail;
};

describe("SpamAssassin scores", () => {
  beforeAll(async () => {
    const trial = await startCheckout("ai-suite-trial");
    const { session } = await standIn.completeSession(trial, { email: "ann.lee@example.com", name: "Ann Lee" });
    await standIn.failRenewal(session.subscription as string, { final: false });
    await standIn.expireSession(await startCheckout("book-bundle"), {
      email: "ben.ortiz@example.com",
      name: "Ben Ortiz",
      promotions: "opt_in",
    });
    await deliverQueuedMail(server);
  });

  it("scores the Update your card email at most 1.0", { timeout: 120_000 }, async () => {
    const { score, rules } = await spamScore(
      received("Update your card: your Rerouted payment did not go through").raw,
    );
    expect(score, rules).toBeLessThanOrEqual(1);
  });

  it("scores the Your order is waiting email at most 1.0", { timeout: 120_000 }, async () => {
    const mail = received("Your order is waiting");
    expect(mail.headers.get("list-unsubscribe")).toMatch(/^<http/);
    const { score, rules } = await spamScore(mail.raw);
    expect(score, rules).toBeLessThanOrEqual(1);
  });
});
