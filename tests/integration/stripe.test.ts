import { count, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OfferId } from "../../app/content/offers";
import {
  authUsers,
  emailOutbox,
  funnelVisitors,
  productAccess,
  products,
  providerEvents,
  purchaseOrders,
} from "../../app/db/schema";
import { applyReplay } from "../../app/features/purchases/apply-order.server";
import { planCancelAt } from "../../app/features/stripe/checkout-rules";
import type { StripeStandIn } from "../support/stripe-stand-in";
import {
  cookiesFrom,
  grantsOf as grantsOfAccount,
  resetRateLimits,
  signUp,
  signUpAdmin,
  type TestServer,
} from "./harness";
import { sellThroughStripe, startStripeSite, STRIPE_WEBHOOK_SECRET } from "./stripe-offers";

const WEBHOOK_SECRET = STRIPE_WEBHOOK_SECRET;
const PRICES = {
  bundle: "price_test_bundle",
  series: "price_test_series",
  seriesRegular: "price_test_series_regular",
  course: "price_test_course",
  ai: "price_test_ai_monthly",
  plan: "price_test_program_monthly",
  unmapped: "price_test_not_in_offers",
};

let standIn: StripeStandIn;
let server: TestServer;
const product: Record<"book" | "series" | "course" | "ai" | "program", string> = {
  book: "",
  series: "",
  course: "",
  ai: "",
  program: "",
};

beforeAll(async () => {
  ({ standIn, server } = await startStripeSite());
  standIn.addPrice({ id: PRICES.bundle, unitAmount: 2499 });
  standIn.addPrice({ id: PRICES.series, unitAmount: 4700 });
  standIn.addPrice({ id: PRICES.seriesRegular, unitAmount: 9700 });
  standIn.addPrice({ id: PRICES.course, unitAmount: 19700 });
  standIn.addPrice({ id: PRICES.ai, unitAmount: 1700, recurring: "month" });
  standIn.addPrice({ id: PRICES.plan, unitAmount: 34700, recurring: "month" });
  standIn.addPrice({ id: PRICES.unmapped, unitAmount: 999 });
  const rows = await server.services.db
    .insert(products)
    .values([
      { name: "Rerouted Audiobook", productType: "audiobook", price: "24.99" },
      { name: "Visual Transformation Series", productType: "video", price: "47.00" },
      { name: "Foundations Course", productType: "video", price: "197.00" },
      { name: "AI Clarity Suite", productType: "assessment", price: "17.00" },
      { name: "Rerouted Program", productType: "video", price: "997.00" },
    ])
    .returning({ id: products.id });
  [product.book, product.series, product.course, product.ai, product.program] = rows.map((r) => r.id) as [
    string,
    string,
    string,
    string,
    string,
  ];
  await sellThroughStripe(server, "book-bundle", { stripePriceId: PRICES.bundle, grants: [product.book] });
  await sellThroughStripe(server, "visual-series", { stripePriceId: PRICES.series, grants: [product.series] });
  await sellThroughStripe(server, "visual-series-regular", {
    stripePriceId: PRICES.seriesRegular,
    grants: [product.series],
  });
  await sellThroughStripe(server, "foundations-course", { stripePriceId: PRICES.course, grants: [product.course] });
  await sellThroughStripe(server, "ai-suite-trial", { stripePriceId: PRICES.ai, grants: [product.ai] });
  await sellThroughStripe(server, "program-3-pay", { stripePriceId: PRICES.plan, grants: [product.program] });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});
beforeEach(async () => {
  standIn.setCardBehaviour("succeeds");
  await resetRateLimits(server);
});

const db = () => server.services.db;

function postJson(path: string, body: unknown, cookie?: string) {
  return server.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    cookie,
  });
}

const grantsOf = (email: string) => grantsOfAccount(server, email);

const activeProducts = async (email: string) =>
  (await grantsOf(email))
    .filter((g) => g.isActive)
    .map((g) => g.productId)
    .sort();

async function orderOf(orderId: string) {
  const [order] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, orderId));
  return order;
}

const tableCounts = async () => ({
  orders: (await db().select({ n: count() }).from(purchaseOrders))[0]!.n,
  grants: (await db().select({ n: count() }).from(productAccess))[0]!.n,
  events: (await db().select({ n: count() }).from(providerEvents))[0]!.n,
  users: (await db().select({ n: count() }).from(authUsers))[0]!.n,
});

/** Starts a checkout through the site, as the buy button does, and answers the session id. */
async function startCheckout(offerId: OfferId, cookie?: string): Promise<string> {
  const response = await postJson("/api/checkout", { offerId }, cookie);
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return url.split("/pay/")[1]!;
}

/** A checkout paid on the stand-in's page, its webhook answered; the session. */
async function buy(offerId: OfferId, buyer: { email: string; name: string }) {
  const sessionId = await startCheckout(offerId);
  const { session, delivery } = await standIn.completeSession(sessionId, buyer);
  expect(delivery.status).toBe(200);
  return session;
}

describe("POST /api/checkout", () => {
  it("opens a payment session for a Stripe offer that saves the card and returns to the next funnel page", async () => {
    const response = await postJson("/api/checkout", { offerId: "book-bundle" });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_`));
    const [created] = standIn.calls("POST", "/v1/checkout/sessions").slice(-1);
    expect(created!.params).toMatchObject({
      mode: "payment",
      line_items: [{ price: PRICES.bundle, quantity: "1" }],
      success_url: `${server.baseUrl}/rerouted/thank-you?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.baseUrl}/book`,
      customer_creation: "always",
      payment_intent_data: { setup_future_usage: "off_session", metadata: { offer_id: "book-bundle" } },
      metadata: { offer_id: "book-bundle" },
      // The buyer accepts the site's terms, linked on its address (issue 38).
      consent_collection: { terms_of_service: "required" },
      custom_text: {
        terms_of_service_acceptance: {
          message: `I agree to the [Terms of Service](${server.baseUrl}/terms) and the [Refund Policy](${server.baseUrl}/refund-policy).`,
        },
      },
    });
  });

  it("sells the AI trial as a 7-day trial subscription with its $1 fee, and the 3-pay plan as a subscription", async () => {
    await startCheckout("ai-suite-trial");
    const [trial] = standIn.calls("POST", "/v1/checkout/sessions").slice(-1);
    expect(trial!.params).toMatchObject({
      mode: "subscription",
      line_items: [
        { price: PRICES.ai, quantity: "1" },
        { price_data: { currency: "usd", unit_amount: "100" }, quantity: "1" },
      ],
      subscription_data: { trial_period_days: "7" },
      success_url: `${server.baseUrl}/rerouted/book-creation?session_id={CHECKOUT_SESSION_ID}`,
    });
    await startCheckout("program-3-pay");
    const [plan] = standIn.calls("POST", "/v1/checkout/sessions").slice(-1);
    expect(plan!.params).toMatchObject({ mode: "subscription", line_items: [{ price: PRICES.plan, quantity: "1" }] });
    expect(plan!.params.payment_intent_data).toBeUndefined();
  });

  it("prefills the signed-in buyer's email", async () => {
    const { cookie } = await signUp(server, { email: "signed-in-buyer@example.com" });
    await startCheckout("book-bundle", cookie);
    const [created] = standIn.calls("POST", "/v1/checkout/sessions").slice(-1);
    expect(created!.params.customer_email).toBe("signed-in-buyer@example.com");
  });

  it("refuses bad input with a clear 4xx and opens no session", async () => {
    const before = standIn.calls("POST", "/v1/checkout/sessions").length;
    const cases: [unknown, number][] = [
      ["not json", 400],
      [{}, 400],
      [{ offerId: "book-hardcover" }, 400],
      [{ offerId: ["book-bundle"] }, 400],
      [{ offerId: "program-full" }, 409], // a link offer
      [{ offerId: "book-bundle", pad: "x".repeat(2000) }, 413],
    ];
    for (const [body, status] of cases) {
      const response = await postJson("/api/checkout", body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(status);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
    expect((await server.request("/api/checkout")).status).toBe(405);
    expect(standIn.calls("POST", "/v1/checkout/sessions").length).toBe(before);
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("grants a paid session's offers, creates the buyer's account and welcomes them, once", async () => {
    const session = await buy("book-bundle", { email: "Pat@Example.com", name: "Pat Reader" });
    expect(await activeProducts("pat@example.com")).toEqual([product.book]);
    const order = await orderOf(session.id as string);
    expect(order).toMatchObject({
      provider: "stripe",
      email: "pat@example.com",
      status: "granted",
      offerIds: ["book-bundle"],
      amount: 2499,
      currency: "usd",
      customerRef: session.customer,
      paymentRef: session.payment_intent,
      subscriptionRef: null,
    });
    expect((order!.rawEvent as { type: string }).type).toBe("checkout.session.completed");
    const subjects = (await db().select().from(emailOutbox).where(eq(emailOutbox.to, "pat@example.com"))).map(
      (e) => e.subject,
    );
    expect(subjects).toContain("Access Granted: Rerouted Audiobook");
    expect(subjects.some((s) => /password/i.test(s))).toBe(true);

    // The same event again, and the same session under another event id: nothing changes.
    const before = await tableCounts();
    const event = standIn.event("checkout.session.completed", session);
    const payload = JSON.stringify(event);
    expect((await standIn.deliver(payload)).status).toBe(200);
    expect(await (await standIn.deliver(payload)).json()).toMatchObject({ outcome: "duplicate" });
    expect((await standIn.sendEvent("checkout.session.async_payment_succeeded", session)).status).toBe(200);
    const after = await tableCounts();
    expect({ ...after, events: before.events }).toEqual(before);
    expect(await activeProducts("pat@example.com")).toEqual([product.book]);
  });

  it("grants a new buyer's five first purchases delivered at once to one account, answering each 200", async () => {
    const email = "five-at-once@example.com";
    const offers: OfferId[] = ["book-bundle", "visual-series", "foundations-course", "ai-suite-trial", "program-3-pay"];
    const sessionIds: string[] = [];
    for (const offerId of offers) sessionIds.push(await startCheckout(offerId));
    const paid = await Promise.all(sessionIds.map((id) => standIn.completeSession(id, { email, name: "Five Times" })));
    expect(paid.map(({ delivery }) => delivery.status)).toEqual([200, 200, 200, 200, 200]);
    const accounts = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
    expect(accounts).toHaveLength(1);
    for (const id of sessionIds)
      expect(await orderOf(id)).toMatchObject({ status: "granted", buyerId: accounts[0]!.id });
    expect(await activeProducts(email)).toEqual(
      [product.book, product.series, product.course, product.ai, product.program].sort(),
    );
  });

  it("refuses a bad or stale signature with 401 and writes nothing", async () => {
    const stripe = new Stripe("sk_test_x");
    const session = { ...standIn.sessions.values().next().value, id: "cs_test_forged", payment_status: "paid" };
    const payload = JSON.stringify(standIn.event("checkout.session.completed", session));
    const before = await tableCounts();
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect((await standIn.deliver(payload, wrong)).status).toBe(401);
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await standIn.deliver(payload, stale)).status).toBe(401);
    const good = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await standIn.deliver(payload.replace("cs_test_forged", "cs_test_forgex"), good)).status).toBe(401);
    expect((await standIn.deliver(payload, "")).status).toBe(401);
    expect(await tableCounts()).toEqual(before);
    expect(await orderOf("cs_test_forged")).toBeUndefined();
  });

  it("acknowledges and ignores a live-mode event while the key is a test key", async () => {
    const sessionId = await startCheckout("book-bundle");
    const session = standIn.sessions.get(sessionId)!;
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      customer_details: { email: "live@example.com", name: "Live" },
    });
    const before = await tableCounts();
    const response = await standIn.sendEvent("checkout.session.completed", session, { livemode: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ignored: "other mode" });
    expect(await tableCounts()).toEqual(before);
  });

  it("waits for an asynchronous payment: an unpaid completed session grants nothing until it succeeds", async () => {
    const sessionId = await startCheckout("book-bundle");
    const { session } = await standIn.completeSession(sessionId, {
      email: "async@example.com",
      name: "Async Buyer",
      paymentStatus: "unpaid",
    });
    expect(await orderOf(sessionId)).toBeUndefined();
    expect(await activeProducts("async@example.com")).toEqual([]);
    session.payment_status = "paid";
    expect((await standIn.sendEvent("checkout.session.async_payment_succeeded", session)).status).toBe(200);
    expect(await activeProducts("async@example.com")).toEqual([product.book]);
  });

  it("revokes exactly the refunded order's grants, and keeps access on a partial refund", async () => {
    const book = await buy("book-bundle", { email: "refund@example.com", name: "Ref Und" });
    const series = await buy("visual-series", { email: "refund@example.com", name: "Ref Und" });
    expect(await activeProducts("refund@example.com")).toEqual([product.book, product.series].sort());
    const charge = (paymentIntent: unknown, refunded: boolean) => ({
      id: `ch_test_${String(paymentIntent).slice(-8)}`,
      object: "charge",
      payment_intent: paymentIntent,
      refunded,
      amount_refunded: refunded ? 2499 : 500,
    });
    await standIn.sendEvent("charge.refunded", charge(book.payment_intent, false));
    expect(await activeProducts("refund@example.com")).toEqual([product.book, product.series].sort());
    const response = await standIn.sendEvent("charge.refunded", charge(book.payment_intent, true));
    expect(await response.json()).toMatchObject({ outcome: "revoked", orderId: book.id });
    expect(await activeProducts("refund@example.com")).toEqual([product.series]);
    expect(await orderOf(book.id as string)).toMatchObject({ status: "refunded" });
    expect(await orderOf(series.id as string)).toMatchObject({ status: "granted" });
    // A second refund event for the same order changes nothing.
    expect(await (await standIn.sendEvent("charge.refunded", charge(book.payment_intent, true))).json()).toMatchObject({
      outcome: "duplicate",
    });
  });

  it("revokes and flags a disputed order", async () => {
    const session = await buy("book-bundle", { email: "dispute@example.com", name: "Dis Pute" });
    const response = await standIn.sendEvent("charge.dispute.created", {
      id: "dp_test_1",
      object: "dispute",
      payment_intent: session.payment_intent,
      reason: "fraudulent",
      status: "needs_response",
    });
    expect(response.status).toBe(200);
    expect(await activeProducts("dispute@example.com")).toEqual([]);
    expect(await orderOf(session.id as string)).toMatchObject({
      status: "disputed",
      note: expect.stringContaining("fraudulent"),
    });
  });

  it("keeps a refund or dispute that arrives before its purchase, and the late purchase grants nothing", async () => {
    const cases = [
      {
        type: "charge.refunded",
        status: "refunded",
        email: "early-refund@example.com",
        object: (paymentIntent: string) => ({
          id: "ch_test_early_refund",
          object: "charge",
          payment_intent: paymentIntent,
          refunded: true,
          amount_refunded: 2499,
          billing_details: { email: "Early-Refund@Example.com" },
          receipt_email: null,
        }),
      },
      {
        type: "charge.dispute.created",
        status: "disputed",
        email: "early-dispute@example.com",
        object: (paymentIntent: string) => ({
          id: "dp_test_early",
          object: "dispute",
          payment_intent: paymentIntent,
          reason: "fraudulent",
          status: "needs_response",
        }),
      },
    ] as const;
    for (const { type, status, email, object } of cases) {
      // Paid on Stripe's page, its checkout.session.completed not delivered yet.
      const session = standIn.sessions.get(await startCheckout("book-bundle"))!;
      const paymentIntent = `pi_test_early_${status}`;
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        customer: `cus_test_early_${status}`,
        customer_details: { email, name: "Ear Ly" },
        payment_intent: paymentIntent,
      });
      const revocation = await standIn.sendEvent(type, object(paymentIntent));
      expect(revocation.status, type).toBe(200);
      expect(await revocation.json(), type).toMatchObject({ outcome: "revoked", orderId: paymentIntent });

      const late = await standIn.sendEvent("checkout.session.completed", session);
      expect(late.status, type).toBe(200);
      expect(await late.json(), type).toMatchObject({ outcome: "duplicate" });
      expect(await activeProducts(email), type).toEqual([]);
      const orders = await db().select().from(purchaseOrders).where(eq(purchaseOrders.paymentRef, paymentIntent));
      expect(orders, type).toMatchObject([{ orderId: paymentIntent, provider: "stripe", status }]);
    }
    expect((await orderOf("pi_test_early_refunded"))!.email).toBe("early-refund@example.com");
  });

  it("ends a cancelled subscription's grants, and a finally failed invoice's", async () => {
    const trial = await buy("ai-suite-trial", { email: "trial@example.com", name: "Tri Al" });
    expect(await orderOf(trial.id as string)).toMatchObject({
      status: "granted",
      offerIds: ["ai-suite-trial"],
      amount: 100,
      subscriptionRef: trial.subscription,
    });
    expect(await activeProducts("trial@example.com")).toEqual([product.ai]);
    const subscription = standIn.subscriptions.get(trial.subscription as string)!;
    await standIn.sendEvent("customer.subscription.deleted", { ...subscription, status: "canceled" });
    expect(await activeProducts("trial@example.com")).toEqual([]);
    expect(await orderOf(trial.id as string)).toMatchObject({ status: "ended" });

    const second = await buy("ai-suite-trial", { email: "trial2@example.com", name: "Tri Al" });
    const invoice = (attempt: number | null) => ({
      id: "in_test_failed",
      object: "invoice",
      status: "open",
      next_payment_attempt: attempt,
      parent: { type: "subscription_details", subscription_details: { subscription: second.subscription } },
    });
    await standIn.sendEvent("invoice.payment_failed", invoice(Math.floor(Date.now() / 1000) + 86400));
    expect(await activeProducts("trial2@example.com")).toEqual([product.ai]);
    await standIn.sendEvent("invoice.payment_failed", invoice(null));
    expect(await activeProducts("trial2@example.com")).toEqual([]);
  });

  it("stops the 3-pay plan after three payments: cancelled early it revokes, completed it keeps access", async () => {
    const plan = await buy("program-3-pay", { email: "plan@example.com", name: "Plan Buyer" });
    const subscription = standIn.subscriptions.get(plan.subscription as string)!;
    expect(subscription.cancel_at).toBe(planCancelAt(subscription.billing_cycle_anchor as number, 3));
    expect(await orderOf(plan.id as string)).toMatchObject({ installments: 3, status: "granted" });
    standIn.payInvoice(subscription.id as string);
    standIn.payInvoice(subscription.id as string);
    await standIn.sendEvent("customer.subscription.deleted", { ...subscription, status: "canceled" });
    expect(await orderOf(plan.id as string)).toMatchObject({ status: "completed" });
    expect(await activeProducts("plan@example.com")).toEqual([product.program]);

    const early = await buy("program-3-pay", { email: "plan-early@example.com", name: "Plan Early" });
    const earlySubscription = standIn.subscriptions.get(early.subscription as string)!;
    await standIn.sendEvent("customer.subscription.deleted", { ...earlySubscription, status: "canceled" });
    expect(await orderOf(early.id as string)).toMatchObject({ status: "ended" });
    expect(await activeProducts("plan-early@example.com")).toEqual([]);
  });

  it("keeps an unmapped price as needs attention and grants it after the mapping is fixed and the order replayed", async () => {
    const session = standIn.createSession({
      mode: "payment",
      line_items: [
        { price: PRICES.series, quantity: "1" },
        { price: PRICES.unmapped, quantity: "1" },
      ],
      success_url: `${server.baseUrl}/rerouted/thank-you?session_id={CHECKOUT_SESSION_ID}`,
    });
    const { delivery } = await standIn.completeSession(session.id as string, {
      email: "attention@example.com",
      name: "At Tention",
    });
    expect(delivery.status).toBe(200);
    expect(await delivery.json()).toMatchObject({ outcome: "needs_attention" });
    const order = await orderOf(session.id as string);
    expect(order).toMatchObject({ status: "needs_attention", offerIds: ["visual-series"], amount: 5699 });
    expect(order!.note).toContain(PRICES.unmapped);
    // The mapped line is granted; nothing for the unmapped one.
    expect(await activeProducts("attention@example.com")).toEqual([product.series]);

    // A replay before the mapping is fixed changes nothing.
    expect(await applyReplay(server.services, session.id as string)).toMatchObject({
      result: "needs_attention",
      granted: 0,
    });
    await sellThroughStripe(server, "book-paperback", { stripePriceId: PRICES.unmapped, grants: [product.book] });
    expect(await applyReplay(server.services, session.id as string)).toMatchObject({
      result: "granted",
      offerIds: ["visual-series", "book-paperback"],
      granted: 1,
    });
    expect(await orderOf(session.id as string)).toMatchObject({ status: "granted", note: null });
    expect(await activeProducts("attention@example.com")).toEqual([product.book, product.series].sort());
    // Replaying a granted order does nothing more.
    expect(await applyReplay(server.services, session.id as string)).toMatchObject({ result: "duplicate" });
    expect(await applyReplay(server.services, "cs_test_unknown")).toBeNull();
  });
});

/** Comes back from a paid checkout as the browser does: the success URL, which binds the one-click upsells. */
async function returnFrom(sessionId: string, path = "/rerouted/thank-you") {
  const response = await server.request(`${path}?session_id=${sessionId}`);
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe(path);
  return cookiesFrom(response);
}

describe("one-click upsells", () => {
  it("binds only a paid session on the success return, and answers the page without the id", async () => {
    const unpaid = await startCheckout("book-bundle");
    expect(await returnFrom(unpaid)).toBe("");
    expect(await returnFrom("cs_test_does_not_exist")).toBe("");
    const bogus = await server.request("/rerouted/thank-you?session_id=%3Cscript%3E");
    expect(bogus.status).toBe(302);
    expect(cookiesFrom(bogus)).toBe("");
    const paid = await buy("book-bundle", { email: "bind@example.com", name: "Bind Er" });
    expect(await returnFrom(paid.id as string)).toMatch(/^rerouted_checkout=cs_test_/);
  });

  it("makes the returning buyer a known contact: the browser's deadlines become theirs", async () => {
    const thankYou = await server.request("/rerouted/thank-you");
    const visitor = /rerouted_visitor=([0-9a-f-]{36})/.exec(thankYou.headers.getSetCookie().join(";"))![1]!;
    const paid = await buy("book-bundle", { email: "Known.Buyer@Example.com", name: "Known Buyer" });
    const back = await server.request(`/rerouted/thank-you?session_id=${paid.id as string}`, {
      cookie: `rerouted_visitor=${visitor}`,
    });
    expect(back.status).toBe(302);
    const [row] = await db().select().from(funnelVisitors).where(eq(funnelVisitors.id, visitor));
    expect(row?.contact).toBe("known.buyer@example.com");
  });

  it("shows a signed-out browser the order of the checkout it returned from on the complete page, and no other browser", async () => {
    const paid = await buy("book-bundle", { email: "complete@example.com", name: "Com Plete" });
    const cookie = await returnFrom(paid.id as string, "/rerouted/complete");
    const mine = await (await server.request("/rerouted/complete", { cookie })).text();
    expect(mine).toContain(`Order ${paid.id as string}`);
    expect(mine).toContain("Rerouted Audiobook: in your library now");

    const forged = `rerouted_checkout=${paid.id as string}`;
    for (const other of [undefined, forged]) {
      const html = await (await server.request("/rerouted/complete", { cookie: other })).text();
      expect(html).not.toContain(paid.id as string);
      expect(html).toContain("Your next steps on the journey");
    }
  });

  it("charges the saved card off-session for the $47 series, grants it, and a double click charges once", async () => {
    const first = await buy("book-bundle", { email: "oneclick@example.com", name: "One Click" });
    const cookie = await returnFrom(first.id as string);
    const page = await server.request("/rerouted/thank-you", { cookie });
    expect(page.status).toBe(200);
    const [yes, again] = await Promise.all([
      postJson("/api/upsells/visual-series", {}, cookie),
      postJson("/api/upsells/visual-series", {}, cookie),
    ]);
    expect(yes.status).toBe(200);
    const answer = (await yes.json()) as { result: string; next: string; orderId: string };
    expect(answer).toMatchObject({ result: "paid", next: "/rerouted/upsell-ai" });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { orderId: string }).orderId).toBe(answer.orderId);
    const charged = [...standIn.paymentIntents.values()].filter(
      (intent) =>
        intent.customer === first.customer && (intent.metadata as { offer_id?: string }).offer_id === "visual-series",
    );
    expect(charged.map((intent) => intent.id)).toEqual([answer.orderId]);
    const charges = standIn.calls("POST", "/v1/payment_intents").filter((c) => c.params.customer === first.customer);
    expect(charges[0]!.params).toMatchObject({
      amount: "4700",
      currency: "usd",
      customer: first.customer,
      off_session: "true",
      confirm: "true",
      metadata: { offer_id: "visual-series", checkout_session: first.id },
    });
    expect(charges[0]!.params.payment_method).toMatch(/^pm_test_/);
    expect(standIn.paymentIntents.get(answer.orderId)).toMatchObject({ status: "succeeded" });
    expect(await activeProducts("oneclick@example.com")).toEqual([product.book, product.series].sort());
    expect(await orderOf(answer.orderId)).toMatchObject({
      provider: "stripe",
      status: "granted",
      offerIds: ["visual-series"],
      amount: 4700,
      paymentRef: answer.orderId,
    });
    // The course upsell's "Yes" sells the course the same way.
    const course = await postJson("/api/upsells/foundations-course", {}, cookie);
    expect(await course.json()).toMatchObject({ result: "paid", next: "/rerouted/book-creation" });
    expect(await activeProducts("oneclick@example.com")).toEqual([product.book, product.series, product.course].sort());
  });

  it("charges only an upsell the funnel shows after the checkout's offer, and each upsell once", async () => {
    const email = "funnel-order@example.com";
    const bundle = await buy("book-bundle", { email, name: "Fun Nel" });
    const cookie = await returnFrom(bundle.id as string);
    const stripeCalls = () => ({
      charges: standIn.calls("POST", "/v1/payment_intents").length,
      checkouts: standIn.calls("POST", "/v1/checkout/sessions").length,
    });
    const refusal = "That offer does not follow the order this browser checked out";
    const before = stripeCalls();
    for (const offerId of ["book-bundle", "program-3-pay"]) {
      const response = await postJson(`/api/upsells/${offerId}`, {}, cookie);
      expect(response.status, offerId).toBe(403);
      expect(await response.json(), offerId).toEqual({ error: refusal });
    }
    expect(stripeCalls()).toEqual(before);

    // The series once: "Yes" again, or at its regular price, answers the first charge.
    const series = (await (await postJson("/api/upsells/visual-series", {}, cookie)).json()) as { orderId: string };
    expect(series).toMatchObject({ result: "paid", next: "/rerouted/upsell-ai" });
    for (const offerId of ["visual-series", "visual-series-regular"]) {
      const response = await postJson(`/api/upsells/${offerId}`, {}, cookie);
      expect(await response.json(), offerId).toEqual({
        result: "paid",
        orderId: series.orderId,
        next: "/rerouted/upsell-ai",
      });
    }
    expect(stripeCalls()).toEqual({ ...before, charges: before.charges + 1 });

    // A checkout of the course, the funnel's last upsell, carries none of the earlier ones.
    const course = await buy("foundations-course", { email, name: "Fun Nel" });
    const courseCookie = await returnFrom(course.id as string, "/rerouted/book-creation");
    const earlier = stripeCalls();
    const refused = await postJson("/api/upsells/visual-series", {}, courseCookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: refusal });
    expect(stripeCalls()).toEqual(earlier);
    expect(await activeProducts(email)).toEqual([product.book, product.series, product.course].sort());
  });

  it("sends the buyer to a new Checkout Session for the offer when the bank asks for authentication or declines", async () => {
    const first = await buy("book-bundle", { email: "sca@example.com", name: "Sca Buyer" });
    const cookie = await returnFrom(first.id as string);
    for (const behaviour of ["authentication_required", "card_declined"] as const) {
      standIn.setCardBehaviour(behaviour);
      const response = await postJson("/api/upsells/foundations-course", {}, cookie);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { result: string; url: string };
      expect(answer.result).toBe("checkout");
      const [created] = standIn.calls("POST", "/v1/checkout/sessions").slice(-1);
      expect(created!.params).toMatchObject({
        customer: first.customer,
        line_items: [{ price: PRICES.course, quantity: "1" }],
        success_url: `${server.baseUrl}/rerouted/book-creation?session_id={CHECKOUT_SESSION_ID}`,
      });
      expect(answer.url).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_`));
    }
    expect(await activeProducts("sca@example.com")).toEqual([product.book]);
  });

  it("never charges off-session a Stripe price other than the button's: the buyer goes to Stripe's page instead", async () => {
    const first = await buy("book-bundle", { email: "drift@example.com", name: "Drift Buyer" });
    const cookie = await returnFrom(first.id as string);
    // The course ($197 on its button) names a $297 price, as an offer saved before prices were checked could.
    standIn.addPrice({ id: "price_test_course_drifted", unitAmount: 29700 });
    await sellThroughStripe(server, "foundations-course", {
      stripePriceId: "price_test_course_drifted",
      grants: [product.course],
    });
    try {
      const charges = standIn.calls("POST", "/v1/payment_intents").length;
      const response = await postJson("/api/upsells/foundations-course", {}, cookie);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { result: string }).result).toBe("checkout");
      expect(standIn.calls("POST", "/v1/payment_intents").length).toBe(charges);
      const [created] = standIn.calls("POST", "/v1/checkout/sessions").slice(-1);
      expect(created!.params).toMatchObject({
        customer: first.customer,
        line_items: [{ price: "price_test_course_drifted", quantity: "1" }],
      });
      expect(await activeProducts("drift@example.com")).toEqual([product.book]);
    } finally {
      await sellThroughStripe(server, "foundations-course", { stripePriceId: PRICES.course, grants: [product.course] });
    }
  });

  it("charges nobody without a genuine binding: anonymous, customer, another buyer's session, admin", async () => {
    const mine = await buy("book-bundle", { email: "matrix@example.com", name: "Mat Rix" });
    const other = await buy("book-bundle", { email: "matrix-other@example.com", name: "Oth Er" });
    const myCookie = await returnFrom(mine.id as string);
    const otherCookie = await returnFrom(other.id as string);
    const { cookie: customer } = await signUp(server, { email: "matrix-customer@example.com" });
    const admin = await signUpAdmin(server, "owner@example.com");
    const forged = myCookie.replace(mine.id as string, other.id as string);
    const before = standIn.calls("POST", "/v1/payment_intents").length;
    for (const cookie of [undefined, customer, admin, forged, `${customer}; ${forged}`]) {
      const response = await postJson("/api/upsells/visual-series", {}, cookie);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: string }).error).toMatch(/no checkout/i);
    }
    expect(standIn.calls("POST", "/v1/payment_intents").length).toBe(before);
    // Each buyer's own binding charges their own card only.
    const withAdmin = await postJson("/api/upsells/visual-series", {}, `${admin}; ${otherCookie}`);
    expect(await withAdmin.json()).toMatchObject({ result: "paid" });
    const [charge] = standIn.calls("POST", "/v1/payment_intents").slice(-1);
    expect(charge!.params.customer).toBe(other.customer);
    expect(await activeProducts("matrix-other@example.com")).toEqual([product.book, product.series].sort());
    expect(await activeProducts("matrix@example.com")).toEqual([product.book]);
  });

  it("answers unknown offers 404, link offers 409, GET 405, and writes nothing", async () => {
    const first = await buy("book-bundle", { email: "edges@example.com", name: "Ed Ges" });
    const cookie = await returnFrom(first.id as string);
    const before = await tableCounts();
    expect((await postJson("/api/upsells/not-an-offer", {}, cookie)).status).toBe(404);
    expect((await postJson("/api/upsells/program-full", {}, cookie)).status).toBe(409);
    expect((await postJson("/api/upsells/visual-series", "x".repeat(5000), cookie)).status).toBe(413);
    expect((await server.request("/api/upsells/visual-series", { cookie })).status).toBe(405);
    expect(await tableCounts()).toEqual(before);
  });
});
