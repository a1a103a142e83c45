// Writes under a launch-day burst, and what the server's memory does
// meanwhile: 50 concurrent clients (BENCH_CONNECTIONS) on each of the three
// public write routes in turn (readiness leads, analytics event batches,
// checkout starts against a local stand-in of Stripe's API), on embedded
// PGlite and, with BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres,
// on PostgreSQL too, the databases alternating for BENCH_ROUNDS rounds.
// Every request comes from its own client address (through TRUST_PROXY), so
// per-IP limits are not what is measured. Prints per route and database:
// throughput, p50/p95/p99, timeouts, errors, non-2xx, the server process's
// CPU time per answered request (user + system, which depends less on the
// machine's load than latency does), the load average before and after, and
// the server's RSS idle (10 s after start), at its peak (VmHWM) and after
// the burst. BENCH_DATABASES=postgres (or pglite) runs one database only.
//   npm run build && npm ci --prefix bench
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/bursts.mjs
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import autocannon from "autocannon";
import { cpuSeconds, loadAverage as load, memoryOf, percentile, resetPeakMemory } from "./measure.mjs";
import { sellThroughStripe, startBenchServer, startLeadsPlatform } from "./server.mjs";

const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
/** autocannon counts a request unanswered after this long as a timeout. */
const TIMEOUT_SECONDS = 10;
const SETTLE_MS = 10_000;
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const PRICE_ID = "price_bench_book";

// Stripe's API as far as a checkout start uses it: a Checkout Session with a URL.
let sessions = 0;
const stripe = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    sessions += 1;
    const id = `cs_bench_${sessions}`;
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ id, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${id}` }));
  });
});
await new Promise((resolve) => stripe.listen(0, "127.0.0.1", resolve));
const platform = await startLeadsPlatform();

const env = {
  TRUST_PROXY: "1",
  // The bench measures how many leads the server can write, not the site-wide budget.
  LEADS_PER_MINUTE: "1000000",
  // A new site's first roll-up backfills every retained day (400 by default) ten seconds
  // after start, as the first burst begins; a week keeps that out of the figures.
  ANALYTICS_RETENTION_DAYS: "7",
  ...platform.env,
  STRIPE_SECRET_KEY: "sk_test_bench",
  STRIPE_WEBHOOK_SECRET: "whsec_bench_0123456789abcdef0123456789abcdef",
  STRIPE_API_URL: `http://127.0.0.1:${stripe.address().port}`,
};

let n = 0;
const nextAddress = () => {
  n += 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
const headers = (server) => ({
  "content-type": "application/json",
  "user-agent": UA,
  origin: server.baseUrl,
  "x-forwarded-for": nextAddress(),
});
const eventBatch = JSON.stringify({
  events: Array.from({ length: 10 }, (_, i) => ({
    type: i === 0 ? "page_view" : "click",
    name: i === 0 ? "page_view" : "cta_click",
    path: "/book",
    props: { offer: "book-bundle", value: 24.99 },
  })),
});
const ROUTES = [
  {
    name: "POST /api/leads/readiness",
    path: "/api/leads/readiness",
    request: (server, request) => ({
      ...request,
      body: JSON.stringify({
        name: "Bench Reader",
        email: `reader-${n}@example.com`,
        answers: { 1: "thriving", 2: "trust", 3: "searching", 4: "patience", 5: "strong" },
        marketingConsent: n % 2 === 0,
      }),
      headers: { ...request.headers, ...headers(server), "idempotency-key": randomUUID() },
    }),
  },
  {
    name: "POST /api/events (10 a batch)",
    path: "/api/events",
    request: (server, request) => ({
      ...request,
      body: eventBatch,
      headers: { ...request.headers, ...headers(server) },
    }),
  },
  {
    name: "POST /api/checkout",
    path: "/api/checkout",
    request: (server, request) => ({
      ...request,
      body: JSON.stringify({ offerId: "book-digital", page: "/book" }),
      headers: { ...request.headers, ...headers(server) },
    }),
  },
];

async function burst(server, route) {
  const times = [];
  const statuses = new Map();
  const loadBefore = load();
  const cpuBefore = cpuSeconds(server.pid);
  const instance = autocannon({
    url: `${server.baseUrl}${route.path}`,
    method: "POST",
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: TIMEOUT_SECONDS,
    requests: [{ setupRequest: (request) => route.request(server, request) }],
  });
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  const cpuPerRequest = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / Math.max(1, result["2xx"]);
  times.sort((a, b) => a - b);
  const other = [...statuses].filter(([s]) => s >= 300).map(([s, c]) => `${c}x${s}`);
  console.log(
    `  ${route.name.padEnd(30)} ${Math.round(result["2xx"] / DURATION)
      .toString()
      .padStart(
        5,
      )} req/s  p50 ${Math.round(percentile(times, 50))}  p95 ${Math.round(percentile(times, 95))}  p99 ${Math.round(percentile(times, 99))} ms` +
      `  CPU ${cpuPerRequest.toFixed(1)} ms/req  ok ${result["2xx"]}  non-2xx ${result.non2xx}${other.length ? ` (${other.join(" ")})` : ""}  errors ${result.errors}  timeouts ${result.timeouts}` +
      `  load ${loadBefore} -> ${load()}  RSS ${memoryOf(server.pid).rss} MB`,
  );
}

async function run(postgresUrl) {
  const server = await startBenchServer(env, { postgresUrl });
  try {
    await server.restart(() => sellThroughStripe(server, "book-digital", { stripePriceId: PRICE_ID }));
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const idle = memoryOf(server.pid);
    resetPeakMemory(server.pid);
    console.log(
      `${server.database} (${process.env.BENCH_SERVER_DIR || "this checkout"}): ${CONNECTIONS} clients, ${DURATION} s a route, load ${load()}, idle RSS ${idle.rss} MB`,
    );
    for (const route of ROUTES) await burst(server, route);
    const after = memoryOf(server.pid);
    console.log(`  RSS after the bursts ${after.rss} MB, peak ${after.peak} MB`);
  } finally {
    await server.stop();
  }
}

const only = process.env.BENCH_DATABASES;
const databases = [
  ...(only !== "postgres" ? [""] : []),
  ...(process.env.BENCH_DATABASE_URL && only !== "pglite" ? [process.env.BENCH_DATABASE_URL] : []),
];
for (let round = 1; round <= ROUNDS; round += 1) {
  // Alternating which database goes first, so neither always meets the quieter machine.
  for (const url of round % 2 ? databases : [...databases].reverse()) await run(url);
}
stripe.close();
await platform.close();
