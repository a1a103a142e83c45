import { createHmac, randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/db/client.server";
import { audioChapters, authUsers, productAccess, products } from "../../app/db/schema";
import { APPLICATION, AUTHOR_LEAD as AUTHOR, READINESS_LEAD as READINESS } from "../support/lead-payloads";
import { BROWSER_UA, signUp, signUpAdmin, startTestServer, type TestServer } from "./harness";

/**
 * Issue 13, item 5: the bad-input battery. Every text field gets a NUL and
 * a lone surrogate, every form action every wrong content type, every path
 * every method no route takes, and redirectTo control characters. Each
 * request must answer 4xx with a message, never 5xx, and write no row.
 * The figures (5xx / requests) are printed at the end.
 */
const WEBHOOK_SECRET = "test-webhook-secret-0123456789-abcdef";
const THRIVECART_SECRET = "TK432YH7UTR9";
const STRIPE_WEBHOOK_SECRET = "whsec_battery_0123456789abcdef0123456789";
const UNSAFE_TEXT = "may not contain NUL characters or broken Unicode";
let server: TestServer;
let customer: string;
let admin: string;
let productId: string;
let chapterId: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const tally = { requests: 0, serverErrors: 0, failures: [] as string[] };

/** Raw HTTP (node:http), so methods such as TRACE and bodies without a content type go out as written. */
function send(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer; cookie?: string } = {},
): Promise<Answer> {
  const url = new URL(path, server.baseUrl);
  const headers: Record<string, string> = { origin: server.baseUrl, "user-agent": BROWSER_UA, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  // As a browser does: a body goes out with its length (without one, the server answers 411 unread).
  if (options.body !== undefined) headers["content-length"] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      // A connection per request: a refused request's unread body never confuses the next one.
      { host: url.hostname, port: url.port, method, path: `${url.pathname}${url.search}`, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const answer = { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() };
          tally.requests += 1;
          if (answer.status >= 500) {
            tally.serverErrors += 1;
            tally.failures.push(`${method} ${path} -> ${answer.status}`);
          }
          resolve(answer);
        });
      },
    );
    req.on("error", (error) => reject(new Error(`${method} ${path}: ${error.message}`)));
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

let countAllRows = "";
/**
 * Rows in every table but the rate limiter's counters (which count bad
 * requests too) and the webhooks' last delivery (noted for every verified
 * event, handled or not), in one query.
 */
async function rowCount(): Promise<number> {
  if (!countAllRows) {
    const tables = await queryRows<{ table_name: string }>(
      server.services.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits', 'webhook_deliveries')`,
    );
    countAllRows = `select ${tables.map((t) => `(select count(*) from "${t.table_name}")`).join(" + ")} as n`;
  }
  const [row] = await queryRows<{ n: number | string }>(server.services.db, sql.raw(countAllRows));
  return Number(row?.n ?? 0);
}

/** Sends one case and checks: a 4xx, a message in the body, no row written. */
async function expectRefused(
  label: string,
  sending: () => Promise<Answer>,
  check: { status?: number; message?: string } = {},
) {
  await server.services.db.execute(sql`delete from rate_limits`);
  const before = await rowCount();
  const answer = await sending();
  expect(answer.status, label).toBeGreaterThanOrEqual(400);
  expect(answer.status, label).toBeLessThan(500);
  if (check.status) expect(answer.status, label).toBe(check.status);
  expect(answer.body.length, `${label}: a message`).toBeGreaterThan(0);
  if (check.message) expect(answer.body, label).toContain(check.message);
  expect(await rowCount(), `${label}: rows written`).toBe(before);
}

const BAD_VALUES = { NUL: "\u0000", "lone surrogate": "\uD800" } as const;

/** Puts `bad` inside the string at a dotted path of a copy of `base` (kept valid around it). */
function withBadText(base: unknown, path: string, bad: string): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split(".");
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  target[last] = `${String(target[last] ?? "")}${bad}`;
  return copy;
}

/** A form value's URL encoding; a lone surrogate goes out as the bytes a careless encoder writes (ED A0 80). */
function encodeFormValue(value: string): string {
  return [...value].map((ch) => (ch === "\uD800" ? "%ED%A0%80" : encodeURIComponent(ch))).join("");
}
function formBody(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeFormValue(v)}`)
    .join("&");
}
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "content-type": "application/json" };

beforeAll(async () => {
  server = await startTestServer({
    ADMIN_EMAILS: "owner@example.com",
    WEBHOOK_SECRET,
    THRIVECART_SECRET,
    STRIPE_SECRET_KEY: "sk_test_battery",
    STRIPE_WEBHOOK_SECRET,
    // No event in the battery may reach Stripe's API: a closed port makes any such call fail at once.
    STRIPE_API_URL: "http://127.0.0.1:9",
  });
  admin = await signUpAdmin(server, "owner@example.com");
  customer = (await signUp(server, { email: "listener@example.com" })).cookie;
  const db = server.services.db;
  const [product] = await db
    .insert(products)
    .values({ name: "Battery Audiobook", productType: "audiobook", price: "14.99" })
    .returning({ id: products.id });
  productId = product!.id;
  const [chapter] = await db
    .insert(audioChapters)
    .values({ productId, chapterNumber: 1, title: "One", duration: 60, filePath: "audio/x/one.mp3" })
    .returning({ id: audioChapters.id });
  chapterId = chapter!.id;
  const [user] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(sql`email = 'listener@example.com'`);
  await db.insert(productAccess).values({ userId: user!.id, productId });
}, 120_000);
afterAll(async () => {
  console.log(`bad-input battery: ${tally.serverErrors} 5xx / ${tally.requests} requests`);
  await server?.close();
});

describe("NUL and lone surrogates in every text field", () => {
  const jsonEndpoints: { path: () => string; base: () => unknown; fields: string[]; cookie?: () => string }[] = [
    { path: () => "/api/leads/readiness", base: () => READINESS, fields: ["name", "email", "answers.1"] },
    {
      path: () => "/api/leads/author",
      base: () => AUTHOR,
      fields: [
        "fullName",
        "email",
        "phone",
        "answers.stage",
        "answers.frequency",
        "answers.challenge",
        "answers.timeline",
      ],
    },
    {
      path: () => "/api/applications",
      base: () => APPLICATION,
      fields: Object.keys(APPLICATION).filter((k) => k !== "smsConsent"),
    },
    {
      path: () => "/api/events",
      base: () => ({ events: [{ type: "click", name: "cta", path: "/book", props: { label: "Buy" } }] }),
      fields: ["events.0.type", "events.0.name", "events.0.path", "events.0.props.label"],
    },
    {
      path: () => `/api/products/${productId}/bookmarks`,
      base: () => ({ chapterId, timestampSeconds: 12, note: "Remember this" }),
      fields: ["chapterId", "note"],
      cookie: () => customer,
    },
    {
      path: () => `/api/products/${productId}/progress`,
      base: () => ({ chapterId, progressSeconds: 12 }),
      fields: ["chapterId"],
      cookie: () => customer,
    },
  ];

  for (const endpoint of jsonEndpoints) {
    it(`JSON: ${endpoint.path().replace(/undefined/g, ":id")}`, async () => {
      for (const field of endpoint.fields) {
        for (const [name, bad] of Object.entries(BAD_VALUES)) {
          await expectRefused(
            `${endpoint.path()} ${field} ${name}`,
            () =>
              send("POST", endpoint.path(), {
                headers: { ...JSON_TYPE, "idempotency-key": randomUUID() },
                body: JSON.stringify(withBadText(endpoint.base(), field, bad)),
                cookie: endpoint.cookie?.(),
              }),
            { status: 400, message: UNSAFE_TEXT },
          );
        }
      }
    });
  }

  it("the signed purchase webhook", async () => {
    const base = { orderId: "B-1", email: "buyer@example.com", name: "Ann Lee", productIds: [productId] };
    for (const field of ["orderId", "email", "name", "productIds.0"]) {
      for (const [name, bad] of Object.entries(BAD_VALUES)) {
        const body = JSON.stringify(withBadText(base, field, bad));
        const signature = `sha256=${createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex")}`;
        await expectRefused(
          `webhook ${field} ${name}`,
          () =>
            send("POST", "/api/webhooks/purchase", {
              headers: { ...JSON_TYPE, "x-rerouted-signature": signature },
              body,
            }),
          { status: 400, message: UNSAFE_TEXT },
        );
      }
    }
  });

  const forms: { path: string; fields: Record<string, string>; cookie?: () => string }[] = [
    {
      path: "/signup",
      fields: { firstName: "Nora", lastName: "Null", email: "nora@example.com", password: "a-good-long-password" },
    },
    {
      path: "/login",
      fields: { email: "listener@example.com", password: "correct-horse-battery", redirectTo: "/dashboard" },
    },
    { path: "/forgot-password", fields: { email: "listener@example.com" } },
    { path: "/reset-password", fields: { token: "some-token", password: "a-good-long-password" } },
    { path: "/login/two-factor", fields: { code: "123456", redirectTo: "/dashboard" } },
    {
      path: "/account/security",
      fields: { intent: "start", password: "correct-horse-battery" },
      cookie: () => customer,
    },
    {
      path: "/admin/actions",
      fields: {
        intent: "product.save",
        name: "New book",
        description: "About it",
        productType: "audiobook",
        price: "9.99",
      },
      cookie: () => admin,
    },
    {
      path: "/admin/actions",
      fields: { intent: "access.grant", email: "listener@example.com", productId: "" },
      cookie: () => admin,
    },
  ];

  for (const formCase of forms) {
    it(`form: ${formCase.path} (${Object.keys(formCase.fields).join(", ")})`, async () => {
      for (const field of Object.keys(formCase.fields)) {
        for (const [name, bad] of Object.entries(BAD_VALUES)) {
          await expectRefused(
            `${formCase.path} ${field} ${name}`,
            () =>
              send("POST", formCase.path, {
                headers: FORM,
                body: formBody({ ...formCase.fields, [field]: `${formCase.fields[field]}${bad}` }),
                cookie: formCase.cookie?.(),
              }),
            { status: 400, message: name === "NUL" ? UNSAFE_TEXT : "not valid UTF-8" },
          );
        }
      }
    });
  }

  it("a NUL in a multipart form", async () => {
    const boundary = "battery-boundary";
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="firstName"',
      "",
      "Nora\u0000",
      `--${boundary}`,
      'Content-Disposition: form-data; name="lastName"',
      "",
      "Null",
      `--${boundary}`,
      'Content-Disposition: form-data; name="email"',
      "",
      "nora.multipart@example.com",
      `--${boundary}`,
      'Content-Disposition: form-data; name="password"',
      "",
      "a-good-long-password",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    await expectRefused(
      "multipart NUL",
      () => send("POST", "/signup", { headers: { "content-type": `multipart/form-data; boundary=${boundary}` }, body }),
      { status: 400, message: UNSAFE_TEXT },
    );
  });

  it("query parameters: admin searches, reset and confirmation tokens, redirectTo, upload names", async () => {
    const paths: [string, (() => string) | undefined][] = [
      ["/admin?tab=users&q=%00", () => admin],
      ["/admin?tab=leads&q=ann%00", () => admin],
      ["/admin.data?tab=users&q=%00", () => admin],
      ["/admin/leads.csv?list=readiness&q=%00", () => admin],
      ["/admin/user-suggestions?q=%00", () => admin],
      ["/reset-password?token=%00", undefined],
      ["/verify-email?token=%00", undefined],
      ["/login?redirectTo=%00", undefined],
      ["/product/%00", () => customer],
    ];
    for (const [path, cookie] of paths) {
      await expectRefused(`GET ${path}`, () => send("GET", path, { cookie: cookie?.() }), { status: 400 });
    }
    await expectRefused(
      "upload name NUL",
      () =>
        send("POST", "/admin/uploads/image?name=a%00.png", {
          headers: { "content-type": "image/png" },
          body: Buffer.from(
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
            "base64",
          ),
          cookie: admin,
        }),
      { status: 400 },
    );
    // A lone surrogate's bytes in a query are decoded to U+FFFD: a search for nothing, never an error.
    for (const path of ["/admin?tab=users&q=%ED%A0%80", "/admin/user-suggestions?q=%ED%A0%80"]) {
      const answer = await send("GET", path, { cookie: admin });
      expect(answer.status, path).toBe(200);
    }
  });
});

describe("form actions sent with the wrong content type", () => {
  const formActions: { path: string; cookie?: () => string }[] = [
    { path: "/login" },
    { path: "/signup" },
    { path: "/forgot-password" },
    { path: "/reset-password" },
    { path: "/login/two-factor" },
    { path: "/account/security", cookie: () => customer },
    // The Site and Offers tabs post to the admin page itself.
    { path: "/admin?tab=site", cookie: () => admin },
  ];
  const shapes: [string, Record<string, string>, string | Buffer, number][] = [
    ["JSON", JSON_TYPE, JSON.stringify({ email: "listener@example.com", password: "correct-horse-battery" }), 415],
    ["text", { "content-type": "text/plain" }, "email=listener@example.com&password=correct-horse-battery", 415],
    ["no content type", {}, Buffer.from("email=listener@example.com&password=correct-horse-battery"), 415],
    ["broken multipart", { "content-type": "multipart/form-data; boundary=xyz" }, "--xyz\r\nnot a part at all", 400],
    ["multipart without boundary", { "content-type": "multipart/form-data" }, "email=a", 400],
    [
      "a file in a multipart form",
      { "content-type": "multipart/form-data; boundary=f" },
      '--f\r\nContent-Disposition: form-data; name="email"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--f--\r\n',
      400,
    ],
    ["bytes that are not UTF-8", FORM, Buffer.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff, 0xfe]), 400],
  ];

  for (const action of formActions) {
    it(action.path, async () => {
      for (const [name, headers, body, status] of shapes) {
        await expectRefused(
          `${action.path} ${name}`,
          () => send("POST", action.path, { headers, body, cookie: action.cookie?.() }),
          { status },
        );
      }
    });
  }
});

describe("methods no route takes", () => {
  const paths = () => [
    "/",
    "/book",
    "/login",
    "/login/two-factor",
    "/signup",
    "/logout",
    "/forgot-password",
    "/reset-password",
    "/verify-email",
    "/dashboard",
    "/account/security",
    `/product/${productId}`,
    "/admin",
    "/admin/actions",
    "/admin/uploads/image",
    "/admin/leads.csv",
    "/admin/user-suggestions",
    "/media/products/x.png",
    `/media/chapters/${chapterId}`,
    "/api/events",
    `/api/products/${productId}/progress`,
    `/api/products/${productId}/bookmarks`,
    "/rerouted",
    "/rerouted/thank-you",
    "/rerouted/upsell-ai",
    "/rerouted/upsell-course",
    "/rerouted/book-creation",
    "/rerouted/complete",
    "/assessment",
    "/author-journey-assessment",
    "/rerouted/book-creation-application",
    "/api/webhooks/purchase",
    "/api/leads/readiness",
    "/api/leads/author",
    "/api/applications",
    "/email/unsubscribe/some-token",
    "/email/confirm/some-token",
    "/healthz",
    "/favicon.svg",
    "/assets/missing.js",
    "/no-such-page",
  ];

  // Over 300 requests, each with its row count: longer than the default per-test limit on a busy machine.
  it(
    "PUT, PATCH, DELETE and TRACE answer 405 with Allow everywhere, signed out or in",
    { timeout: 300_000 },
    async () => {
      for (const path of paths()) {
        for (const method of ["PUT", "PATCH", "DELETE", "TRACE"]) {
          for (const cookie of [undefined, admin]) {
            await expectRefused(
              `${method} ${path}`,
              async () => {
                const answer = await send(method, path, { cookie, headers: JSON_TYPE, body: "{}" });
                expect(answer.headers.allow, `${method} ${path}`).toBe("GET, HEAD, POST");
                return answer;
              },
              { status: 405 },
            );
          }
        }
      }
    },
  );

  it("a bookmark takes DELETE only, and says so", async () => {
    const path = `/api/products/${productId}/bookmarks/00000000-0000-4000-8000-000000000000`;
    for (const method of ["PUT", "PATCH", "TRACE"]) {
      const answer = await send(method, path, { cookie: customer });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe("DELETE");
    }
    expect((await send("DELETE", path, { cookie: customer })).status).toBe(404);
  });
});

describe("control characters in redirectTo", () => {
  it("are refused with a message on both sign-in forms", async () => {
    for (const path of ["/login", "/login/two-factor"]) {
      for (const target of ["/\t/evil.example", "/\n/evil.example", "/\r\nSet-Cookie: x=1", "/\u0001", "/\u007f"]) {
        const fields: Record<string, string> =
          path === "/login"
            ? { email: "listener@example.com", password: "correct-horse-battery", redirectTo: target }
            : { code: "123456", redirectTo: target };
        await expectRefused(
          `${path} ${JSON.stringify(target)}`,
          () => send("POST", path, { headers: FORM, body: formBody(fields) }),
          {
            status: 400,
            message: "This sign-in link is broken",
          },
        );
      }
    }
  });
});

describe("bodies no JSON endpoint can take", () => {
  // Balanced, so only the depth is wrong: 16,364 bytes, within every limit of 16 KB or more.
  const NESTED = `${"[".repeat(8182)}${"]".repeat(8182)}`;
  const NESTED_OBJECT = `${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`;
  const BOM_JSON = `\uFEFF${JSON.stringify({ events: [] })}`;
  const TOO_DEEP = "too deeply nested";
  const stripe = new Stripe("sk_test_battery");

  const signPurchase = (body: string) => ({
    "x-rerouted-signature": `sha256=${createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex")}`,
  });
  const signStripe = (body: string) => ({
    "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_WEBHOOK_SECRET }),
  });

  /** Every endpoint that reads a JSON body, with what it needs besides the body. */
  const endpoints: {
    path: () => string;
    headers?: (body: string) => Record<string, string>;
    cookie?: () => string;
    /** Under 16,364 bytes the nested body is refused for its size (413) before it is read. */
    maxBytes: number;
  }[] = [
    { path: () => "/api/leads/readiness", headers: () => ({ "idempotency-key": randomUUID() }), maxBytes: 16384 },
    { path: () => "/api/leads/author", headers: () => ({ "idempotency-key": randomUUID() }), maxBytes: 16384 },
    { path: () => "/api/applications", headers: () => ({ "idempotency-key": randomUUID() }), maxBytes: 16384 },
    { path: () => "/api/events", maxBytes: 32768 },
    { path: () => `/api/products/${productId}/bookmarks`, cookie: () => customer, maxBytes: 4096 },
    { path: () => `/api/products/${productId}/progress`, cookie: () => customer, maxBytes: 4096 },
    { path: () => `/api/products/${productId}/settings`, cookie: () => customer, maxBytes: 4096 },
    { path: () => "/api/checkout", maxBytes: 1024 },
    { path: () => "/api/upsells/book-bundle", maxBytes: 1024 },
    { path: () => "/api/webhooks/purchase", headers: signPurchase, maxBytes: 32768 },
    { path: () => "/api/webhooks/stripe", headers: signStripe, maxBytes: 65536 },
  ];

  const post = (endpoint: (typeof endpoints)[number], body: string) =>
    send("POST", endpoint.path(), {
      headers: { ...JSON_TYPE, ...endpoint.headers?.(body) },
      body,
      cookie: endpoint.cookie?.(),
    });

  for (const endpoint of endpoints) {
    it(`${endpoint.path().replace(/undefined/g, ":id")}: nested JSON, a BOM, null`, async () => {
      const fits = Buffer.byteLength(NESTED) <= endpoint.maxBytes;
      await expectRefused(`${endpoint.path()} nested arrays`, () => post(endpoint, NESTED), {
        ...(fits ? { status: 400, message: TOO_DEEP } : {}),
      });
      await expectRefused(`${endpoint.path()} nested objects`, () => post(endpoint, NESTED_OBJECT), {
        ...(Buffer.byteLength(NESTED_OBJECT) <= endpoint.maxBytes ? { status: 400, message: TOO_DEEP } : {}),
      });
      await expectRefused(`${endpoint.path()} BOM`, () => post(endpoint, BOM_JSON));
      await expectRefused(`${endpoint.path()} null`, () => post(endpoint, "null"));
    });
  }

  it("the ThriveCart webhook: nested JSON is refused whether or not it carries the secret word", async () => {
    const post = (body: string) =>
      send("POST", "/api/webhooks/thrivecart", { headers: { ...JSON_TYPE, "user-agent": "ThriveCart" }, body });
    await expectRefused("thrivecart nested, no secret", () => post(NESTED), { status: 401 });
    await expectRefused(
      "thrivecart nested under the secret",
      () => post(`{"thrivecart_secret":"${THRIVECART_SECRET}","order":${NESTED}}`),
      { status: 400, message: TOO_DEEP },
    );
    // Its body is decoded as UTF-8 text, which drops a BOM: the JSON after it is read, and refused here for its content.
    await expectRefused(
      "thrivecart BOM",
      () => post(`\uFEFF{"thrivecart_secret":"${THRIVECART_SECRET}","event":"order.success"}`),
      { status: 400, message: "order_id" },
    );
    await expectRefused("thrivecart null", () => post("null"), { status: 401 });
  });

  it("signed Stripe events of the wrong shape answer 400", async () => {
    const event = (type: string, data: unknown) =>
      JSON.stringify({ id: "evt_test_battery", object: "event", livemode: false, type, data });
    const malformed: [string, string][] = [
      ["null", "null"],
      ["a string", '"evt"'],
      ["an array", "[]"],
      ["a BOM", `\uFEFF${event("checkout.session.completed", { object: { id: "cs_1", payment_status: "paid" } })}`],
      [
        "no data",
        JSON.stringify({ id: "evt_test_battery", object: "event", livemode: false, type: "charge.refunded" }),
      ],
      ["data null", event("charge.refunded", null)],
      ["no data.object", event("charge.refunded", {})],
      ["data.object a string", event("checkout.session.completed", { object: "cs_1" })],
      ["data.object null, of an unhandled type", event("customer.created", { object: null })],
      ["no id", JSON.stringify({ object: "event", livemode: false, type: "charge.refunded", data: { object: {} } })],
      ["no livemode", JSON.stringify({ id: "evt_1", object: "event", type: "x.y", data: { object: {} } })],
      ["a session without an id", event("checkout.session.completed", { object: { payment_status: "paid" } })],
      ["a refund without `refunded`", event("charge.refunded", { object: { id: "ch_1", payment_intent: "pi_1" } })],
      [
        "a dispute whose payment is a number",
        event("charge.dispute.created", { object: { payment_intent: 7, reason: "fraudulent" } }),
      ],
      ["a subscription without an id", event("customer.subscription.deleted", { object: {} })],
      ["an invoice without next_payment_attempt", event("invoice.payment_failed", { object: { id: "in_1" } })],
      [
        "a thin event",
        JSON.stringify({ id: "evt_1", object: "v2.core.event", type: "v1.billing.meter.error_report_triggered" }),
      ],
      ["nested", NESTED],
    ];
    for (const [label, body] of malformed) {
      await expectRefused(
        `stripe ${label}`,
        () => send("POST", "/api/webhooks/stripe", { headers: { ...JSON_TYPE, ...signStripe(body) }, body }),
        { status: 400 },
      );
    }
    // A well-formed event of a type the site does not act on is still acknowledged.
    const unknown = event("customer.created", { object: { id: "cus_1", object: "customer" } });
    const before = await rowCount();
    const answer = await send("POST", "/api/webhooks/stripe", {
      headers: { ...JSON_TYPE, ...signStripe(unknown) },
      body: unknown,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ received: true, outcome: "not handled" });
    expect(await rowCount()).toBe(before);
  });

  it("signed purchase-webhook bodies of the wrong shape answer 400", async () => {
    for (const body of ["null", '"order"', "[]", "{}", `\uFEFF{"orderId":"B-2"}`, NESTED]) {
      await expectRefused(
        `purchase webhook ${body.slice(0, 12)}`,
        () => send("POST", "/api/webhooks/purchase", { headers: { ...JSON_TYPE, ...signPurchase(body) }, body }),
        { status: 400 },
      );
    }
  });
});

describe("the whole battery", () => {
  it("answered no request with a 5xx", () => {
    expect(tally.requests).toBeGreaterThan(400);
    expect(tally.failures).toEqual([]);
    expect(tally.serverErrors).toBe(0);
  });
});
