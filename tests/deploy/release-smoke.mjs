// The four things a release must keep doing on a database another release
// migrated (docs/operations.md, "Upgrading"): a sign-in, a progress save, a
// lead and a signed purchase. Only HTTP, only the public interfaces, so the
// same script checks the previous release and the current one.
//
// Usage: BASE_URL=http://127.0.0.1:PORT DEMO_PASSWORD=… WEBHOOK_SECRET=… node tests/deploy/release-smoke.mjs
// against a server started with SEED_DEMO=1 and the same DEMO_PASSWORD and WEBHOOK_SECRET.
import { createHmac, randomUUID } from "node:crypto";

const base = process.env.BASE_URL;
const password = process.env.DEMO_PASSWORD;
const secret = process.env.WEBHOOK_SECRET;
if (!base || !password || !secret) {
  console.error("BASE_URL, DEMO_PASSWORD and WEBHOOK_SECRET are required");
  process.exit(2);
}
const READER = "reader@example.com";
const run = randomUUID().slice(0, 8);

async function request(path, { method = "GET", cookie, body, headers = {} } = {}) {
  return fetch(new URL(path, base), {
    method,
    redirect: "manual",
    headers: { origin: base, ...(cookie ? { cookie } : {}), ...headers },
    body,
  });
}

async function expectStatus(step, response, ...statuses) {
  if (statuses.includes(response.status)) return;
  throw new Error(`${step}: answered ${response.status} ${(await response.text()).slice(0, 300)}`);
}

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");

// 1. Sign-in as the seeded reader.
const login = await request("/login", {
  method: "POST",
  body: new URLSearchParams({ email: READER, password }),
});
await expectStatus("sign-in", login, 302, 303);
const cookie = cookieOf(login);
const library = await request("/dashboard", { cookie });
await expectStatus("library", library, 200);
const productIds = [...new Set([...(await library.text()).matchAll(/\/product\/([0-9a-f-]{36})/g)].map((m) => m[1]))];
console.log(`sign-in: ${READER} sees ${productIds.length} products`);

// 2. A progress save in the first product that has chapters.
let saved = null;
for (const productId of productIds) {
  const page = await request(`/product/${productId}`, { cookie });
  const chapterId = /\/media\/chapters\/([0-9a-f-]{36})/.exec(await page.text())?.[1];
  if (!chapterId) continue;
  const save = await request(`/api/products/${productId}/progress`, {
    method: "POST",
    cookie,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ chapterId, progressSeconds: 42 }),
  });
  await expectStatus("progress save", save, 200);
  const read = await request(`/api/products/${productId}/progress?chapterId=${chapterId}`, { cookie });
  await expectStatus("progress read", read, 200);
  if (!JSON.stringify(await read.json()).includes("42")) throw new Error("progress read: the saved position is missing");
  saved = productId;
  break;
}
if (!saved) throw new Error("progress save: no product with chapters in the reader's library");
console.log(`progress: saved and read back in ${saved}`);

// 3. A lead from the readiness assessment.
const lead = await request("/api/leads/readiness", {
  method: "POST",
  headers: { "content-type": "application/json", "idempotency-key": `smoke-lead-${run}` },
  body: JSON.stringify({
    name: "Smoke",
    email: `smoke-lead-${run}@example.com`,
    answers: { 1: "thriving", 2: "trust", 3: "searching", 4: "patience", 5: "strong" },
  }),
});
await expectStatus("lead", lead, 200, 201);
console.log("lead: recorded");

// 4. A signed purchase through the generic webhook.
const order = JSON.stringify({ orderId: `SMOKE-${run}`, email: `smoke-buyer-${run}@example.com`, productIds: [saved] });
const purchase = await request("/api/webhooks/purchase", {
  method: "POST",
  headers: {
    "content-type": "application/json",
    "x-rerouted-signature": `sha256=${createHmac("sha256", secret).update(order).digest("hex")}`,
  },
  body: order,
});
await expectStatus("signed purchase", purchase, 200);
console.log(`purchase: SMOKE-${run} granted`);
