import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OFFERS, type OfferId } from "../../app/content/offers";
import { checkoutStarts, conversionEvents, products } from "../../app/db/schema";
import { deliverDueConversions } from "../../app/features/conversions/conversions.server";
import { startStripeStandIn, type StripeStandIn } from "../support/stripe-stand-in";
import { cookiesFrom, resetRateLimits, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";
import { sellThroughStripe, STRIPE_WEBHOOK_SECRET } from "./stripe-offers";

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
let standIn: StripeStandIn;

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
  standIn = await startStripeStandIn({ webhookSecret: STRIPE_WEBHOOK_SECRET });
  server = await startTestServer({
    STRIPE_SECRET_KEY: "sk_test_rerouted",
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
    THRIVECART_SECRET: SECRET,
    META_PIXEL_ID: "123456789",
    META_CAPI_TOKEN: TOKEN,
    META_CAPI_URL: `${origin}/meta/v25.0`,
    GA_MEASUREMENT_ID: "G-TEST1234",
    GA_API_SECRET: "mp-secret-0123",
    GA_MP_URL: `${origin}/mp/collect`,
    COUNTRY_HEADER: "CF-IPCountry",
    ADMIN_EMAILS: "consent.admin@example.com",
  });
  standIn.setWebhookUrl(`${server.baseUrl}/api/webhooks/stripe`);
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
  await standIn?.close();
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
          // A cart's notification names no browser: the confirmation page is credited.
          event_source_url: `${server.baseUrl}/rerouted/thank-you`,
          // SHA-256 of "ann@example.com": trimmed and lower-cased first.
          user_data: { em: ["71d4f55f72fa128dfb468a1a3901507c804b74316488744d769d7f4b16696476"] },
          custom_data: { currency: "USD", value: 24.99, content_ids: ["book-bundle"], order_id: "tc_2001" },
        },
      ],
    });
    expect(ga?.query.get("measurement_id")).toBe("G-TEST1234");
    expect(ga?.query.get("api_secret")).toBe("mp-secret-0123");
    expect(ga?.body).toMatchObject({
      // No gtag client id is known for it: one of the order's own.
      client_id: "order.tc_2001",
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

/** The browser a buyer starts a Stripe checkout in: its user agent and the pixels' and gtag's cookies. */
const UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const FBP = "fb.1.1596403881668.1116446470";
const FBCLID = "IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgk";
const FBC = `fb.1.1554763741205.${FBCLID}`;
/** The browser's answer to the consent banner: the site asks everyone here (the Site tab's default). */
const GRANTED = "consent=granted";
const BROWSER_COOKIES = [
  GRANTED,
  `_fbp=${FBP}`,
  `_fbc=${FBC}`,
  "_ga=GA1.1.1162820436.1749482504",
  "_ga_TEST1234=GS2.1.s1747132561$o1$g0$t1747132655$j0$l0$h0",
].join("; ");

const PRICES = {
  bundle: "price_test_bundle",
  series: "price_test_series",
  program: "price_test_program_full",
  ai: "price_test_ai_monthly",
};

const emailHash = (email: string) => createHash("sha256").update(email).digest("hex");

function postCheckout(body: unknown, init: { cookie?: string; headers?: Record<string, string> } = {}) {
  return server.request("/api/checkout", {
    method: "POST",
    headers: { "content-type": "application/json", ...init.headers },
    body: JSON.stringify(body),
    cookie: init.cookie,
  });
}

/** The queued payloads of an order, by platform. */
async function payloadsOf(orderId: string) {
  const rows = await rowsOf(orderId);
  const of = (platform: string) => rows.find((row) => row.platform === platform)?.payload;
  return {
    meta: of("meta") as { data: Record<string, unknown>[] } | undefined,
    ga: of("ga4") as { client_id: string; events: { params: Record<string, unknown> }[] } | undefined,
  };
}

/** Pays a started checkout on the stand-in's page; the session id. */
async function pay(response: Response, buyer: { email: string; name: string }): Promise<string> {
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const sessionId = url.split("/pay/")[1]!;
  const { delivery } = await standIn.completeSession(sessionId, buyer);
  expect(delivery.status).toBe(200);
  return sessionId;
}

describe("conversions of a Stripe checkout", () => {
  beforeAll(async () => {
    standIn.addPrice({ id: PRICES.bundle, unitAmount: 2499 });
    standIn.addPrice({ id: PRICES.series, unitAmount: 4700 });
    standIn.addPrice({ id: PRICES.program, unitAmount: 99700 });
    standIn.addPrice({ id: PRICES.ai, unitAmount: 1700, recurring: "month" });
    const stripeOffers: [OfferId, string][] = [
      ["book-bundle", PRICES.bundle],
      ["visual-series", PRICES.series],
      ["program-full", PRICES.program],
      ["ai-suite-trial", PRICES.ai],
    ];
    for (const [id, stripePriceId] of stripeOffers) await sellThroughStripe(server, id, { stripePriceId });
  });

  it("credits the program to the browser and page its checkout started on", async () => {
    await resetRateLimits(server);
    const started = await postCheckout(
      { offerId: "program-full", page: "/rerouted?fbclid=not-the-cookie#pricing" },
      { cookie: BROWSER_COOKIES, headers: { "user-agent": UA } },
    );
    const sessionId = await pay(started, { email: "Program.Buyer@Example.com", name: "Program Buyer" });
    const { meta, ga } = await payloadsOf(sessionId);
    expect(meta?.data).toEqual([
      {
        event_name: "Purchase",
        event_time: expect.any(Number),
        event_id: sessionId,
        action_source: "website",
        event_source_url: `${server.baseUrl}/rerouted`,
        user_data: {
          em: [emailHash("program.buyer@example.com")],
          client_ip_address: "127.0.0.1",
          client_user_agent: UA,
          fbp: FBP,
          fbc: FBC,
        },
        custom_data: {
          currency: "USD",
          value: 997,
          content_ids: ["program-full"],
          content_type: "product",
          order_id: sessionId,
        },
      },
    ]);
    expect(ga).toMatchObject({
      client_id: "1162820436.1749482504",
      events: [
        {
          name: "purchase",
          params: { transaction_id: sessionId, session_id: "1747132561", value: 997, currency: "USD" },
        },
      ],
    });
  });

  it("credits the AI trial to its Referer page, with Meta's click id made from that page's fbclid", async () => {
    await resetRateLimits(server);
    const before = Date.now();
    const started = await postCheckout(
      { offerId: "ai-suite-trial" },
      {
        // No _fbc cookie (no pixel on the landing page), the older GS1 session cookie.
        cookie: `${GRANTED}; _ga=GA1.1.1162820436.1749482504; _ga_TEST1234=GS1.1.1746825440.14.0.1746825440.0.0.0`,
        headers: { "user-agent": UA, referer: `${server.baseUrl}/rerouted/book-creation?fbclid=${FBCLID}` },
      },
    );
    const after = Date.now();
    const sessionId = await pay(started, { email: "trial@example.com", name: "Trial Buyer" });
    const { meta, ga } = await payloadsOf(sessionId);
    const [event] = meta!.data;
    expect(event).toMatchObject({
      event_source_url: `${server.baseUrl}/rerouted/book-creation`,
      custom_data: { currency: "USD", value: 1 },
    });
    const userData = event!.user_data as Record<string, string>;
    expect(Object.keys(userData).sort()).toEqual(["client_ip_address", "client_user_agent", "em", "fbc"]);
    const [, created, clickId] = /^fb\.1\.(\d{13})\.(.+)$/.exec(userData.fbc!)!;
    expect(clickId).toBe(FBCLID);
    expect(Number(created)).toBeGreaterThanOrEqual(before);
    expect(Number(created)).toBeLessThanOrEqual(after);
    expect(ga?.client_id).toBe("1162820436.1749482504");
    expect(ga?.events[0]?.params).toMatchObject({ session_id: "1746825440", currency: "USD" });
  });

  it("credits a one-click upsell to the browser that clicked it on the thank-you page", async () => {
    await resetRateLimits(server);
    const bundle = await postCheckout({ offerId: "book-bundle", page: "/book" }, { cookie: BROWSER_COOKIES });
    const sessionId = await pay(bundle, { email: "upsell@example.com", name: "Up Sell" });
    const back = await server.request(`/rerouted/thank-you?session_id=${sessionId}`);
    const binding = cookiesFrom(back);
    expect(binding).toMatch(/rerouted_checkout=/);
    const clickerUa = `${UA} Safari/604.1`;
    const yes = await server.request("/api/upsells/visual-series", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": clickerUa,
        referer: `${server.baseUrl}/rerouted/thank-you`,
      },
      body: "{}",
      cookie: `${binding}; ${BROWSER_COOKIES}`,
    });
    expect(yes.status).toBe(200);
    const { orderId } = (await yes.json()) as { orderId: string };
    expect(orderId).toMatch(/^pi_test_/);
    const { meta, ga } = await payloadsOf(orderId);
    expect(meta?.data[0]).toMatchObject({
      event_source_url: `${server.baseUrl}/rerouted/thank-you`,
      user_data: { client_user_agent: clickerUa, client_ip_address: "127.0.0.1", fbp: FBP, fbc: FBC },
      custom_data: { currency: "USD", value: 47 },
    });
    expect(ga?.client_id).toBe("1162820436.1749482504");
  });

  it("reports no buyer who refused consent or left the banner unanswered, and keeps only their answer", async () => {
    const withoutConsent = BROWSER_COOKIES.replace(`${GRANTED}; `, "");
    for (const [cookie, answer] of [
      [`consent=denied; ${withoutConsent}`, "denied"],
      [withoutConsent, "unanswered"],
    ] as const) {
      await resetRateLimits(server);
      const started = await postCheckout(
        { offerId: "book-bundle", page: "/book" },
        { cookie, headers: { "user-agent": UA } },
      );
      const sessionId = await pay(started, { email: `${answer}@example.com`, name: "No Tracking" });
      expect(await rowsOf(sessionId), answer).toEqual([]);
      const [start] = await db().select().from(checkoutStarts).where(eq(checkoutStarts.sessionId, sessionId));
      expect(start).toMatchObject({
        consent: answer,
        userAgent: null,
        clientIp: null,
        fbp: null,
        fbc: null,
        pageUrl: null,
        gaClientId: null,
        gaSessionId: null,
      });
    }
  });

  it("with the owner's regional setting, reports a buyer from outside Europe, whom nobody asked", async () => {
    const { settings } = (await server.services.siteContent.fresh()).content;
    await server.services.siteContent.saveSettings({ ...settings, consentRegion: "europe" });
    try {
      const withoutConsent = BROWSER_COOKIES.replace(`${GRANTED}; `, "");
      for (const [country, reported] of [
        ["US", true],
        ["DE", false],
        // No country known: asked, fail safe.
        [null, false],
      ] as const) {
        await resetRateLimits(server);
        const headers: Record<string, string> = { "user-agent": UA, ...(country ? { "cf-ipcountry": country } : {}) };
        const started = await postCheckout(
          { offerId: "book-bundle", page: "/book" },
          { cookie: withoutConsent, headers },
        );
        const sessionId = await pay(started, { email: `buyer.${country ?? "xx"}@example.com`, name: "Abroad" });
        const { meta } = await payloadsOf(sessionId);
        expect(Boolean(meta), String(country)).toBe(reported);
        if (reported) expect(meta?.data[0]).toMatchObject({ user_data: { fbp: FBP, client_user_agent: UA } });
      }
    } finally {
      await server.services.siteContent.saveSettings(settings);
    }
  });

  it("refuses a page that is not one of this site's with 400, and starts and keeps nothing", async () => {
    await resetRateLimits(server);
    const startsBefore = (await db().select({ n: count() }).from(checkoutStarts))[0]!.n;
    const sessionsBefore = standIn.calls("POST", "/v1/checkout/sessions").length;
    const pages: unknown[] = [
      "https://evil.example/rerouted",
      "//evil.example/rerouted",
      "/\\evil.example/rerouted",
      `/${"a".repeat(800)}`,
      123,
      ["/rerouted"],
      null,
    ];
    for (const page of pages) {
      const response = await postCheckout({ offerId: "program-full", page }, { cookie: BROWSER_COOKIES });
      expect(response.status, JSON.stringify(page).slice(0, 40)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/page/);
    }
    expect((await db().select({ n: count() }).from(checkoutStarts))[0]!.n).toBe(startsBefore);
    expect(standIn.calls("POST", "/v1/checkout/sessions").length).toBe(sessionsBefore);
  });
});

describe("GET /api/consent", () => {
  const ask = async (headers: Record<string, string> = {}, cookie?: string) => {
    const response = await server.request("/api/consent", { headers, cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    return ((await response.json()) as { ask: boolean }).ask;
  };

  it("asks every visitor by default, wherever they are, signed in or not, the admin too", async () => {
    await resetRateLimits(server);
    const member = (await signUp(server, { email: "consent.member@example.com" })).cookie;
    const admin = await signUpAdmin(server, "consent.admin@example.com");
    for (const cookie of [undefined, member, admin]) {
      expect(await ask({ "cf-ipcountry": "US" }, cookie)).toBe(true);
      expect(await ask({}, cookie)).toBe(true);
    }
  });

  it("with the regional setting, asks by the country header: Europe and unknown yes, elsewhere no", async () => {
    const { settings } = (await server.services.siteContent.fresh()).content;
    await server.services.siteContent.saveSettings({ ...settings, consentRegion: "europe" });
    try {
      for (const country of ["DE", "FR", "GB", "CH", "NO", "XX", "T1"])
        expect(await ask({ "cf-ipcountry": country }), country).toBe(true);
      expect(await ask({})).toBe(true);
      for (const country of ["US", "CA", "BR"]) expect(await ask({ "cf-ipcountry": country }), country).toBe(false);
      // Only the configured header counts.
      expect(await ask({ "x-country": "US" })).toBe(true);
    } finally {
      await server.services.siteContent.saveSettings(settings);
    }
  });

  it("answers only GET: another method gets 405", async () => {
    const response = await server.request("/api/consent", { method: "POST", body: "{}" });
    expect(response.status).toBe(405);
  });
});
