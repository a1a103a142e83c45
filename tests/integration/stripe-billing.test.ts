import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OfferId } from "../../app/content/offers";
import { authUsers, emailOutbox, products, purchaseOrders } from "../../app/db/schema";
import type { StripeStandIn } from "../support/stripe-stand-in";
import {
  cookiesFrom,
  form,
  grantsOf,
  lastEmailLink,
  resetRateLimits,
  signUp,
  signUpAdmin,
  type TestServer,
} from "./harness";
import { pageText } from "./html";
import { sellThroughStripe, startStripeSite } from "./stripe-offers";

/**
 * Self-service billing (issue 39, item 6) through the site's real `stripe`
 * client and the stand-in: "Manage billing" opens a customer portal
 * session of the signed-in buyer's own customer, a failed renewal asks
 * once for a new card, a cancellation at period end keeps access and
 * shows its date until Stripe ends the subscription.
 */

const PRICES = { ai: "price_billing_ai", book: "price_billing_book" };
const CARD_SUBJECT = "Update your card: your Rerouted payment did not go through";

let standIn: StripeStandIn;
let server: TestServer;
let ai = "";

beforeAll(async () => {
  ({ standIn, server } = await startStripeSite());
  standIn.addPrice({ id: PRICES.ai, unitAmount: 1700, recurring: "month" });
  standIn.addPrice({ id: PRICES.book, unitAmount: 2499 });
  const [aiRow, bookRow] = await server.services.db
    .insert(products)
    .values([
      { name: "AI Clarity Suite", productType: "assessment", price: "17.00" },
      { name: "Rerouted Paperback", productType: "audiobook", price: "24.99" },
    ])
    .returning({ id: products.id });
  ai = aiRow!.id;
  await sellThroughStripe(server, "ai-suite-trial", { stripePriceId: PRICES.ai, grants: [ai] });
  await sellThroughStripe(server, "book-bundle", { stripePriceId: PRICES.book, grants: [bookRow!.id] });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});
beforeEach(() => resetRateLimits(server));

/** Buys an offer through the site's checkout and the stand-in's page, then signs in through the welcome email. */
async function buyAndSignIn(offerId: OfferId, email: string) {
  const started = await server.request("/api/checkout", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ offerId }),
  });
  const { url } = (await started.json()) as { url: string };
  const { session, delivery } = await standIn.completeSession(url.split("/pay/")[1]!, { email, name: "Ann Lee" });
  expect(delivery.status).toBe(200);
  const welcome = await lastEmailLink(server, email, "Welcome to Rerouted: choose your password");
  await server.request("/reset-password", {
    method: "POST",
    body: form({ token: welcome.searchParams.get("token")!, welcome: "1", password: "buyer-own-password" }),
  });
  const signIn = await server.request("/login", {
    method: "POST",
    body: form({ email, password: "buyer-own-password" }),
  });
  expect(signIn.headers.get("location")).toBe("/dashboard");
  return {
    cookie: cookiesFrom(signIn),
    customer: session.customer as string,
    subscription: session.subscription as string | null,
    invoice: session.invoice as string | null,
  };
}

const portalCalls = () => standIn.calls("POST", "/v1/billing_portal/sessions");
const page = async (path: string, cookie: string) => pageText(await (await server.request(path, { cookie })).text());

let subscriber: Awaited<ReturnType<typeof buyAndSignIn>>;
let bookBuyer: Awaited<ReturnType<typeof buyAndSignIn>>;

describe("Manage billing", () => {
  beforeAll(async () => {
    subscriber = await buyAndSignIn("ai-suite-trial", "subscriber@example.com");
    bookBuyer = await buyAndSignIn("book-bundle", "book-buyer@example.com");
  });

  it("shows a subscriber Manage billing in the library and on the account page, and nobody else", async () => {
    expect(await page("/dashboard", subscriber.cookie)).toContain("Manage billing");
    expect(await page("/account/security", subscriber.cookie)).toContain("Manage billing");
    expect(await page("/dashboard", bookBuyer.cookie)).not.toContain("Manage billing");
  });

  it("opens a portal session of the subscriber's own customer returning to the library, whatever the form says", async () => {
    const before = portalCalls().length;
    const response = await server.request("/account/billing", {
      method: "POST",
      cookie: subscriber.cookie,
      body: form({ customer: bookBuyer.customer }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(new RegExp(`^${standIn.url}/portal/bps_test_`));
    expect(portalCalls().slice(before)).toEqual([
      {
        method: "POST",
        path: "/v1/billing_portal/sessions",
        params: { customer: subscriber.customer, return_url: `${server.baseUrl}/dashboard` },
      },
    ]);
    // The email's link (a GET) opens a fresh one the same way.
    const fromEmail = await server.request("/account/billing", { cookie: subscriber.cookie });
    expect(fromEmail.status).toBe(303);
    expect(portalCalls().length).toBe(before + 2);
  });

  it("sends a signed-out visitor to sign in first, and opens nothing for a customer or admin without a subscription", async () => {
    const before = portalCalls().length;
    const anonymous = await server.request("/account/billing", { method: "POST" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?redirectTo=%2Faccount%2Fbilling");
    const other = await server.request("/account/billing", { method: "POST", cookie: bookBuyer.cookie });
    expect(other.status).toBe(404);
    expect(pageText(await other.text())).toContain("This account has no subscription or payment plan to manage.");
    const admin = await signUpAdmin(server, "owner@example.com");
    expect((await server.request("/account/billing", { method: "POST", cookie: admin })).status).toBe(404);
    expect(portalCalls().length).toBe(before);
  });

  it("tells a ThriveCart subscriber where their billing is instead", async () => {
    const { cookie } = await signUp(server, { email: "tc-sub@example.com" });
    // The account the ThriveCart order was granted to.
    const [user] = await server.services.db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.email, "tc-sub@example.com"));
    await server.services.db.insert(purchaseOrders).values({
      orderId: "tc_9001",
      provider: "thrivecart",
      email: "tc-sub@example.com",
      buyerId: user!.id,
      status: "granted",
      lines: [{ reference: "product-7", description: "AI Clarity Suite", amount: 1700, recurring: true }],
    });
    const response = await server.request("/account/billing", { method: "POST", cookie });
    expect(response.status).toBe(409);
    expect(pageText(await response.text())).toContain("Your subscription was bought through ThriveCart");
    expect(await page("/dashboard", cookie)).toContain("Your subscription was bought through ThriveCart");
  });

  it("answers 502 with a clear message when Stripe refuses (portal settings never saved), never a 500", async () => {
    standIn.setPortalConfigured(false);
    try {
      const response = await server.request("/account/billing", { method: "POST", cookie: subscriber.cookie });
      expect(response.status).toBe(502);
      expect(pageText(await response.text())).toContain("The payment provider did not answer.");
    } finally {
      standIn.setPortalConfigured(true);
    }
  });
});

describe("a subscription's receipt", () => {
  it("names the card its first invoice was charged to, read from that payment's charge", async () => {
    const [order] = await server.services.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.subscriptionRef, subscriber.subscription!));
    expect(order!.charges).toEqual({ subtotal: 100, card: { brand: "visa", last4: "4242" } });
    // The invoice the session names, its paid payment through the Invoice Payments API (API 2025-03-31 on).
    expect(standIn.calls("GET", "/v1/invoice_payments").map((call) => call.params)).toContainEqual({
      invoice: subscriber.invoice,
      status: "paid",
      limit: "1",
    });
    const [receipt] = await server.services.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, "subscriber@example.com"),
          eq(emailOutbox.subject, `Your Rerouted order ${order!.orderId}`),
        ),
      );
    // The trial's $1 fee, charged to the card Checkout saved for the renewals.
    expect(receipt!.text).toContain("- Total paid: $1.00\n- Paid with Visa ending in 4242\n");
  });
});

describe("renewals and cancellations", () => {
  const active = async (email: string) => (await grantsOf(server, email)).filter((grant) => grant.isActive).length;

  it("emails Update your card once per invoice while Stripe retries, keeping the access", async () => {
    const first = await standIn.failRenewal(subscriber.subscription!, { final: false, invoiceId: "in_test_retry_1" });
    expect(await first.delivery.json()).toMatchObject({ outcome: "card update email queued" });
    const again = await standIn.failRenewal(subscriber.subscription!, { final: false, invoiceId: "in_test_retry_1" });
    expect(await again.delivery.json()).toMatchObject({ outcome: "card update email already sent" });
    const emails = await server.services.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "subscriber@example.com"), eq(emailOutbox.subject, CARD_SUBJECT)));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain(`Update your card: ${server.baseUrl}/account/billing`);
    expect(emails[0]!.text).toContain("AI Clarity Suite");
    expect(emails[0]!.text).not.toContain(standIn.url);
    expect(await active("subscriber@example.com")).toBe(1);
  });

  it("keeps access after a cancellation at period end and shows its date, until Stripe ends the subscription", async () => {
    const cancelled = await standIn.cancelAtPeriodEnd(subscriber.subscription!);
    expect(await cancelled.json()).toMatchObject({ outcome: "cancels at period end" });
    const [order] = await server.services.db
      .select({ cancelsAt: purchaseOrders.cancelsAt })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.subscriptionRef, subscriber.subscription!));
    const shown = order!.cancelsAt!.toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    expect(await page("/dashboard", subscriber.cookie)).toContain(`Cancels on ${shown}`);
    expect(await active("subscriber@example.com")).toBe(1);

    // Taken back in the portal: it renews again.
    expect(await (await standIn.cancelAtPeriodEnd(subscriber.subscription!, false)).json()).toMatchObject({
      outcome: "renews",
    });
    expect(await page("/dashboard", subscriber.cookie)).not.toContain("Cancels on");

    // At the period's end Stripe deletes the subscription: the access ends and the library offers nothing to manage.
    const ended = await standIn.sendEvent("customer.subscription.deleted", { id: subscriber.subscription! });
    expect(ended.status).toBe(200);
    expect(await active("subscriber@example.com")).toBe(0);
    expect(await page("/dashboard", subscriber.cookie)).not.toContain("Manage billing");
  });

  it("refuses a subscription update without its cancellation fields (400), changing nothing", async () => {
    const response = await standIn.sendEvent("customer.subscription.updated", { id: "sub_test_bare" });
    expect(response.status).toBe(400);
  });
});
