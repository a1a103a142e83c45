import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerDeadlines, purchaseOrders, rateLimits } from "../../app/db/schema";
import type { StripeStandIn } from "../support/stripe-stand-in";
import { sellThroughStripe, startStripeSite } from "./stripe-offers";
import { resetRateLimits, signUp, signUpAdmin, type TestServer } from "./harness";

/**
 * Zero means zero at the checkout (issue 16): once a visitor's deadline for
 * an offer has passed, POST /api/checkout and the one-click upsell answer
 * 410 with a message, and nothing is written or asked of Stripe.
 */
let standIn: StripeStandIn;
let server: TestServer;
let customer: string;
let admin: string;

beforeAll(async () => {
  ({ standIn, server } = await startStripeSite());
  standIn.addPrice({ id: "price_test_series", unitAmount: 4700 });
  standIn.addPrice({ id: "price_test_series_regular", unitAmount: 9700 });
  await sellThroughStripe(server, "visual-series", { stripePriceId: "price_test_series" });
  await sellThroughStripe(server, "visual-series-regular", { stripePriceId: "price_test_series_regular" });
  customer = (await signUp(server, { email: "buyer@example.com" })).cookie;
  admin = await signUpAdmin(server, "owner@example.com");
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

/** A browser that has seen the thank-you page: its visitor cookie, plus the session cookie if any. */
async function visitorOnThankYou(session?: string) {
  const response = await server.request("/rerouted/thank-you", { cookie: session });
  const visitor = /^rerouted_visitor=([0-9a-f-]{36})/.exec(
    response.headers.getSetCookie().find((c) => c.startsWith("rerouted_visitor=")) ?? "",
  )![1]!;
  return { visitor, cookie: [`rerouted_visitor=${visitor}`, session].filter(Boolean).join("; ") };
}

async function expire(visitor: string) {
  await server.services.db
    .update(offerDeadlines)
    .set({ startsAt: sql`now() - interval '2 days'`, endsAt: sql`now() - interval '1 day'` })
    .where(and(eq(offerDeadlines.owner, `visitor:${visitor}`), eq(offerDeadlines.countdown, "visual-series")));
}

const checkout = (cookie: string, offerId: string) =>
  server.request("/api/checkout", {
    method: "POST",
    cookie,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ offerId }),
  });

async function counts() {
  const { db } = server.services;
  const [orders] = await db.select({ n: sql<number>`count(*)::int` }).from(purchaseOrders);
  const [limits] = await db.select({ n: sql<number>`count(*)::int` }).from(rateLimits);
  return { orders: orders!.n, limits: limits!.n, stripeCalls: standIn.requests.length };
}

describe("POST /api/checkout for an offer whose deadline passed", () => {
  it("starts a checkout while the deadline runs", async () => {
    const { cookie } = await visitorOnThankYou();
    const response = await checkout(cookie, "visual-series");
    expect(response.status).toBe(200);
    expect((await response.json()).url).toMatch(/^http/);
  });

  for (const who of ["anonymous", "customer", "admin"] as const) {
    it(`answers 410 with a message and writes nothing (${who})`, async () => {
      await resetRateLimits(server);
      const session = who === "customer" ? customer : who === "admin" ? admin : undefined;
      const { visitor, cookie } = await visitorOnThankYou(session);
      await expire(visitor);
      const before = await counts();
      const response = await checkout(cookie, "visual-series");
      expect(response.status).toBe(410);
      expect(await response.json()).toMatchObject({
        error: "This offer has expired: its price is no longer available.",
      });
      expect(await counts()).toEqual(before);

      const oneClick = await server.request("/api/upsells/visual-series", { method: "POST", cookie });
      expect(oneClick.status).toBe(410);
      expect(await counts()).toEqual(before);
    });
  }

  it("still sells the series at its regular price after the deadline", async () => {
    await resetRateLimits(server);
    const { visitor, cookie } = await visitorOnThankYou();
    await expire(visitor);
    expect((await checkout(cookie, "visual-series")).status).toBe(410);
    const regular = await checkout(cookie, "visual-series-regular");
    expect(regular.status).toBe(200);
    expect((await regular.json()).url).toMatch(/^http/);
    const session = standIn.calls("POST", "/v1/checkout/sessions").at(-1);
    expect(JSON.stringify(session?.params)).toContain("price_test_series_regular");
  });

  it("leaves another visitor's deadline alone: their checkout still starts", async () => {
    const expired = await visitorOnThankYou();
    await expire(expired.visitor);
    const other = await visitorOnThankYou(customer);
    expect((await checkout(expired.cookie, "visual-series")).status).toBe(410);
    expect((await checkout(other.cookie, "visual-series")).status).toBe(200);
  });
});
