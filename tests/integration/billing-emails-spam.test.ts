import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../app/db/schema";
import type { StripeStandIn } from "../support/stripe-stand-in";
import type { TestServer } from "./harness";
import { deliverQueuedMail, startMailSink } from "./mail-sink";
import { sellThroughStripe, startStripeSite } from "./stripe-offers";

/**
 * The billing and abandoned-checkout emails, as the SMTP server receives
 * them from the site, score at most 1.0 in SpamAssassin's local tests
 * (Debian's `spamassassin`, `-L`: no network checks).
 */

const run = promisify(execFile);

/** SpamAssassin's score of a raw message, and the tests that made it. */
async function spamScore(raw: string): Promise<{ score: number; tests: string }> {
  const child = run("spamassassin", ["-L", "-t"], { maxBuffer: 4 * 1024 * 1024, timeout: 120_000 });
  child.child.stdin!.end(raw);
  const { stdout } = await child;
  const status = stdout.replace(/\r?\n[ \t]+/g, " ").match(/^X-Spam-Status: \w+, score=(-?[\d.]+) .*?tests=(\S*)/m);
  if (!status) throw new Error(`no X-Spam-Status in SpamAssassin's answer:\n${stdout.slice(0, 2000)}`);
  return { score: Number(status[1]), tests: status[2]! };
}

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
    const { score, tests } = await spamScore(
      received("Update your card: your Rerouted payment did not go through").raw,
    );
    expect(score, tests).toBeLessThanOrEqual(1);
  });

  it("scores the Your order is waiting email at most 1.0", { timeout: 120_000 }, async () => {
    const mail = received("Your order is waiting");
    expect(mail.headers.get("list-unsubscribe")).toMatch(/^<http/);
    const { score, tests } = await spamScore(mail.raw);
    expect(score, tests).toBeLessThanOrEqual(1);
  });
});
