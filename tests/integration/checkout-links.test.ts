import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_OFFERS } from "../../app/content/offers";
import { funnelVisitors, offerDeadlines, purchaseOrders } from "../../app/db/schema";
import { APPLICATION } from "../support/lead-payloads";
import type { StripeStandIn } from "../support/stripe-stand-in";
import { resetRateLimits, signUp, signUpAdmin, type TestServer } from "./harness";
import { pageText, parseHtml } from "./html";
import { deliverQueuedMail, startMailSink } from "./mail-sink";
import { sellThroughStripe, startStripeSite } from "./stripe-offers";

/**
 * The links in emails start a real checkout (issue 36): "You're approved"
 * links each option to GET /checkout/:offerId, which starts the offer's
 * checkout with the provider the Offers tab chose when it is opened (a
 * Stripe Checkout Session, or the hosted ThriveCart or plain checkout
 * link), honours the offer's deadline, and charges nothing by itself.
 * Through the real built server, a real SMTP sink and the Stripe stand-in.
 */
const THRIVECART_3_PAY = "https://rerouted.thrivecart.com/approved-3-pay/";
const APPLICANT = "paul@example.com";

let standIn: StripeStandIn;
let server: TestServer;
let sink: Awaited<ReturnType<typeof startMailSink>>;
let customer: string;
let admin: string;
/** The approval email's two option links, as the applicant's mail client shows them. */
let approvedLinks: { full: URL; split: URL };

const db = () => server.services.db;

/** Sends every queued email now (the outcome's delay stands in for time passing). */

beforeAll(async () => {
  sink = await startMailSink();
  ({ standIn, server } = await startStripeSite({ SMTP_URL: sink.url }));
  standIn.addPrice({ id: "price_test_approved_full", unitAmount: 94700 });
  standIn.addPrice({ id: "price_test_series", unitAmount: 4700 });
  standIn.addPrice({ id: "price_test_series_regular", unitAmount: 9700 });
  await sellThroughStripe(server, "application-full", { stripePriceId: "price_test_approved_full" });
  await sellThroughStripe(server, "visual-series", { stripePriceId: "price_test_series" });
  await sellThroughStripe(server, "visual-series-regular", { stripePriceId: "price_test_series_regular" });
  const { price, grants } = DEFAULT_OFFERS["application-3-pay"];
  await server.services.siteContent.saveOffer("application-3-pay", {
    price,
    cartUrl: THRIVECART_3_PAY,
    provider: "thrivecart",
    stripePriceId: "",
    thrivecartProductId: "7",
    grants,
  });
  customer = (await signUp(server, { email: "buyer@example.com" })).cookie;
  admin = await signUpAdmin(server, "owner@example.com");

  const applied = await server.request("/api/applications", {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify({ ...APPLICATION, email: APPLICANT }),
  });
  expect(applied.status).toBe(201);
  await deliverQueuedMail(server);
  const approved = sink.mail.find(
    (m) => m.to === APPLICANT && m.headers.get("subject") === "You're approved for the Book Creation Program",
  );
  const link = (offerId: string) =>
    new URL(new RegExp(`(${server.baseUrl}/checkout/${offerId}\\?contact=[A-Za-z0-9_.-]+)`).exec(approved!.text)![1]!);
  approvedLinks = { full: link("application-full"), split: link("application-3-pay") };
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
  await sink?.close();
});
beforeEach(async () => {
  await resetRateLimits(server);
});

const open = (url: URL | string, cookie?: string) =>
  server.request(typeof url === "string" ? url : `${url.pathname}${url.search}`, { cookie });
const sessionCalls = () => standIn.calls("POST", "/v1/checkout/sessions");
const visitorCookie = (response: Response) =>
  /^rerouted_visitor=([0-9a-f-]{36})/.exec(
    response.headers.getSetCookie().find((c) => c.startsWith("rerouted_visitor=")) ?? "",
  )?.[1];

/** Stripe calls that could move money, and orders recorded: a link must leave both alone. */
async function charges() {
  const [orders] = await db().select({ n: count() }).from(purchaseOrders);
  const moneyCalls = standIn.requests.filter(
    (r) => r.method === "POST" && /^\/v1\/(payment_intents|subscriptions|invoices|charges)/.test(r.path),
  );
  return { orders: orders!.n, moneyCalls: moneyCalls.length };
}

async function expireSeries(owner: string) {
  const ended = { startsAt: sql`now() - interval '2 days'`, endsAt: sql`now() - interval '1 day'` };
  await db()
    .insert(offerDeadlines)
    .values({ owner, countdown: "visual-series", ...ended })
    .onConflictDoUpdate({ target: [offerDeadlines.owner, offerDeadlines.countdown], set: ended });
}

describe("the approval email", () => {
  it("links both options to the site's checkout page for their offer, never to a checkout link", () => {
    const approved = sink.mail.find(
      (m) => m.headers.get("subject") === "You're approved for the Book Creation Program",
    );
    expect(approvedLinks.full.href).toMatch(
      new RegExp(`^${server.baseUrl}/checkout/application-full\\?contact=[A-Za-z0-9_-]{40,}$`),
    );
    expect(approvedLinks.split.pathname).toBe("/checkout/application-3-pay");
    expect(approved!.text).toContain(`Pay in Full: $947 (regular price $997): ${approvedLinks.full.href}`);
    expect(approved!.text).toContain(`3-Pay Option: 3 payments of $347: ${approvedLinks.split.href}`);
    expect(approved!.html).toContain(`href="${approvedLinks.split.href}"`);
    for (const part of [approved!.text, approved!.html]) {
      expect(part).not.toContain("cart.example.com");
      expect(part).not.toContain("thrivecart.com");
    }
  });
});

describe("GET /checkout/:offerId", () => {
  it("opens a Stripe Checkout Session for a Stripe offer, prefilled with the email's reader, and charges nothing", async () => {
    const before = await charges();
    const response = await open(approvedLinks.full);
    expect(response.status).toBe(303);
    const session = sessionCalls().at(-1)!;
    const created = [...standIn.sessions.values()].at(-1)!;
    expect(response.headers.get("location")).toBe(created.url);
    expect(response.headers.get("location")).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_`));
    expect(session.params).toMatchObject({
      mode: "payment",
      customer_email: APPLICANT,
      metadata: { offer_id: "application-full" },
      line_items: [{ price: "price_test_approved_full", quantity: "1" }],
      success_url: `${server.baseUrl}/rerouted/complete?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.baseUrl}/rerouted/book-creation-application`,
    });
    // A mail scanner prefetching the link costs a session that expires unused: no payment, no order.
    expect(created).toMatchObject({ status: "open", payment_status: "unpaid" });
    expect(await charges()).toEqual(before);
    // The browser is bound to the email's contact, as other links in emails bind it.
    const visitor = visitorCookie(response);
    expect(visitor).toBeDefined();
    const [row] = await db().select().from(funnelVisitors).where(eq(funnelVisitors.id, visitor!));
    expect(row?.contact).toBe(APPLICANT);
  });

  it("sends a ThriveCart offer to its hosted checkout, without asking Stripe", async () => {
    const calls = standIn.requests.length;
    const response = await open(approvedLinks.split);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(THRIVECART_3_PAY);
    expect(standIn.requests.length).toBe(calls);
  });

  it("sends an offer left on Link to its checkout link", async () => {
    const response = await open("/checkout/book-paperback");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("https://cart.example.com/rerouted/book");
  });

  it("answers a 410 page once the email's contact's deadline has passed, on any device, and asks Stripe nothing", async () => {
    await expireSeries(`contact:${APPLICANT}`);
    const link = `/checkout/visual-series${approvedLinks.full.search}`;
    const calls = standIn.requests.length;
    // A browser that never saw the offer: the link's contact brings the deadline with it.
    const response = await open(link);
    expect(response.status).toBe(410);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    const page = parseHtml(html);
    expect(page.headings("This offer has expired")).toHaveLength(1);
    expect(pageText(html)).toContain("The $47 price is no longer available.");
    // The way on: the regular price (no deadline governs it), or back to the page that sells the offer.
    const regular = page.links("Visual Transformation Series at $97")[0]!;
    expect(regular.attributes.href).toBe(`/checkout/visual-series-regular${approvedLinks.full.search}`);
    expect(page.links("Back to the offer's page")[0]!.attributes.href).toBe("/rerouted/thank-you");
    expect(standIn.requests.length).toBe(calls);

    const regularCheckout = await open(regular.attributes.href!);
    expect(regularCheckout.status).toBe(303);
    expect(sessionCalls().at(-1)!.params).toMatchObject({ line_items: [{ price: "price_test_series_regular" }] });
  });

  it("answers the 404 page for an offer that does not exist", async () => {
    for (const path of ["/checkout/no-such-offer", "/checkout/__proto__", "/checkout/APPLICATION-FULL"]) {
      const response = await open(path);
      expect(response.status, path).toBe(404);
      expect(parseHtml(await response.text()).headings("Page not found"), path).toHaveLength(1);
    }
  });

  it("answers a 502 page with a retry when Stripe does not answer, never a 500, and charges nothing", async () => {
    const before = await charges();
    standIn.setUnreachable(true);
    try {
      const response = await open(approvedLinks.full);
      expect(response.status).toBe(502);
      const html = await response.text();
      const page = parseHtml(html);
      expect(page.headings("The checkout did not open")).toHaveLength(1);
      expect(pageText(html)).toContain("Nothing was charged.");
      expect(page.links("Try again")[0]!.attributes.href).toBe(
        `${approvedLinks.full.pathname}${approvedLinks.full.search}`,
      );
    } finally {
      standIn.setUnreachable(false);
    }
    expect(await charges()).toEqual(before);
    expect((await open(approvedLinks.full)).status).toBe(303);
  });

  it("is rate-limited like POST /api/checkout: 20 Checkout Sessions a minute per client", async () => {
    for (let i = 0; i < 20; i++) expect((await open("/checkout/application-full")).status).toBe(303);
    const limited = await open("/checkout/application-full");
    expect(limited.status).toBe(429);
    expect(pageText(await limited.text())).toContain("Too many requests.");
    // A link that asks nothing of Stripe is not counted.
    expect((await open(approvedLinks.split)).status).toBe(303);
  });

  // The page is public, like the buy buttons: a visitor, a signed-in customer and the admin all get the same answers.
  for (const who of ["anonymous", "customer", "admin"] as const) {
    it(`gives the same answers to the ${who}`, async () => {
      const session = who === "customer" ? customer : who === "admin" ? admin : undefined;
      const stripe = await open("/checkout/application-full", session);
      expect(stripe.status).toBe(303);
      expect(stripe.headers.get("location")).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_`));
      // The signed-in buyer's address is prefilled, as the buy button does.
      const email = { anonymous: undefined, customer: "buyer@example.com", admin: "owner@example.com" }[who];
      expect(sessionCalls().at(-1)!.params.customer_email).toBe(email);

      const thriveCart = await open("/checkout/application-3-pay", session);
      expect(thriveCart.status).toBe(303);
      expect(thriveCart.headers.get("location")).toBe(THRIVECART_3_PAY);

      const visitor = randomUUID();
      await expireSeries(`visitor:${visitor}`);
      const cookie = [`rerouted_visitor=${visitor}`, session].filter(Boolean).join("; ");
      const ended = await open("/checkout/visual-series", cookie);
      expect(ended.status).toBe(410);
      expect(parseHtml(await ended.text()).headings("This offer has expired")).toHaveLength(1);

      expect((await open("/checkout/no-such-offer", session)).status).toBe(404);
    });
  }
});
