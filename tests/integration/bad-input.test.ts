import { createHmac, randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { sql } from "drizzle-orm";
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
/** Rows in every table but the rate limiter's counters (which count bad requests too), in one query. */
async function rowCount(): Promise<number> {
  if (!countAllRows) {
    const tables = await queryRows<{ table_name: string }>(
      server.services.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits'`,
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
  server = await startTestServer({ ADMIN_EMAILS: "owner@example.com", WEBHOOK_SECRET });
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

describe("the whole battery", () => {
  it("answered no request with a 5xx", () => {
    expect(tally.requests).toBeGreaterThan(400);
    expect(tally.failures).toEqual([]);
    expect(tally.serverErrors).toBe(0);
  });
});
