import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OFFERS } from "../../app/content/offers";
import { authUsers, emailOutbox, products, providerEvents, purchaseOrders } from "../../app/db/schema";
import { spamScore } from "../support/spam-score";
import type { StripeStandIn } from "../support/stripe-stand-in";
import { adminAction, pageText, resetRateLimits, signUp, signUpAdmin, type TestServer } from "./harness";
import { deliverQueuedMail, startMailSink, type ReceivedMail } from "./mail-sink";
import { startStripeSite } from "./stripe-offers";

const PAPERBACK_PRICE = "price_test_paperback";
const THRIVECART_SECRET = "TK432YH7UTR9";
const WEBHOOK_SECRET = "test-webhook-secret-0123456789-abcdef";
const ADDRESS = {
  name: "Ann Reader",
  line1: "12 Harbour Road",
  line2: "Flat 3",
  city: "Toronto",
  state: "ON",
  postal_code: "M5V 2T6",
  country: "CA",
  phone: "+14165550123",
};

let sink: Awaited<ReturnType<typeof startMailSink>>;
let standIn: StripeStandIn;
let server: TestServer;
let bookId: string;
let admin: string;
let buyer: string;
let otherCustomer: string;
let orderId: string;

beforeAll(async () => {
  sink = await startMailSink();
  ({ standIn, server } = await startStripeSite({
    SMTP_URL: sink.url,
    THRIVECART_SECRET,
    WEBHOOK_SECRET,
  }));
  standIn.addPrice({ id: PAPERBACK_PRICE, unitAmount: 1999 });
  const [book] = await server.services.db
    .insert(products)
    .values({ name: "Rerouted Audiobook", productType: "audiobook", price: "19.99" })
    .returning({ id: products.id });
  bookId = book!.id;
  admin = await signUpAdmin(server, "owner@example.com");
  // The owner ships the paperback to the US and Canada for $4.99, through the Offers tab's form.
  const saved = await adminAction(
    server,
    {
      intent: "offer.save",
      offerId: "book-paperback",
      price: "19.99",
      cartUrl: DEFAULT_OFFERS["book-paperback"].cartUrl,
      provider: "stripe",
      stripePriceId: PAPERBACK_PRICE,
      thrivecartProductId: "7",
      grants: bookId,
      ships: "on",
      shipsTo: "us, CA",
      shippingRate: "4.99",
      shippingRateName: "Standard shipping",
    },
    admin,
  );
  expect(saved.status).toBe(200);
  buyer = (await signUp(server, { email: "ann@example.com" })).cookie;
  // Ann proved her address before buying: the order goes to her account and she stays signed in.
  await server.services.db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, "ann@example.com"));
  otherCustomer = (await signUp(server, { email: "dan@example.com" })).cookie;
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
  await sink?.close();
});

const db = () => server.services.db;

async function orderRow(id: string) {
  const [order] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, id));
  return order!;
}

async function queuedTo(email: string, subject: string) {
  const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
  return rows.filter((row) => row.subject === subject);
}

async function delivered(to: string, subject: string): Promise<ReceivedMail> {
  await deliverQueuedMail(server);
  const found = sink.mail.find((mail) => mail.to === to && mail.headers.get("subject") === subject);
  if (!found)
    throw new Error(`no "${subject}" to ${to}; got ${sink.mail.map((m) => m.headers.get("subject")).join(" | ")}`);
  return found;
}

async function expectNotSpam(mail: ReceivedMail) {
  const { score, rules } = await spamScore(mail.raw);
  expect(score, rules).toBeLessThanOrEqual(1.0);
}

const ship = (fields: Record<string, string>, cookie?: string) =>
  adminAction(server, { intent: "order.ship", orderId, ...fields }, cookie);

describe("a paperback bought through Stripe", () => {
  it("asks Stripe Checkout for the address in the countries it ships to, a phone, and the shipping charge", async () => {
    await resetRateLimits(server);
    const response = await server.request("/api/checkout", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ offerId: "book-paperback" }),
    });
    expect(response.status).toBe(200);
    const created = standIn.calls("POST", "/v1/checkout/sessions").at(-1)!.params;
    expect(created.shipping_address_collection).toEqual({ allowed_countries: ["US", "CA"] });
    expect(created.phone_number_collection).toEqual({ enabled: "true" });
    expect(created.shipping_options).toEqual([
      {
        shipping_rate_data: {
          type: "fixed_amount",
          display_name: "Standard shipping",
          fixed_amount: { amount: "499", currency: "usd" },
        },
      },
    ]);
    const sessionId = ((await response.json()) as { url: string }).url.split("/pay/")[1]!;
    const { delivery } = await standIn.completeSession(sessionId, {
      email: "ann@example.com",
      name: "Ann Reader",
      shipping: ADDRESS,
    });
    expect(delivery.status).toBe(200);
    orderId = sessionId;
  });

  it("stores the address, the phone, the shipping charge and the card on the order, waiting to ship", async () => {
    const order = await orderRow(orderId);
    expect(order.ships).toBe(true);
    expect(order.shippedAt).toBeNull();
    expect(order.amount).toBe(2498);
    expect(order.shippingAddress).toEqual({
      name: "Ann Reader",
      line1: "12 Harbour Road",
      line2: "Flat 3",
      city: "Toronto",
      state: "ON",
      postalCode: "M5V 2T6",
      country: "CA",
      phone: "+14165550123",
    });
    expect(order.charges).toEqual({ subtotal: 1999, shipping: 499, card: { brand: "visa", last4: "4242" } });
  });

  it("emails one receipt, Reply-To the support inbox, with only the figures Stripe gave, passing SpamAssassin", async () => {
    // Stripe delivers the same event again, and another event for the same session: still one receipt.
    const [claimed] = await db().select().from(providerEvents).where(eq(providerEvents.orderId, orderId));
    const session = standIn.sessions.get(orderId)!;
    expect((await standIn.sendEvent("checkout.session.completed", session, { id: claimed!.eventId })).status).toBe(200);
    expect((await standIn.sendEvent("checkout.session.completed", session)).status).toBe(200);
    const subject = `Your Rerouted order ${orderId}`;
    expect(await queuedTo("ann@example.com", subject)).toHaveLength(1);

    const receipt = await delivered("ann@example.com", subject);
    expect(receipt.headers.get("reply-to")).toBe("support@example.com");
    expect(receipt.text).toContain(`Order number: ${orderId}`);
    expect(receipt.text).toContain("Product of price_test_paperback: $19.99");
    expect(receipt.text).toContain("Subtotal: $19.99");
    expect(receipt.text).toContain("Shipping: $4.99");
    expect(receipt.text).toContain("Total paid: $24.98");
    expect(receipt.text).toContain("Paid with Visa ending in 4242");
    expect(receipt.text).toContain("12 Harbour Road\r\n- Flat 3\r\n- Toronto, ON M5V 2T6\r\n- Canada");
    expect(receipt.text).toContain(`Open my library: ${server.baseUrl}/dashboard`);
    // Stripe reported no tax and no discount: the receipt does not make them up.
    expect(receipt.text).not.toMatch(/Tax|Discount/);
    expect(receipt.html).toContain("Paid with Visa ending in 4242");
    await expectNotSpam(receipt);
  });
});

describe("the Orders tab's shipping", () => {
  it("shows the order under To ship with its address, and exports it as CSV for a label service", async () => {
    const page = await server.request("/admin?tab=orders&show=to-ship", { cookie: admin });
    const text = pageText(await page.text());
    expect(text).toContain("To ship (1)");
    expect(text).toContain(orderId);
    expect(text).toContain("12 Harbour Road");
    expect(text).toContain("Not shipped yet");
    expect(text).toContain("Mark as shipped");

    // The buyer's library says so too; another customer's shows no such order.
    const library = pageText(await (await server.request("/dashboard", { cookie: buyer })).text());
    expect(library).toContain("Your shipments");
    expect(library).toContain("Paperback");
    expect(library).toContain("Not shipped yet");
    expect(pageText(await (await server.request("/dashboard", { cookie: otherCustomer })).text())).not.toContain(
      "Your shipments",
    );

    const csv = await server.request("/admin/orders-to-ship.csv", { cookie: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toBe(
      "Name,Company,Address1,Address2,City,State,PostalCode,Country,Phone,Email,OrderNumber,Item\r\n" +
        `Ann Reader,,12 Harbour Road,Flat 3,Toronto,ON,M5V 2T6,CA,'+14165550123,ann@example.com,${orderId},Product of price_test_paperback\r\n`,
    );
  });

  it("keeps the CSV and Mark as shipped from anyone but an admin, changing nothing", async () => {
    const anonymous = await server.request("/admin/orders-to-ship.csv");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    for (const cookie of [buyer, otherCustomer]) {
      const csv = await server.request("/admin/orders-to-ship.csv", { cookie });
      expect(csv.status).toBe(302);
      expect(await csv.text()).not.toContain("Harbour");
      expect((await ship({ carrier: "ups", trackingNumber: "1Z999AA10123456784" }, cookie)).status).toBe(302);
    }
    expect((await ship({ carrier: "ups", trackingNumber: "1Z999AA10123456784" })).status).toBe(302);
    expect((await orderRow(orderId)).shippedAt).toBeNull();
  });

  it("refuses a tracking number of the wrong form, an unknown carrier or an Other without its page, with a 400", async () => {
    const wrong = await ship({ carrier: "ups", trackingNumber: "12345" }, admin);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe("That is not a UPS tracking number");
    expect((await ship({ carrier: "pigeon", trackingNumber: "1Z999AA10123456784" }, admin)).status).toBe(400);
    expect((await ship({ carrier: "other", trackingNumber: "AB12345" }, admin)).status).toBe(400);
    expect((await ship({ carrier: "usps", trackingNumber: "x".repeat(61) }, admin)).status).toBe(400);
    expect((await orderRow(orderId)).shippedAt).toBeNull();
  });

  it("marks it shipped once and emails the buyer the tracking link, passing SpamAssassin", async () => {
    const done = await ship({ carrier: "ups", trackingNumber: "1z 999 aa1 0123456784" }, admin);
    expect(done.status).toBe(200);
    const order = await orderRow(orderId);
    expect(order.shippedAt).not.toBeNull();
    expect(order).toMatchObject({
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    });
    const again = await ship({ carrier: "ups", trackingNumber: "1Z999AA10123456784" }, admin);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ ok: false, message: "This order was already marked as shipped" });

    const mail = await delivered("ann@example.com", "Your copy of Rerouted is on its way");
    expect(mail.headers.get("reply-to")).toBe("support@example.com");
    expect(mail.text).toContain(`with UPS, tracking number 1Z999AA10123456784`);
    expect(mail.text).toContain("Track my parcel: https://www.ups.com/track?tracknum=1Z999AA10123456784");
    await expectNotSpam(mail);

    const text = pageText(await (await server.request("/admin?tab=orders", { cookie: admin })).text());
    expect(text).toContain("To ship (0)");
    expect(text).toMatch(/Shipped .+ with UPS/);
    const library = await (await server.request("/dashboard", { cookie: buyer })).text();
    expect(pageText(library)).toMatch(/Shipped \w{3} \d{1,2}, \d{4} with UPS — track/);
    expect(library).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
    expect(await (await server.request("/admin/orders-to-ship.csv", { cookie: admin })).text()).toBe(
      "Name,Company,Address1,Address2,City,State,PostalCode,Country,Phone,Email,OrderNumber,Item\r\n",
    );
  });

  it("emails a refund notice when Stripe refunds the order, passing SpamAssassin", async () => {
    const paymentRef = (await orderRow(orderId)).paymentRef!;
    const refunded = await standIn.sendEvent("charge.refunded", standIn.chargeOf(paymentRef, { amountRefunded: 2498 }));
    expect(refunded.status).toBe(200);
    expect((await orderRow(orderId)).status).toBe("refunded");
    const mail = await delivered("ann@example.com", `Your refund for Rerouted order ${orderId}`);
    expect(mail.headers.get("reply-to")).toBe("support@example.com");
    expect(mail.text).toContain("We have refunded your order");
    await expectNotSpam(mail);
  });
});

describe("receipts of the other carts", () => {
  it("reads ThriveCart's address fields and emails its receipt with the tax it reported", async () => {
    const response = await fetch(`${server.baseUrl}/api/webhooks/thrivecart`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([
        ["event", "order.success"],
        ["mode", "live"],
        ["thrivecart_secret", THRIVECART_SECRET],
        ["order_id", "4001"],
        ["currency", "USD"],
        ["customer[email]", "tess@example.com"],
        ["customer[first_name]", "Tess"],
        ["customer[last_name]", "Hart"],
        ["customer[address][line1]", "5 Elm Street"],
        ["customer[address][city]", "Austin"],
        ["customer[address][state]", "TX"],
        ["customer[address][zip]", "73301"],
        ["customer[address][country]", "US"],
        ["order[total]", "2164"],
        ["order[tax]", "165"],
        ["order[charges][0][item_type]", "product"],
        ["order[charges][0][item_id]", "7"],
        ["order[charges][0][name]", "Rerouted paperback"],
        ["order[charges][0][amount]", "1999"],
      ]).toString(),
    });
    expect(await response.json()).toMatchObject({ result: "granted", orderId: "tc_4001" });
    const order = await orderRow("tc_4001");
    expect(order.ships).toBe(true);
    expect(order.shippingAddress).toEqual({
      name: "Tess Hart",
      line1: "5 Elm Street",
      line2: "",
      city: "Austin",
      state: "TX",
      postalCode: "73301",
      country: "US",
      phone: "",
    });
    const receipt = await delivered("tess@example.com", "Your Rerouted order tc_4001");
    expect(receipt.text).toContain("Tax: $1.65");
    expect(receipt.text).toContain("Total paid: $21.64");
    expect(receipt.text).toContain("5 Elm Street\r\n- Austin, TX 73301\r\n- United States");
    expect(receipt.text).not.toMatch(/Paid with|Shipping:/);
  });

  it("emails the signed webhook's buyer a receipt of what it named", async () => {
    const body = JSON.stringify({ orderId: "W-77", email: "wes@example.com", name: "Wes", productIds: [bookId] });
    const signature = `sha256=${createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex")}`;
    const response = await fetch(`${server.baseUrl}/api/webhooks/purchase`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-rerouted-signature": signature },
      body,
    });
    expect(response.status).toBe(200);
    const receipt = await delivered("wes@example.com", "Your Rerouted order W-77");
    expect(receipt.text).toContain("Order number: W-77");
    await expectNotSpam(receipt);
  });
});
