import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "../../app/content/site";
import { coupons, purchaseOrders } from "../../app/db/schema";
import { siteFormValues } from "../../app/lib/site-forms";
import { spamScore } from "../support/spam-score";
import type { StripeStandIn } from "../support/stripe-stand-in";
import { adminAction, cookiesFrom, pageText, resetRateLimits, signUp, signUpAdmin, type TestServer } from "./harness";
import { deliverQueuedMail, startMailSink, type ReceivedMail } from "./mail-sink";
import { sellThroughStripe, startStripeSite } from "./stripe-offers";

/**
 * Coupons and Stripe Tax (issue 39, items 3 and 4), on one site against the
 * stand-in of Stripe's API: the owner's coupon becomes a Stripe coupon and
 * promotion code, a `?coupon=` link prices the pages and discounts that
 * visitor's checkout, the order keeps the code and what was paid, and the
 * owner's tax setting turns on Stripe Tax with its figures on the receipt.
 */

const PRICES = { digital: "price_test_digital", paperback: "price_test_paperback", bundle: "price_test_bundle" };

let sink: Awaited<ReturnType<typeof startMailSink>>;
let standIn: StripeStandIn;
let server: TestServer;
let admin: string;
let customer: string;
let otherCustomer: string;

beforeAll(async () => {
  sink = await startMailSink();
  ({ standIn, server } = await startStripeSite({ SMTP_URL: sink.url }));
  standIn.addPrice({ id: PRICES.digital, unitAmount: 1499 });
  standIn.addPrice({ id: PRICES.paperback, unitAmount: 1999 });
  standIn.addPrice({ id: PRICES.bundle, unitAmount: 2499 });
  await sellThroughStripe(server, "book-digital", { stripePriceId: PRICES.digital });
  await sellThroughStripe(server, "book-paperback", { stripePriceId: PRICES.paperback });
  await sellThroughStripe(server, "book-bundle", { stripePriceId: PRICES.bundle });
  admin = await signUpAdmin(server, "owner@example.com");
  customer = (await signUp(server, { email: "ann@example.com" })).cookie;
  otherCustomer = (await signUp(server, { email: "dan@example.com" })).cookie;
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
  await sink?.close();
});

const db = () => server.services.db;
const PODCAST20 = {
  intent: "coupon.create",
  code: "podcast20",
  percentOff: "20",
  "offer.book-paperback": "on",
  "offer.book-bundle": "on",
  expiresOn: "2099-12-31",
  maxRedemptions: "2",
};

async function checkout(
  offerId: string,
  cookie?: string,
): Promise<{ sessionId: string; params: Record<string, unknown> }> {
  await resetRateLimits(server);
  const response = await server.request("/api/checkout", {
    method: "POST",
    cookie,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ offerId }),
  });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return { sessionId: url.split("/pay/")[1]!, params: standIn.calls("POST", "/v1/checkout/sessions").at(-1)!.params };
}

async function order(id: string) {
  const [row] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, id));
  return row!;
}

/** What a page shows a visitor with these cookies. */
async function page(path: string, cookie?: string) {
  const response = await server.request(path, { cookie });
  expect(response.status).toBe(200);
  return { text: pageText(await response.text()), setCookie: response.headers.get("set-cookie") ?? "" };
}

async function delivered(to: string, subject: string): Promise<ReceivedMail> {
  await deliverQueuedMail(server);
  const found = sink.mail.find((mail) => mail.to === to && mail.headers.get("subject") === subject);
  if (!found) throw new Error(`no "${subject}" to ${to}`);
  return found;
}

describe("the owner's coupons", () => {
  it("are created by an admin only: anyone else is sent to sign in, and nothing reaches Stripe", async () => {
    expect((await adminAction(server, PODCAST20)).status).toBe(302);
    for (const cookie of [customer, otherCustomer])
      expect((await adminAction(server, PODCAST20, cookie)).status).toBe(302);
    expect(await db().select().from(coupons)).toEqual([]);
    expect(standIn.calls("POST", "/v1/coupons")).toEqual([]);
  });

  it("refuse bad input with a 400 and a past last day with a 409, writing nothing", async () => {
    const bad = await adminAction(server, { ...PODCAST20, percentOff: "20", amountOff: "5" }, admin);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe("Give a percent off or an amount off, not both");
    expect((await adminAction(server, { ...PODCAST20, code: "a b" }, admin)).status).toBe(400);
    expect(
      (await adminAction(server, { ...PODCAST20, "offer.book-paperback": "", "offer.book-bundle": "" }, admin)).status,
    ).toBe(400);
    const past = await adminAction(server, { ...PODCAST20, expiresOn: "2020-01-31" }, admin);
    expect(past.status).toBe(409);
    expect(await past.json()).toEqual({ ok: false, message: "The last day has passed" });
    expect(await db().select().from(coupons)).toEqual([]);
    expect(standIn.calls("POST", "/v1/coupons")).toEqual([]);
  });

  it("become a Stripe coupon for the offers' products and a promotion code with the expiry and uses", async () => {
    const created = await adminAction(server, PODCAST20, admin);
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({ ok: true, message: "Coupon PODCAST20 created" });
    const coupon = standIn.calls("POST", "/v1/coupons")[0]!.params;
    expect(coupon).toMatchObject({
      percent_off: "20",
      duration: "once",
      applies_to: { products: [`prod_${PRICES.paperback}`, `prod_${PRICES.bundle}`] },
    });
    const [row] = await db().select().from(coupons);
    expect(row).toMatchObject({ code: "PODCAST20", percentOff: 20, amountOff: null, maxRedemptions: 2 });
    expect(standIn.promotionCodes.get(row!.stripePromotionCodeId)).toMatchObject({
      code: "PODCAST20",
      max_redemptions: 2,
      expires_at: Date.UTC(2100, 0, 1) / 1000,
      promotion: { coupon: row!.stripeCouponId, type: "coupon" },
    });
    const again = await adminAction(server, PODCAST20, admin);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ ok: false, message: "There is already a coupon PODCAST20" });

    const tab = pageText(await (await server.request("/admin?tab=offers", { cookie: admin })).text());
    expect(tab).toContain("PODCAST20 · 20% off");
    expect(tab).toContain("Paperback, Bundle · Until 2099-12-31 · 0 of 2 used");
  });
});

describe("a ?coupon= link", () => {
  let couponCookie: string;

  it("shows the discounted prices to that visitor only, and keeps the code for later pages", async () => {
    const linked = await page("/book?coupon=podcast20");
    expect(linked.setCookie).toContain("rr_coupon=PODCAST20;");
    expect(linked.text).toContain(
      "Coupon PODCAST20: 20% off. Paperback $15.99 (was $19.99), Bundle $19.99 (was $24.99).",
    );
    couponCookie = "rr_coupon=PODCAST20";
    expect((await page("/", couponCookie)).text).toContain("Coupon PODCAST20");
    // Everyone else gets the shared page, with the regular prices.
    const plain = await page("/book");
    expect(plain.text).not.toContain("Coupon PODCAST20");
    expect(plain.text).not.toContain("$15.99");
    expect((await page("/book?coupon=NOSUCHCODE")).text).not.toContain("Coupon");
  });

  it("discounts that visitor's checkout of the offers it names, by exactly the page's price", async () => {
    const [row] = await db().select().from(coupons);
    const paperback = await checkout("book-paperback", couponCookie);
    expect(paperback.params.discounts).toEqual([{ promotion_code: row!.stripePromotionCodeId }]);
    expect(paperback.params.allow_promotion_codes).toBeUndefined();
    expect(standIn.sessions.get(paperback.sessionId)!.amount_total).toBe(1599);
    // An offer the coupon does not name: the buyer may still type a code in Checkout.
    const digital = await checkout("book-digital", couponCookie);
    expect(digital.params.discounts).toBeUndefined();
    expect(digital.params.allow_promotion_codes).toBe("true");
    // Tax is off until the owner turns it on.
    expect(paperback.params.automatic_tax).toBeUndefined();
    expect(paperback.params.tax_id_collection).toBeUndefined();

    await standIn.completeSession(paperback.sessionId, { email: "ann@example.com", name: "Ann Reader" });
    expect(await order(paperback.sessionId)).toMatchObject({
      amount: 1599,
      charges: { subtotal: 1999, discount: 400, coupon: "PODCAST20" },
    });
  });

  it("records a code typed in Checkout's Add promotion code, and shows nothing once the coupon is used up", async () => {
    const bundle = await checkout("book-bundle");
    expect(bundle.params.allow_promotion_codes).toBe("true");
    await standIn.completeSession(bundle.sessionId, {
      email: "ben@example.com",
      name: "Ben Reader",
      promotionCode: "podcast20",
    });
    expect(await order(bundle.sessionId)).toMatchObject({
      amount: 1999,
      charges: { subtotal: 2499, discount: 500, coupon: "PODCAST20" },
    });
    // Two uses of two: the link's visitor now sees and is charged the regular price.
    expect((await page("/book", couponCookie)).text).not.toContain("Coupon PODCAST20");
    const after = await checkout("book-paperback", couponCookie);
    expect(after.params.discounts).toBeUndefined();
    expect(standIn.sessions.get(after.sessionId)!.amount_total).toBe(1999);
    const tab = pageText(await (await server.request("/admin?tab=offers", { cookie: admin })).text());
    expect(tab).toContain("PODCAST20 · 20% off Used up");
  });

  it("shows nothing for an expired coupon", async () => {
    await adminAction(
      server,
      { intent: "coupon.create", code: "SPRING", amountOff: "3", "offer.book-paperback": "on" },
      admin,
    );
    expect((await page("/book?coupon=spring")).text).toContain("Paperback $16.99 (was $19.99)");
    await db()
      .update(coupons)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(coupons.code, "SPRING"));
    expect((await page("/book?coupon=spring")).text).not.toContain("Coupon SPRING");
    expect((await checkout("book-paperback", "rr_coupon=SPRING")).params.discounts).toBeUndefined();
  });
});

describe("Stripe Tax", () => {
  it("is turned on by the owner's setting: checkout computes the tax and takes business tax IDs", async () => {
    const values = { ...siteFormValues(DEFAULT_SITE_SETTINGS), intent: "site.save", stripeTax: "on" };
    const saved = await adminAction(server, values, admin);
    expect(saved.status).toBe(200);
    const digital = await checkout("book-digital");
    expect(digital.params.automatic_tax).toEqual({ enabled: "true" });
    expect(digital.params.tax_id_collection).toEqual({ enabled: "true" });
    await standIn.completeSession(digital.sessionId, {
      email: "cleo@example.com",
      name: "Cleo Books LLC",
      taxId: { type: "us_ein", value: "12-3456789" },
    });
    // The stand-in's Stripe Tax charges 8% on the items: $1.20 on $14.99.
    expect(await order(digital.sessionId)).toMatchObject({ amount: 1619, charges: { subtotal: 1499, tax: 120 } });
  });

  it("also taxes the payment page an upsell falls back to, updating the known customer's address and name", async () => {
    standIn.addPrice({ id: "price_test_course", unitAmount: 19700 });
    await sellThroughStripe(server, "foundations-course", { stripePriceId: "price_test_course" });
    const paid = await checkout("book-digital");
    await standIn.completeSession(paid.sessionId, { email: "eve@example.com", name: "Eve Reader" });
    const returned = await server.request(`/rerouted/thank-you?session_id=${paid.sessionId}`);
    standIn.setCardBehaviour("card_declined");
    const response = await server.request("/api/upsells/foundations-course", {
      method: "POST",
      cookie: cookiesFrom(returned),
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    standIn.setCardBehaviour("succeeds");
    expect(((await response.json()) as { result: string }).result).toBe("checkout");
    expect(standIn.calls("POST", "/v1/checkout/sessions").at(-1)!.params).toMatchObject({
      customer: standIn.sessions.get(paid.sessionId)!.customer,
      automatic_tax: { enabled: "true" },
      tax_id_collection: { enabled: "true" },
      customer_update: { address: "auto", name: "auto" },
      allow_promotion_codes: "true",
    });
  });

  it("records subtotal, discount, tax and total, and the receipt shows them, passing SpamAssassin", async () => {
    await adminAction(
      server,
      { intent: "coupon.create", code: "FIVEOFF", amountOff: "5", "offer.book-digital": "on" },
      admin,
    );
    const { sessionId } = await checkout("book-digital", "rr_coupon=FIVEOFF");
    await standIn.completeSession(sessionId, { email: "dora@example.com", name: "Dora Reader" });
    expect(await order(sessionId)).toMatchObject({
      amount: 1079,
      charges: { subtotal: 1499, discount: 500, tax: 80, coupon: "FIVEOFF" },
    });
    const receipt = await delivered("dora@example.com", `Your Rerouted order ${sessionId}`);
    expect(receipt.text).toContain("Product of price_test_digital: $14.99");
    expect(receipt.text).toContain("Subtotal: $14.99");
    expect(receipt.text).toContain("Discount (FIVEOFF): -$5.00");
    expect(receipt.text).toContain("Tax: $0.80");
    expect(receipt.text).toContain("Total paid: $10.79");
    const { score, rules } = await spamScore(receipt.raw);
    expect(score, rules).toBeLessThanOrEqual(1.0);
  });

  it("still sells while Stripe Tax is not set up in Stripe, without the tax", async () => {
    standIn.setTaxActive(false);
    const { sessionId, params } = await checkout("book-digital");
    expect(params.automatic_tax).toBeUndefined();
    expect(standIn.sessions.get(sessionId)!.amount_total).toBe(1499);
    standIn.setTaxActive(true);
  });
});

describe("stopping a coupon", () => {
  const stop = (cookie?: string, code = "fiveoff") => adminAction(server, { intent: "coupon.stop", code }, cookie);

  it("is the admin's only: anyone else is sent to sign in and the coupon keeps working", async () => {
    expect((await stop()).status).toBe(302);
    for (const cookie of [customer, otherCustomer]) expect((await stop(cookie)).status).toBe(302);
    const [row] = await db().select().from(coupons).where(eq(coupons.code, "FIVEOFF"));
    expect(row!.active).toBe(true);
    expect(standIn.promotionCodes.get(row!.stripePromotionCodeId)!.active).toBe(true);
    expect((await stop(admin, "no good")).status).toBe(400);
    expect(await (await stop(admin, "NOSUCH")).json()).toEqual({ ok: false, message: "This coupon does not exist" });
  });

  it("turns its promotion code off in Stripe and its link shows and applies nothing", async () => {
    const stopped = await stop(admin);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ ok: true, message: "Coupon FIVEOFF stopped" });
    const [row] = await db().select().from(coupons).where(eq(coupons.code, "FIVEOFF"));
    expect(standIn.promotionCodes.get(row!.stripePromotionCodeId)!.active).toBe(false);
    expect((await page("/book?coupon=fiveoff")).text).not.toContain("Coupon FIVEOFF");
    expect((await checkout("book-digital", "rr_coupon=FIVEOFF")).params.discounts).toBeUndefined();
    expect((await stop(admin)).status).toBe(409);
    const tab = pageText(await (await server.request("/admin?tab=offers", { cookie: admin })).text());
    expect(tab).toContain("FIVEOFF · $5.00 off Stopped");
  });
});
