import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_OFFERS, type OfferId } from "../../app/content/offers";
import { createOfferCheckout } from "../../app/features/stripe/create-checkout.server";
import { products, purchaseOrders } from "../../app/db/schema";
import {
  CURRENT_API_VERSION,
  LEGACY_API_VERSION,
  startStripeStandIn,
  type StripeStandIn,
} from "../support/stripe-stand-in";
import { cookiesFrom, grantsOf, resetRateLimits, signUpAdmin, type TestServer } from "./harness";
import { pageText } from "./html";
import { sellThroughStripe, startStripeSite } from "./stripe-offers";

/**
 * Payments of subscriptions (the 3-pay plan's instalments, the AI trial's
 * $1 fee) refunded and disputed, in events of the package's API version and
 * of a version before 2025-03-31, whose charges, disputes and invoices
 * start from Stripe's published fixtures (tests/support/stripe-fixtures.json).
 */

const PRICES = { bundle: "price_sub_bundle", ai: "price_sub_ai", plan: "price_sub_plan", course: "price_sub_course" };

let standIn: StripeStandIn;
let server: TestServer;
let program = "";
let ai = "";
let course = "";

beforeAll(async () => {
  ({ standIn, server } = await startStripeSite());
  standIn.addPrice({ id: PRICES.bundle, unitAmount: 2499 });
  standIn.addPrice({ id: PRICES.ai, unitAmount: 1700, recurring: "month" });
  standIn.addPrice({ id: PRICES.plan, unitAmount: 34700, recurring: "month" });
  standIn.addPrice({ id: PRICES.course, unitAmount: 19700 });
  [program, ai, course] = (
    await server.services.db
      .insert(products)
      .values([
        { name: "Rerouted Program", productType: "video", price: "997.00" },
        { name: "AI Clarity Suite", productType: "assessment", price: "17.00" },
        { name: "Foundations Course", productType: "video", price: "197.00" },
      ])
      .returning({ id: products.id })
  ).map((row) => row.id) as [string, string, string];
  await sellThroughStripe(server, "program-3-pay", { stripePriceId: PRICES.plan, grants: [program] });
  await sellThroughStripe(server, "application-3-pay", { stripePriceId: PRICES.plan, grants: [program] });
  await sellThroughStripe(server, "ai-suite-trial", { stripePriceId: PRICES.ai, grants: [ai] });
  await sellThroughStripe(server, "foundations-course", { stripePriceId: PRICES.course, grants: [course] });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});
beforeEach(() => resetRateLimits(server));

const active = async (email: string) =>
  (await grantsOf(server, email))
    .filter((grant) => grant.isActive)
    .map((grant) => grant.productId)
    .sort();

async function orderOf(orderId: string) {
  const [order] = await server.services.db.select().from(purchaseOrders).where(eq(purchaseOrders.orderId, orderId));
  return order;
}

/** A checkout started through the site and paid on the stand-in's page; the session. */
async function buy(offerId: OfferId, email: string) {
  const response = await server.request("/api/checkout", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ offerId }),
  });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const { session, delivery } = await standIn.completeSession(url.split("/pay/")[1]!, { email, name: "Sub Buyer" });
  expect(delivery.status).toBe(200);
  return { id: session.id as string, subscription: session.subscription as string };
}

async function send(type: string, object: Record<string, unknown>, apiVersion = CURRENT_API_VERSION) {
  const response = await standIn.sendEvent(type, object, { apiVersion });
  expect(response.status, type).toBe(200);
  const { received, ...handled } = (await response.json()) as { received: boolean; outcome: string; orderId?: string };
  expect(received).toBe(true);
  return handled;
}

const paymentsOf = (subscription: string) => standIn.paymentsOfSubscription(subscription);

describe("plans sold through Stripe", () => {
  it("opens a subscription Checkout for the approved applicant's 3-pay option that stops after three payments", async () => {
    const plan = await buy("application-3-pay", "applicant-plan@example.com");
    const [created] = standIn.calls("POST", "/v1/checkout/sessions").slice(-1);
    expect(created!.params).toMatchObject({
      mode: "subscription",
      line_items: [{ price: PRICES.plan, quantity: "1" }],
    });
    const subscription = standIn.subscriptions.get(plan.subscription)!;
    const anchor = subscription.billing_cycle_anchor as number;
    const days = ((subscription.cancel_at as number) - anchor) / 86_400;
    expect(days).toBeGreaterThanOrEqual(89);
    expect(days).toBeLessThanOrEqual(92);
    expect(await orderOf(plan.id)).toMatchObject({ installments: 3, offerIds: ["application-3-pay"] });
    expect(await active("applicant-plan@example.com")).toEqual([program]);
  });

  it("has a stand-in that refuses what Stripe refuses: a recurring price in payment mode, a plan without one", async () => {
    const stripe = new Stripe("sk_test_strict", {
      host: "127.0.0.1",
      port: new URL(standIn.url).port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    const base = { success_url: "https://site.example/done", line_items: [{ price: PRICES.plan, quantity: 1 }] };
    await expect(stripe.checkout.sessions.create({ ...base, mode: "payment" })).rejects.toMatchObject({
      statusCode: 400,
      message:
        "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
    });
    await expect(
      stripe.checkout.sessions.create({
        mode: "subscription",
        success_url: base.success_url,
        line_items: [{ price: PRICES.bundle, quantity: 1 }],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: "You must provide at least one recurring price in `subscription` mode when using prices.",
    });
    await expect(
      stripe.checkout.sessions.create({ ...base, mode: "subscription", customer_creation: "always" }),
    ).rejects.toMatchObject({ statusCode: 400, param: "customer_creation" });
    await expect(
      stripe.checkout.sessions.create({ mode: "subscription", line_items: base.line_items }),
    ).rejects.toMatchObject({ statusCode: 400, message: "Missing required param: success_url." });
    await expect(
      stripe.checkout.sessions.create({
        ...base,
        mode: "payment",
        line_items: [{ price_data: { currency: "usd", unit_amount: 100 }, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: "line_items[0][price_data][product_data][name]" });
    // Consent to the terms, as Stripe's reference documents the parameters.
    const once = { ...base, line_items: [{ price: PRICES.bundle, quantity: 1 }], mode: "payment" as const };
    const message = "I agree to the [Terms of Service](https://site.example/terms).";
    const accepted = await stripe.checkout.sessions.create({
      ...once,
      consent_collection: { terms_of_service: "required" },
      custom_text: { terms_of_service_acceptance: { message } },
    });
    expect(accepted.consent_collection?.terms_of_service).toBe("required");
    expect(accepted.custom_text.terms_of_service_acceptance).toEqual({ message });
    await expect(
      stripe.checkout.sessions.create({ ...once, consent_collection: { terms_of_service: "always" } }),
    ).rejects.toMatchObject({ statusCode: 400, param: "consent_collection[terms_of_service]" });
    await expect(
      stripe.checkout.sessions.create({ ...once, custom_text: { terms_of_service_acceptance: { message } } }),
    ).rejects.toMatchObject({ statusCode: 400, param: "custom_text[terms_of_service_acceptance]" });
    await expect(
      stripe.checkout.sessions.create({
        ...once,
        consent_collection: { terms_of_service: "required" },
        custom_text: { terms_of_service_acceptance: { message: "x".repeat(1201) } },
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: "custom_text[terms_of_service_acceptance][message]" });
    // An account whose public details name no terms URL cannot collect consent to terms.
    const bare = await startStripeStandIn({ webhookSecret: "whsec_bare", termsOfServiceUrl: null });
    try {
      bare.addPrice({ id: PRICES.bundle, unitAmount: 2499 });
      const client = new Stripe("sk_test_bare", {
        host: "127.0.0.1",
        port: new URL(bare.url).port,
        protocol: "http",
        maxNetworkRetries: 0,
      });
      await expect(
        client.checkout.sessions.create({ ...once, consent_collection: { terms_of_service: "required" } }),
      ).rejects.toMatchObject({ statusCode: 400, param: "consent_collection[terms_of_service]" });
      // The site's checkout still sells there: the terms are named above the pay button instead.
      let created = "";
      const url = await createOfferCheckout({
        stripe: client,
        baseUrl: "https://grace-author.org",
        offer: { ...DEFAULT_OFFERS["book-bundle"], provider: "stripe", stripePriceId: PRICES.bundle },
        onCreated: async (id) => {
          created = id;
        },
      });
      expect(url).toMatch(/^http/);
      const session = await client.checkout.sessions.retrieve(created);
      // Only the terms are left out: promotional consent (abandoned checkouts) is still asked for.
      expect(session.consent_collection).toMatchObject({ terms_of_service: null, promotions: "auto" });
      expect(session.custom_text.submit).toEqual({
        message:
          "By paying, you agree to the [Terms of Service](https://grace-author.org/terms) and the [Refund Policy](https://grace-author.org/refund-policy).",
      });
    } finally {
      await bare.close();
    }
  });
});

describe("refunds of subscription payments", () => {
  for (const apiVersion of [CURRENT_API_VERSION, LEGACY_API_VERSION]) {
    it(`revokes the plan on a full refund of a later instalment and stops its subscription (events of ${apiVersion})`, async () => {
      const email = `plan-refund-${apiVersion.slice(0, 4)}@example.com`;
      const plan = await buy("program-3-pay", email);
      standIn.payInvoice(plan.subscription);
      const [first, second] = paymentsOf(plan.subscription);
      expect(await active(email)).toEqual([program]);

      // A partial refund of the second instalment keeps the access.
      const partial = standIn.chargeOf(second!, { amountRefunded: 10000, apiVersion });
      expect(await send("charge.refunded", partial, apiVersion)).toEqual({ outcome: "partial refund: access kept" });
      expect(await active(email)).toEqual([program]);

      const refund = standIn.chargeOf(second!, { amountRefunded: 34700, apiVersion });
      expect(await send("charge.refunded", refund, apiVersion)).toEqual({ outcome: "revoked", orderId: plan.id });
      expect(await active(email)).toEqual([]);
      expect(await orderOf(plan.id)).toMatchObject({
        status: "refunded",
        note: expect.stringContaining(refund.id as string),
      });
      expect(standIn.subscriptions.get(plan.subscription)).toMatchObject({ status: "canceled" });
      expect(standIn.calls("DELETE", `/v1/subscriptions/${plan.subscription}`)).toHaveLength(1);
      // Each version finds the invoice as Stripe links it: on the charge before 2025-03-31, through the API since.
      expect(
        standIn.calls("GET", "/v1/invoice_payments").filter((c) => JSON.stringify(c.params).includes(second!)),
      ).toHaveLength(apiVersion === LEGACY_API_VERSION ? 0 : 1);

      // The ended subscription does not make a plan with a refunded instalment "completed".
      standIn.payInvoice(plan.subscription);
      const subscription = standIn.subscriptions.get(plan.subscription)!;
      expect(await send("customer.subscription.deleted", subscription, apiVersion)).toMatchObject({
        outcome: "unknown",
      });
      expect(await orderOf(plan.id)).toMatchObject({ status: "refunded" });
      // The first instalment's refund, delivered later, changes nothing more.
      const again = standIn.chargeOf(first!, { amountRefunded: 34700, apiVersion });
      expect(await send("charge.refunded", again, apiVersion)).toEqual({ outcome: "duplicate", orderId: plan.id });
      expect(standIn.calls("DELETE", `/v1/subscriptions/${plan.subscription}`)).toHaveLength(1);
    });
  }

  it("revokes the AI trial when its $1 fee is refunded", async () => {
    const trial = await buy("ai-suite-trial", "trial-refund@example.com");
    const [fee] = paymentsOf(trial.subscription);
    expect(standIn.paymentIntents.get(fee!)).toMatchObject({ amount: 100 });
    expect(await active("trial-refund@example.com")).toEqual([ai]);
    const charge = standIn.chargeOf(fee!, { amountRefunded: 100 });
    expect(await send("charge.refunded", charge)).toEqual({ outcome: "revoked", orderId: trial.id });
    expect(await active("trial-refund@example.com")).toEqual([]);
    expect(standIn.subscriptions.get(trial.subscription)).toMatchObject({ status: "canceled" });
  });
});

describe("disputes of subscription payments", () => {
  it("revokes a disputed instalment's plan, and a dispute closed as won gives back exactly what it took, once", async () => {
    const plan = await buy("program-3-pay", "plan-dispute@example.com");
    const [first] = paymentsOf(plan.subscription);
    const opened = standIn.disputeOf(first!, { status: "needs_response", reason: "product_not_received" });
    expect(await send("charge.dispute.created", opened)).toEqual({ outcome: "revoked", orderId: plan.id });
    expect(await active("plan-dispute@example.com")).toEqual([]);
    expect(await orderOf(plan.id)).toMatchObject({ status: "disputed" });

    // Under review is no decision: nothing changes.
    expect(await send("charge.dispute.closed", { ...opened, status: "under_review" })).toEqual({
      outcome: "dispute under_review: access stays revoked",
    });
    const won = await send("charge.dispute.closed", { ...opened, status: "won" });
    expect(won).toEqual({ outcome: "restored", orderId: plan.id });
    expect(await active("plan-dispute@example.com")).toEqual([program]);
    expect(await orderOf(plan.id)).toMatchObject({
      status: "granted",
      note: expect.stringContaining("closed as won; access restored"),
    });
    // A redelivery of the closing event changes nothing.
    const redelivered = await standIn.deliver(
      JSON.stringify(standIn.event("charge.dispute.closed", { ...opened, status: "won" })),
    );
    expect(await redelivered.json()).toMatchObject({ outcome: "duplicate" });
    expect(await active("plan-dispute@example.com")).toEqual([program]);
  });

  it("keeps access revoked when the dispute is lost, and restores an inquiry closed without a chargeback", async () => {
    const lost = await buy("program-3-pay", "plan-lost@example.com");
    const [payment] = paymentsOf(lost.subscription);
    const dispute = standIn.disputeOf(payment!, { status: "needs_response" });
    await send("charge.dispute.created", dispute, LEGACY_API_VERSION);
    expect(await send("charge.dispute.closed", { ...dispute, status: "lost" }, LEGACY_API_VERSION)).toEqual({
      outcome: "dispute lost: access stays revoked",
    });
    expect(await active("plan-lost@example.com")).toEqual([]);
    expect(await orderOf(lost.id)).toMatchObject({ status: "disputed" });

    const trial = await buy("ai-suite-trial", "trial-inquiry@example.com");
    const [fee] = paymentsOf(trial.subscription);
    const inquiry = standIn.disputeOf(fee!, { status: "warning_needs_response", reason: "general" });
    expect(await send("charge.dispute.created", inquiry)).toEqual({ outcome: "revoked", orderId: trial.id });
    expect(await send("charge.dispute.closed", { ...inquiry, status: "warning_closed" })).toEqual({
      outcome: "restored",
      orderId: trial.id,
    });
    expect(await active("trial-inquiry@example.com")).toEqual([ai]);
  });
});

describe("invoices in the shape of API versions before 2025-03-31", () => {
  it("ends a trial whose last payment attempt failed, named by invoice.subscription", async () => {
    const trial = await buy("ai-suite-trial", "trial-legacy@example.com");
    const invoice = standIn.invoiceIn(standIn.payInvoice(trial.subscription), LEGACY_API_VERSION);
    expect(invoice).toMatchObject({ subscription: trial.subscription });
    expect(invoice).not.toHaveProperty("parent");
    const failed = { ...invoice, status: "open", next_payment_attempt: null };
    expect(await send("invoice.payment_failed", failed, LEGACY_API_VERSION)).toEqual({
      outcome: "revoked",
      orderId: trial.id,
    });
    expect(await active("trial-legacy@example.com")).toEqual([]);
  });

  it("shows the owner which API version the webhook's last event arrived in", async () => {
    const admin = await signUpAdmin(server, "owner@example.com");
    await buy("ai-suite-trial", "version-check@example.com");
    const current = pageText(await (await server.request("/admin", { cookie: admin })).text());
    expect(current).toMatch(
      new RegExp(
        `Stripe's last webhook event \\(checkout\\.session\\.completed, .+\\) arrived in API version ${CURRENT_API_VERSION}`,
      ),
    );
    await send("customer.created", { id: "cus_test_legacy", object: "customer" }, LEGACY_API_VERSION);
    const legacy = pageText(await (await server.request("/admin", { cookie: admin })).text());
    expect(legacy).toContain("Stripe webhook on another API version");
    expect(legacy).toContain(
      `Stripe sends this site's webhook events in API version ${LEGACY_API_VERSION}; the site is built for ${CURRENT_API_VERSION}.`,
    );
  });
});

describe("the one-click upsell after the AI trial", () => {
  it("charges the card the trial's subscription saved, instead of opening a card form", async () => {
    const trial = await buy("ai-suite-trial", "trial-upsell@example.com");
    const back = await server.request(`/rerouted/book-creation?session_id=${trial.id}`);
    expect(back.status).toBe(302);
    const cookie = cookiesFrom(back);
    const yes = await server.request("/api/upsells/foundations-course", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
      cookie,
    });
    expect(yes.status).toBe(200);
    const answer = (await yes.json()) as { result: string; orderId: string };
    expect(answer).toMatchObject({ result: "paid" });
    const subscription = standIn.subscriptions.get(trial.subscription)!;
    expect(standIn.paymentIntents.get(answer.orderId)).toMatchObject({
      amount: 19700,
      customer: subscription.customer,
      payment_method: subscription.default_payment_method,
      status: "succeeded",
    });
    expect(await active("trial-upsell@example.com")).toEqual([ai, course].sort());
  });
});
