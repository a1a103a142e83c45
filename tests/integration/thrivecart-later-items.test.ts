import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OFFERS } from "../../app/content/offers";
import { conversionEvents, emailOutbox, products, purchaseOrders } from "../../app/db/schema";
import {
  cookiesFrom,
  form,
  grantsOf,
  lastEmailLink,
  pageText,
  signUpAdmin,
  startTestServer,
  type TestServer,
} from "./harness";

const SECRET = "TK432YH7UTR9";
let server: TestServer;
/** The ad platforms' endpoints: a local receiver that answers 200 to whatever it is sent. */
let receiver: Server;
let admin: string;
let bookId: string;
let seriesId: string;
let paperbackId: string;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.end("{}"));
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await startTestServer({
    THRIVECART_SECRET: SECRET,
    ADMIN_EMAILS: "owner@example.com",
    META_PIXEL_ID: "123456789",
    META_CAPI_TOKEN: "EAAB-test-access-token-0123456789",
    META_CAPI_URL: `${origin}/meta/v25.0`,
    GA_MEASUREMENT_ID: "G-TEST1234",
    GA_API_SECRET: "mp-secret-0123",
    GA_MP_URL: `${origin}/mp/collect`,
  });
  const rows = await server.services.db
    .insert(products)
    .values([
      { name: "Rerouted Audiobook", productType: "audiobook", price: "24.99" },
      { name: "Visual Transformation Series", productType: "video", price: "47.00" },
      { name: "Rerouted Paperback", productType: "audiobook", price: "19.99" },
    ])
    .returning({ id: products.id });
  [bookId, seriesId, paperbackId] = rows.map((r) => r.id) as [string, string, string];
  // The Offers tab: the bundle is ThriveCart product 2, the series its upsell 3.
  await server.services.siteContent.saveOffer("book-bundle", {
    ...DEFAULT_OFFERS["book-bundle"],
    provider: "thrivecart",
    thrivecartProductId: "2",
    grants: [bookId],
  });
  await server.services.siteContent.saveOffer("visual-series", {
    ...DEFAULT_OFFERS["visual-series"],
    provider: "thrivecart",
    thrivecartProductId: "upsell-3",
    grants: [seriesId],
  });
  // The digital edition is product 1, and the paperback (which ships) its upsell 5.
  await server.services.siteContent.saveOffer("book-digital", {
    ...DEFAULT_OFFERS["book-digital"],
    provider: "thrivecart",
    thrivecartProductId: "1",
    grants: [bookId],
  });
  await server.services.siteContent.saveOffer("book-paperback", {
    ...DEFAULT_OFFERS["book-paperback"],
    provider: "thrivecart",
    thrivecartProductId: "upsell-5",
    grants: [paperbackId],
  });
  admin = await signUpAdmin(server, "owner@example.com");
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const db = () => server.services.db;

/** An order.success as ThriveCart posts it by default: a form with PHP-style brackets. */
async function orderSuccess(
  orderId: string,
  email: string,
  total: string,
  purchases: [string, string][],
  more: [string, string][] = [],
) {
  const response = await fetch(`${server.baseUrl}/api/webhooks/thrivecart`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams([
      ["event", "order.success"],
      ["mode", "live"],
      ["thrivecart_account", "rerouted"],
      ["thrivecart_secret", SECRET],
      ["base_product", "2"],
      ["order_id", orderId],
      ["currency", "USD"],
      ["customer[email]", email],
      ["customer[first_name]", "Uma"],
      ["customer[last_name]", "Sell"],
      ["order[total]", total],
      ...purchases.flatMap(([key, name], index): [string, string][] => [
        [`purchase_map[${index}]`, key],
        [`purchases[${index}]`, name],
      ]),
      ["purchase_map_flat", purchases.map(([key]) => key).join(",")],
      ...more,
    ]).toString(),
  });
  expect(response.status).toBe(200);
  return response.json();
}

function postJson(payload: Record<string, unknown>) {
  return fetch(`${server.baseUrl}/api/webhooks/thrivecart`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode: "live", thrivecart_secret: SECRET, currency: "USD", ...payload }),
  });
}

const BOOK: [string, string] = ["product-2", "Rerouted bundle"];
const SERIES: [string, string] = ["upsell-3", "Visual Transformation Series"];

/** The receipts queued for an order, first to last. */
const receiptsOf = async (email: string, orderId: string) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.createdAt))
    .filter((e) => e.subject === `Your Rerouted order ${orderId}`)
    .map((e) => e.text);

const orderRow = async (orderId: string) =>
  (await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, orderId)))[0];
const activeProducts = async (email: string) =>
  (await grantsOf(server, email))
    .filter((g) => g.isActive)
    .map((g) => g.productId)
    .sort();

describe("a later order.success for the same ThriveCart order", () => {
  it("grants the upsell it adds, once, and the library shows both", async () => {
    expect(await orderSuccess("1008001", "uma@example.com", "2499", [BOOK])).toMatchObject({
      result: "granted",
      orderId: "tc_1008001",
      granted: 1,
      accountCreated: true,
    });
    // The buyer accepts the upsell: ThriveCart notifies the order again, with both items and the new total.
    const upsell = await orderSuccess("1008001", "uma@example.com", "7199", [BOOK, SERIES]);
    expect(upsell).toEqual({
      result: "granted",
      orderId: "tc_1008001",
      email: "uma@example.com",
      offerIds: ["visual-series"],
      granted: 1,
      accountCreated: false,
      accountReclaimed: false,
      note: null,
      added: ["upsell-3"],
    });
    // Redelivered, either notification changes nothing.
    expect(await orderSuccess("1008001", "uma@example.com", "7199", [BOOK, SERIES])).toEqual({
      result: "duplicate",
      orderId: "tc_1008001",
    });
    expect(await orderSuccess("1008001", "uma@example.com", "2499", [BOOK])).toEqual({
      result: "duplicate",
      orderId: "tc_1008001",
    });

    const grants = await grantsOf(server, "uma@example.com");
    expect(grants).toHaveLength(2);
    expect(grants.every((g) => g.isActive && g.orderId === "tc_1008001")).toBe(true);
    expect(await orderRow("tc_1008001")).toMatchObject({
      status: "granted",
      note: null,
      offerIds: ["book-bundle", "visual-series"],
      amount: 7199,
      lines: [
        { reference: "product-2", description: "Rerouted bundle", amount: null, recurring: false },
        { reference: "upsell-3", description: "Visual Transformation Series", amount: null, recurring: false },
      ],
    });

    // One welcome for the order; an access email for each product.
    const subjects = (await db().select().from(emailOutbox).where(eq(emailOutbox.to, "uma@example.com")))
      .map((e) => e.subject)
      .sort();
    expect(subjects).toEqual([
      "Access Granted: Rerouted Audiobook",
      "Access Granted: Visual Transformation Series",
      "Welcome to Rerouted: choose your password",
      // The receipt of the first notification, and one of the upsell added later (once, though delivered twice).
      "Your Rerouted order tc_1008001",
      "Your Rerouted order tc_1008001",
    ]);
    const [, added] = await receiptsOf("uma@example.com", "tc_1008001");
    expect(added).toContain("Order number: tc_1008001");
    expect(added).toContain("- Visual Transformation Series\n");
    expect(added).toContain("- Total paid: $47.00\n");
    // Only what this charge bought: not the bundle paid for before, nor its shipping.
    expect(added).not.toMatch(/Rerouted bundle|\$71\.99|tracking link|Shipping/);

    // The buyer chooses a password through the welcome and finds both products in the library.
    const welcome = await lastEmailLink(server, "uma@example.com", "Welcome to Rerouted: choose your password");
    const chosen = await server.request("/reset-password", {
      method: "POST",
      body: form({ token: welcome.searchParams.get("token")!, welcome: "1", password: "uma-own-password" }),
    });
    expect(chosen.headers.get("location")).toBe("/login");
    const signIn = await server.request("/login", {
      method: "POST",
      body: form({ email: "uma@example.com", password: "uma-own-password" }),
    });
    expect(signIn.headers.get("location")).toBe("/dashboard");
    const library = pageText(await (await server.request("/dashboard", { cookie: cookiesFrom(signIn) })).text());
    expect(library).toContain("Rerouted Audiobook");
    expect(library).toContain("Visual Transformation Series");
    expect(library).toContain("Showing 2 of 2 products");
  });

  it("reports the upsell as a Purchase of its own, and the first Purchase once", async () => {
    const rows = await db()
      .select({
        orderId: conversionEvents.orderId,
        platform: conversionEvents.platform,
        payload: conversionEvents.payload,
      })
      .from(conversionEvents)
      .orderBy(conversionEvents.orderId, conversionEvents.platform);
    expect(rows.map((row) => [row.orderId, row.platform])).toEqual([
      ["tc_1008001", "ga4"],
      ["tc_1008001", "meta"],
      ["tc_1008001+upsell-3", "ga4"],
      ["tc_1008001+upsell-3", "meta"],
    ]);
    const meta = (orderId: string) => rows.find((row) => row.orderId === orderId && row.platform === "meta")?.payload;
    expect(meta("tc_1008001")).toMatchObject({
      data: [{ event_id: "tc_1008001", custom_data: { value: 24.99, content_ids: ["book-bundle"] } }],
    });
    expect(meta("tc_1008001+upsell-3")).toMatchObject({
      data: [
        {
          event_name: "Purchase",
          event_id: "tc_1008001+upsell-3",
          custom_data: { currency: "USD", value: 47, content_ids: ["visual-series"] },
        },
      ],
    });
  });

  it("adds a notification naming only the upsell (JSON) to what the order paid, each receipt pricing its items", async () => {
    const bookCharge: [string, string][] = [
      ["order[charges][0][name]", BOOK[1]],
      ["order[charges][0][item_type]", "product"],
      ["order[charges][0][item_id]", "2"],
      ["order[charges][0][quantity]", "1"],
      ["order[charges][0][amount]", "2499"],
    ];
    expect(await orderSuccess("1008002", "vic@example.com", "2499", [BOOK], bookCharge)).toMatchObject({
      result: "granted",
    });
    const upsell = await postJson({
      event: "order.success",
      base_product: "2",
      order_id: "1008002",
      customer: { email: "vic@example.com", first_name: "Vic" },
      order: {
        total: "5076",
        tax: "376",
        charges: [{ name: SERIES[1], reference: "3", item_type: "upsell", amount: "4700", type: "single" }],
      },
      purchases: [SERIES[1]],
      purchase_map: [SERIES[0]],
    });
    expect(await upsell.json()).toMatchObject({ result: "granted", added: ["upsell-3"], granted: 1 });
    expect(await activeProducts("vic@example.com")).toEqual([bookId, seriesId].sort());
    expect(await orderRow("tc_1008002")).toMatchObject({
      status: "granted",
      amount: 7575,
      lines: [
        { reference: "product-2", amount: 2499 },
        { reference: "upsell-3", amount: 4700 },
      ],
    });
    // Each receipt prices its items by their charges; the upsell's has the tax and the total of its notification.
    const [first, added] = await receiptsOf("vic@example.com", "tc_1008002");
    expect(first).toContain("What you bought\n- Rerouted bundle: $24.99\n\nPayment\n");
    expect(added).toContain("What you bought\n- Visual Transformation Series: $47.00\n\nPayment\n");
    expect(added).toMatch(/- Tax: \$3\.76\n- Total paid: \$50\.76\n/);
  });

  it("leaves an order refunded before the upsell's notification refunded, granting nothing", async () => {
    expect(await orderSuccess("1008003", "wes@example.com", "2499", [BOOK])).toMatchObject({ result: "granted" });
    const refund = await postJson({
      event: "order.refund",
      order_id: "1008003",
      customer: { email: "wes@example.com" },
      refund: { type: "product", id: "2", amount: "2499" },
    });
    expect(await refund.json()).toMatchObject({ result: "revoked", revoked: 1 });
    expect(await orderSuccess("1008003", "wes@example.com", "7199", [BOOK, SERIES])).toEqual({
      result: "duplicate",
      orderId: "tc_1008003",
    });
    expect(await activeProducts("wes@example.com")).toEqual([]);
    expect(await orderRow("tc_1008003")).toMatchObject({ status: "refunded", lines: [{ reference: "product-2" }] });
  });

  it("ships an order once a later item that ships is added, its receipt saying where to", async () => {
    expect(await orderSuccess("1008005", "ida@example.com", "1499", [["product-1", "Digital edition"]])).toMatchObject({
      result: "granted",
    });
    expect(await orderRow("tc_1008005")).toMatchObject({ ships: false, shippingAddress: null });
    const upsell = await orderSuccess(
      "1008005",
      "ida@example.com",
      "3498",
      [
        ["product-1", "Digital edition"],
        ["upsell-5", "Rerouted paperback"],
      ],
      [
        ["customer[address][line1]", "5 Elm Street"],
        ["customer[address][city]", "Austin"],
        ["customer[address][state]", "TX"],
        ["customer[address][zip]", "73301"],
        ["customer[address][country]", "US"],
      ],
    );
    expect(upsell).toMatchObject({ result: "granted", added: ["upsell-5"], granted: 1 });
    expect(await orderRow("tc_1008005")).toMatchObject({
      ships: true,
      shippedAt: null,
      shippingAddress: { name: "Uma Sell", line1: "5 Elm Street", city: "Austin", postalCode: "73301", country: "US" },
    });
    const [first, added] = await receiptsOf("ida@example.com", "tc_1008005");
    expect(first).not.toContain("tracking link");
    expect(added).toContain("- Rerouted paperback\n");
    expect(added).toContain("- Total paid: $19.99\n");
    expect(added).toContain("We will email you the tracking link as soon as your copy is on its way.");
    expect(added).toContain("5 Elm Street\n- Austin, TX 73301\n- United States");
  });

  it("grants a later item that maps and leaves one that does not needing attention", async () => {
    expect(await orderSuccess("1008004", "xan@example.com", "2499", [BOOK])).toMatchObject({ result: "granted" });
    const later = await orderSuccess("1008004", "xan@example.com", "9899", [
      BOOK,
      SERIES,
      ["downsell-8", "Coaching call"],
    ]);
    expect(later).toMatchObject({
      result: "needs_attention",
      added: ["upsell-3", "downsell-8"],
      granted: 1,
      note: "No offer carries downsell-8 (Coaching call): set it in the Offers tab, then replay the order.",
    });
    expect(await activeProducts("xan@example.com")).toEqual([bookId, seriesId].sort());
  });
});

describe("a ThriveCart order without purchase_map", () => {
  it("is granted when its charges all map", async () => {
    const response = await postJson({
      event: "order.success",
      base_product: "2",
      order_id: "1008010",
      customer: { email: "yara@example.com" },
      order: {
        total: "7199",
        charges: [
          { name: BOOK[1], reference: "2", item_type: "product", amount: "2499", type: "single" },
          { name: SERIES[1], reference: "3", item_type: "upsell", amount: "4700", type: "single" },
        ],
      },
    });
    expect(await response.json()).toMatchObject({
      result: "granted",
      offerIds: ["book-bundle", "visual-series"],
      granted: 2,
    });
  });

  it("needs attention when it cannot be mapped whole, shown in the Orders tab, granting only what maps", async () => {
    // A charge no offer carries, and one naming no ThriveCart item at all.
    const response = await postJson({
      event: "order.success",
      base_product: "2",
      order_id: "1008011",
      customer: { email: "zed@example.com" },
      order: {
        total: "9899",
        charges: [
          { name: BOOK[1], reference: "2", item_type: "product", amount: "2499", type: "single" },
          { name: "Coaching call", reference: "9", item_type: "upsell", amount: "5000", type: "single" },
          { name: "Mystery box", amount: "2400", type: "single" },
        ],
      },
    });
    expect(response.status).toBe(200);
    const note =
      "No offer carries upsell-9 (Coaching call): set it in the Offers tab, then replay the order. " +
      "The order names Mystery box without an id an offer could carry: check it with the provider and grant its access by hand.";
    expect(await response.json()).toMatchObject({ result: "needs_attention", granted: 1, note });
    expect(await activeProducts("zed@example.com")).toEqual([bookId]);
    expect(await orderRow("tc_1008011")).toMatchObject({ status: "needs_attention", note, offerIds: ["book-bundle"] });

    // Nothing it names is an item: nothing is granted (not even the front-end product it does not list).
    const unnamed = await postJson({
      event: "order.success",
      base_product: "2",
      order_id: "1008012",
      customer: { email: "zoe@example.com" },
      order: { total: "2400", charges: [{ name: "Mystery box", amount: "2400", type: "single" }] },
    });
    expect(await unnamed.json()).toMatchObject({ result: "needs_attention", granted: 0, offerIds: [] });
    expect(await grantsOf(server, "zoe@example.com")).toEqual([]);

    const text = pageText(await (await server.request("/admin?tab=orders", { cookie: admin })).text());
    for (const orderId of ["tc_1008011", "tc_1008012"]) {
      // The launch checklist names the order first; its row in the table is the last mention, up to its Replay.
      const start = text.lastIndexOf(orderId);
      const row = text.slice(start, text.indexOf("Replay", start));
      expect(row).toContain("needs attention");
      expect(row).toContain("Mystery box without an id an offer could carry");
    }
    expect(text).toContain("No offer carries upsell-9 (Coaching call)");
  });
});
