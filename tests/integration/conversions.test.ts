import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OFFERS } from "../../app/content/offers";
import { conversionEvents, products } from "../../app/db/schema";
import { deliverDueConversions } from "../../app/features/conversions/conversions.server";
import { startTestServer, type TestServer } from "./harness";

const SECRET = "TK432YH7UTR9";
const TOKEN = "EAAB-test-access-token-0123456789";

/** The ad platforms' endpoints, played by a local receiver that keeps what it is sent. */
interface Received {
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
}
let receiver: Server;
let received: Received[] = [];
let answers: number[] = [];

let server: TestServer;

beforeAll(async () => {
  receiver = createServer((req: IncomingMessage, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://receiver");
      received.push({ path: url.pathname, query: url.searchParams, body: JSON.parse(text) as Record<string, unknown> });
      res.statusCode = answers.shift() ?? 200;
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await startTestServer({
    THRIVECART_SECRET: SECRET,
    META_PIXEL_ID: "123456789",
    META_CAPI_TOKEN: TOKEN,
    META_CAPI_URL: `${origin}/meta/v25.0`,
    GA_MEASUREMENT_ID: "G-TEST1234",
    GA_API_SECRET: "mp-secret-0123",
    GA_MP_URL: `${origin}/mp/collect`,
  });
  const [book] = await server.services.db
    .insert(products)
    .values({ name: "Rerouted Audiobook", productType: "audiobook", price: "24.99" })
    .returning({ id: products.id });
  await server.services.siteContent.saveOffer("book-bundle", {
    ...DEFAULT_OFFERS["book-bundle"],
    provider: "thrivecart",
    thrivecartProductId: "2",
    grants: [book!.id],
  });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const db = () => server.services.db;

function order(orderId: string, event = "order.success") {
  return fetch(`${server.baseUrl}/api/webhooks/thrivecart`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams([
      ["event", event],
      ["mode", "live"],
      ["thrivecart_secret", SECRET],
      ["order_id", orderId],
      ["currency", "USD"],
      ["customer[email]", " Ann@Example.com"],
      ["order[total]", "2499"],
      ["purchase_map[0]", "product-2"],
    ]).toString(),
  });
}

const rowsOf = (orderId: string) =>
  db().select().from(conversionEvents).where(eq(conversionEvents.orderId, orderId)).orderBy(conversionEvents.platform);

describe("server-side Purchase conversions", () => {
  it("queues one Meta and one GA4 Purchase with the paid order, and no more on a replay", async () => {
    expect((await order("2001")).status).toBe(200);
    expect((await order("2001")).status).toBe(200);
    const rows = await rowsOf("tc_2001");
    expect(rows.map((row) => [row.platform, row.status])).toEqual([
      ["ga4", "queued"],
      ["meta", "queued"],
    ]);
  });

  it("sends them to each platform with the order id as the event id and the real amount", async () => {
    received = [];
    await deliverDueConversions(server.services);
    const meta = received.find((r) => r.path === "/meta/v25.0/123456789/events");
    const ga = received.find((r) => r.path === "/mp/collect");
    expect(meta?.query.get("access_token")).toBe(TOKEN);
    expect(meta?.body).toMatchObject({
      data: [
        {
          event_name: "Purchase",
          event_id: "tc_2001",
          action_source: "website",
          // SHA-256 of "ann@example.com": trimmed and lower-cased first.
          user_data: { em: ["71d4f55f72fa128dfb468a1a3901507c804b74316488744d769d7f4b16696476"] },
          custom_data: { currency: "USD", value: 24.99, content_ids: ["book-bundle"], order_id: "tc_2001" },
        },
      ],
    });
    expect(ga?.query.get("measurement_id")).toBe("G-TEST1234");
    expect(ga?.query.get("api_secret")).toBe("mp-secret-0123");
    expect(ga?.body).toMatchObject({
      events: [{ name: "purchase", params: { transaction_id: "tc_2001", value: 24.99, currency: "USD" } }],
    });
    expect((await rowsOf("tc_2001")).map((row) => row.status)).toEqual(["delivered", "delivered"]);
    // Delivered rows are not sent again.
    received = [];
    await deliverDueConversions(server.services);
    expect(received).toEqual([]);
  });

  it("retries a platform that fails, and a rebill reports nothing new", async () => {
    expect((await order("2002")).status).toBe(200);
    received = [];
    answers = [500, 500];
    await deliverDueConversions(server.services);
    const failed = await rowsOf("tc_2002");
    expect(failed.map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ["queued", 1, "HTTP 500"],
      ["queued", 1, "HTTP 500"],
    ]);
    // Its back-off is over (instead of waiting 30 s): the next pass delivers.
    await db().execute(sql`update conversion_events set next_attempt_at = now() where order_id = 'tc_2002'`);
    await deliverDueConversions(server.services);
    expect((await rowsOf("tc_2002")).map((row) => [row.status, row.attempts])).toEqual([
      ["delivered", 2],
      ["delivered", 2],
    ]);
    // A rebill whose order never arrived records (and grants) the order, but is no new purchase to report.
    const rebill = await order("2003", "order.subscription_payment");
    expect(await rebill.json()).toMatchObject({ result: "granted", orderId: "tc_2003" });
    expect(await rowsOf("tc_2003")).toEqual([]);
  });

  it("hands the thank-you page the order ThriveCart returned with: its id and real amount for the browser's Purchase", async () => {
    const page = await server.request("/rerouted/thank-you?thrivecart%5Border_id%5D=2001");
    expect(page.status).toBe(200);
    const html = await page.text();
    // The loader's data travels in the page (React Router's stream, quotes escaped).
    expect(html).toMatch(/eventId\W+tc_2001/);
    expect(html).toContain("24.99");
    // An id that is not ThriveCart's is not looked up.
    const odd = await (await server.request("/rerouted/thank-you?thrivecart%5Border_id%5D=2001%27")).text();
    expect(odd).not.toContain("tc_2001");
  });
});
