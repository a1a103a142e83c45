// Launch day: the traffic of a launch email replayed against the built
// server for --minutes (default 5), on embedded PGlite and on PostgreSQL
// (--database pglite|postgres|both, default both) or, with --proxy, through
// nginx (docs/deploy/nginx.conf as shipped, TLS, media sent by nginx after the
// app's check) in front of two instances on one PostgreSQL.
//   npm run build && npm ci --prefix bench
//   node bench/launch-day.mjs [--minutes 5] [--database both] [--proxy] [--listeners 500] [--visitors 50]
// PostgreSQL: --postgres-url (default BENCH_DATABASE_URL, else the local
// server as postgres); each run creates its own database and drops it after.
//
// The mix, all at once for the whole run:
// - Visitors (--visitors, default 50) browse back to back, each with its own
//   keep-alive connections (up to 6, as a browser) and its own address (the
//   instances trust X-Forwarded-For: TRUST_PROXY=1, or 2 behind nginx as
//   behind a CDN). A visit (bench/launch-mix.mjs, exact shares of visits):
//   lands on `/` (55 %) or `/book` (45 %); 30 % of those on `/` go on to
//   `/book`; 4 % take the readiness assessment (`/assessment`, then
//   POST /api/leads/readiness); 1 % press a buy button (POST /api/checkout,
//   a Checkout Session at the Stripe stand-in of tests/support) and half of
//   those pay, so the stand-in delivers `checkout.session.completed` signed
//   with the `stripe` package's test-header helper and the site grants the
//   book. Every page view loads the page (br/gzip), its static files not yet
//   loaded in that visit (hashed CSS and scripts, images, fonts) and sends one
//   analytics batch (a page view and three web vitals).
// - Listeners (--listeners, default 500), all the demo reader's session,
//   already listening when the email goes out: each opened the player page
//   once for its chapter's signed URL before the run (8 at a time, printed
//   apart), and every 10 s reads the next 10 s of audio at 64 kbps (80,000
//   bytes in one Range request), their chunks spread over the 10 s; one
//   chunk in 20 is a seek to a random place. A stall is a chunk that failed
//   or took longer than the 10 s of audio before it. The demo chapters are
//   grown to 30 minutes of 64 kbps each before the run.
// - The owner, signed in, refreshing an admin tab every 5 s, in turn.
//
// Printed per route: requests, req/s, p50/p95/p99 (ms, from asking for the
// request, waiting for one of the visitor's connections included, to the
// last byte of the answer), errors (a failed connection or a status of 400
// or more, by status) and timeouts (a connection silent for 10 s); for the
// listeners the bytes/s delivered against the 8,000 bytes/s each needs (with
// its 10 s read ahead), and stalls; every server process's RSS idle (10
// quiet seconds before the run) and at its peak (sampled each second); the
// load average at the start and end; the load generator's own CPU (it runs
// on the same machine, with the Stripe stand-in).
//
// Visitors per minute: the visitors browse with no pause, so the server is
// saturated and the visits completed without an error per second are what it
// sustains (with the listeners and the admin alongside). A real visitor
// spreads the same requests over minutes, which changes when the server does
// the work, not how much, so
//   visitors per minute = 60 × visits completed without an error ÷ seconds measured.
// Above that rate, launch traffic queues.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import { clearInterval, setInterval } from "node:timers";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { runnerImport } from "vite";
import { NGINX, nginxConfig } from "../tests/deploy/nginx.mjs";
import { chosen, planVisit } from "./launch-mix.mjs";
import { loadAverage, memoryOf, percentile } from "./measure.mjs";
import { freePort, sellThroughStripe, signIn, startBenchServer, startLeadsPlatform } from "./server.mjs";

const { values: options } = parseArgs({
  options: {
    minutes: { type: "string", default: "5" },
    database: { type: "string" },
    proxy: { type: "boolean", default: false },
    listeners: { type: "string", default: "500" },
    visitors: { type: "string", default: "50" },
    "postgres-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres",
    },
  },
});
const MINUTES = Number(options.minutes);
const LISTENERS = Number(options.listeners);
const VISITORS = Number(options.visitors);
const POSTGRES_URL = options["postgres-url"];
// --proxy alone measures the proxied configuration; with --database, that one too.
const databases =
  { pglite: ["pglite"], postgres: ["postgres"], both: ["pglite", "postgres"] }[
    options.database ?? (options.proxy ? "none" : "both")
  ] ?? [];
if (options.database && !["pglite", "postgres", "both"].includes(options.database)) {
  throw new Error("--database is pglite, postgres or both");
}

const PASSWORD = "bench-password-123";
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const PRICE_ID = "price_bench_book_digital";
const OFFER_ID = "book-digital";
const WEBHOOK_SECRET = "whsec_bench_0123456789abcdef0123456789abcdef";
const TIMEOUT_MS = 10_000;
const SETTLE_MS = 10_000;
const AUDIO_BYTES_PER_SECOND = 64_000 / 8;
const CHUNK_SECONDS = 10;
const CHUNK_BYTES = AUDIO_BYTES_PER_SECOND * CHUNK_SECONDS;
const SEEK_SHARE = 1 / 20;
const CHAPTER_BYTES = 30 * 60 * AUDIO_BYTES_PER_SECOND;
const ADMIN_EVERY_MS = 5_000;
const ADMIN_TABS = ["products", "chapters", "access", "users", "revenue", "analytics", "funnel", "leads", "emails"];
const STATIC_FILE =
  /(?:href|src)="(\/(?:assets\/|media\/site\/)?[^"?#]*\.(?:css|js|woff2|png|jpe?g|webp|avif|svg|ico))"/g;
const EVENT_BATCH = JSON.stringify({
  events: [
    { type: "page_view", name: "page_view", path: "/book", props: {} },
    { type: "web_vital", name: "LCP", path: "/book", props: { value: 1200 } },
    { type: "web_vital", name: "CLS", path: "/book", props: { value: 0.01 } },
    { type: "web_vital", name: "INP", path: "/book", props: { value: 80 } },
  ],
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const address = (prefix, n) => `${prefix}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Per-route samples of one run. */
function routeStats() {
  const routes = new Map();
  return {
    record(route, ms, outcome, status) {
      let row = routes.get(route);
      if (!row) routes.set(route, (row = { times: [], errors: 0, timeouts: 0, statuses: new Map() }));
      row.times.push(ms);
      if (outcome === "error") {
        row.errors += 1;
        row.statuses.set(status, (row.statuses.get(status) ?? 0) + 1);
      }
      if (outcome === "timeout") row.timeouts += 1;
    },
    print(seconds) {
      console.log(
        `  ${"route".padEnd(44)} ${"requests".padStart(8)} ${"req/s".padStart(7)} ${"p50".padStart(6)} ${"p95".padStart(6)} ${"p99 ms".padStart(7)} ${"errors".padStart(7)} ${"timeouts".padStart(8)}`,
      );
      for (const [route, row] of routes) {
        const times = row.times.sort((a, b) => a - b);
        const ms = (p) => String(Math.round(percentile(times, p))).padStart(6);
        console.log(
          `  ${route.padEnd(44)} ${String(times.length).padStart(8)} ${(times.length / seconds).toFixed(1).padStart(7)} ${ms(50)} ${ms(95)} ${ms(99)}  ${String(row.errors).padStart(7)} ${String(row.timeouts).padStart(8)}` +
            // Which answers the errors were (0: the connection failed).
            (row.errors ? `  (${[...row.statuses].map(([status, count]) => `${count}x${status}`).join(" ")})` : ""),
        );
      }
    },
    get total() {
      return [...routes.values()].reduce((sum, row) => sum + row.times.length, 0);
    },
  };
}

/**
 * One request, its body read to the end: status, body bytes, and the body
 * as text when asked. Errors and timeouts are answers too (status 0).
 */
function send(url, { method = "GET", headers = {}, body, agent, text = false }) {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const request = client.request(target, { method, headers, agent, rejectUnauthorized: false }, (response) => {
      let bytes = 0;
      const chunks = [];
      response.on("data", (chunk) => {
        bytes += chunk.length;
        if (text) chunks.push(chunk);
      });
      response.on("end", () =>
        resolve({ status: response.statusCode, bytes, text: text ? decoded(response, Buffer.concat(chunks)) : "" }),
      );
      response.on("error", () => resolve({ status: 0, bytes, text: "", outcome: "error" }));
    });
    request.setTimeout(TIMEOUT_MS, () => {
      request.destroy();
      resolve({ status: 0, bytes: 0, text: "", outcome: "timeout" });
    });
    request.on("error", () => resolve({ status: 0, bytes: 0, text: "", outcome: "error" }));
    request.end(body);
  });
}

/** A body as text, decompressed as its Content-Encoding says. */
function decoded(response, body) {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(body).toString();
  if (encoding === "gzip") return gunzipSync(body).toString();
  return body.toString();
}

/** Runs `work` (answering `{ status }`) as `route` in `stats`; true when it answered below 400. */
async function timed(stats, route, work) {
  const started = performance.now();
  const answer = await work();
  const ok = answer.status > 0 && answer.status < 400;
  stats.record(route, performance.now() - started, answer.outcome ?? (ok ? "ok" : "error"), answer.status);
  return { ok, ...answer };
}

/**
 * The same-origin static files a page references, and the modules its
 * scripts import, as a browser with an empty cache loads them.
 */
async function staticFilesOf(base, html) {
  const files = new Set([...html.matchAll(STATIC_FILE)].map((match) => match[1]));
  for (const file of files) {
    if (!file.endsWith(".js")) continue;
    const script = await send(`${base}${file}`, { text: true });
    for (const [, relative] of script.text.matchAll(/(?:from|import)\s*"(\.\.?\/[^"]+\.js)"/g)) {
      files.add(new URL(relative, `${base}${file}`).pathname);
    }
  }
  return [...files];
}

/** Every demo chapter grown to CHAPTER_BYTES, so listeners stream 30 minutes without wrapping. */
async function growChapters(dataDir) {
  const audioRoot = join(dataDir, "uploads", "audio");
  for (const product of readdirSync(audioRoot)) {
    for (const name of readdirSync(join(audioRoot, product)).filter((file) => file.endsWith(".mp3"))) {
      const file = createWriteStream(join(audioRoot, product, name));
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      for (let written = 0; written < CHAPTER_BYTES; written += chunk.length) {
        if (!file.write(chunk.subarray(0, Math.min(chunk.length, CHAPTER_BYTES - written)))) {
          await once(file, "drain");
        }
      }
      file.end();
      await once(file, "finish");
    }
  }
}

/** The demo audiobook's id, from its folder of uploads (the only product with three chapters). */
function audiobookOf(dataDir) {
  const audioRoot = join(dataDir, "uploads", "audio");
  return readdirSync(audioRoot).find((product) => readdirSync(join(audioRoot, product)).length >= 3);
}

async function startNginx(upstreams, httpsPort, uploadsDir) {
  const dir = mkdtempSync(join(tmpdir(), "rerouted-launch-nginx-"));
  const args = nginxConfig({
    dir,
    httpsPort,
    httpPort: await freePort(),
    upstreams,
    uploadsDir,
    // Visitors' and listeners' connections, and as many again to the instances.
    workerConnections: 4096,
  });
  const child = spawn(NGINX, args, { stdio: ["ignore", "ignore", "inherit"] });
  const url = `https://127.0.0.1:${httpsPort}`;
  for (const started = Date.now(); ; await sleep(250)) {
    if (child.exitCode !== null) throw new Error("nginx exited");
    const answer = await send(`${url}/healthz`, {});
    if (answer.status === 200) break;
    if (Date.now() - started > 30_000) throw new Error("nginx did not answer");
  }
  return {
    url,
    async stop() {
      const exited = once(child, "exit");
      child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const { module: stripeStandIn } = await runnerImport(join(import.meta.dirname, "../tests/support/stripe-stand-in.ts"));
const standIn = await stripeStandIn.startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
standIn.addPrice({ id: PRICE_ID, unitAmount: 1499 });
const platform = await startLeadsPlatform();

async function run({ name, postgresUrl, proxied }) {
  const httpsPort = proxied ? await freePort() : 0;
  const publicUrl = proxied ? `https://127.0.0.1:${httpsPort}` : "";
  if (proxied) {
    // The certificate is nginx's own (self-signed); the demo sign-in and the stand-in's deliveries use fetch.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  }
  const server = await startBenchServer(
    {
      SEED_DEMO: "1",
      DEMO_PASSWORD: PASSWORD,
      // As in production: a line per request, read and dropped.
      LOG_LEVEL: "info",
      TRUST_PROXY: proxied ? "2" : "1",
      // The bench measures how many leads the server takes, not the site-wide budget.
      LEADS_PER_MINUTE: "1000000",
      ...platform.env,
      STRIPE_SECRET_KEY: "sk_test_bench",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
      ...(proxied ? { BASE_URL: publicUrl, MEDIA_ACCEL_REDIRECT: "/internal-media/" } : {}),
    },
    { postgresUrl, instances: proxied ? 2 : 1 },
  );
  let nginx;
  let stopped;
  const stop = () => (stopped ??= Promise.all([nginx?.stop(), server.stop()]));
  process.once("SIGINT", () => stop().finally(() => process.exit(130)));
  try {
    const audiobook = audiobookOf(server.dataDir);
    await server.restart(async () => {
      await sellThroughStripe(server, OFFER_ID, { stripePriceId: PRICE_ID, grants: [audiobook] });
      await growChapters(server.dataDir);
    });
    if (proxied) nginx = await startNginx(server.ports, httpsPort, join(server.dataDir, "uploads"));
    const base = proxied ? nginx.url : server.baseUrl;
    standIn.setWebhookUrl(`${base}/api/webhooks/stripe`);

    const pageHeaders = { "accept-encoding": "br, gzip", "user-agent": UA, accept: "text/html" };
    const staticFiles = new Map();
    for (const path of ["/", "/book", "/assessment"]) {
      // Each page's static files are found once, before the run.
      const page = await send(`${base}${path}`, { headers: { "user-agent": UA }, text: true });
      if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
      staticFiles.set(path, await staticFilesOf(base, page.text));
    }
    const readerCookie = await signIn(base, { email: "reader@example.com", password: PASSWORD, userAgent: UA });
    const adminCookie = await signIn(base, { email: "admin@example.com", password: PASSWORD, userAgent: UA });
    const playerPath = `/product/${audiobook}`;

    // Each listener opens the player page once for its chapter's signed URL, before the run
    // (8 at a time, as readers trickling in before the email): 500 page loads at once would be a
    // burst of their own, not launch traffic.
    const opening = routeStats();
    const openingStarted = performance.now();
    const chapterOf = [];
    for (let next = 0; next < LISTENERS;) {
      await Promise.all(
        Array.from({ length: Math.min(8, LISTENERS - next) }, async () => {
          const i = next++;
          const player = await timed(opening, "GET /product/:id (player page)", () =>
            send(`${base}${playerPath}`, {
              headers: { cookie: readerCookie, "user-agent": UA, "x-forwarded-for": address(172, i) },
              text: true,
            }),
          );
          const chapters = [...player.text.matchAll(/\/media\/chapters\/[0-9a-f-]{36}\?token=[^"]+/g)];
          if (chapters.length === 0) throw new Error(`the player page answered ${player.status} without a chapter`);
          chapterOf[i] = chapters[i % chapters.length][0].replaceAll("&amp;", "&");
        }),
      );
    }
    console.log(
      `\n${name}: ${LISTENERS} listeners opened the player page in ${((performance.now() - openingStarted) / 1000).toFixed(0)} s`,
    );
    opening.print((performance.now() - openingStarted) / 1000);

    await sleep(SETTLE_MS);
    const idle = server.pids.map(memoryOf);
    const peaks = server.pids.map(() => 0);
    const loadAtStart = loadAverage();
    const cpuAtStart = process.cpuUsage();
    const stats = routeStats();
    const started = performance.now();
    const deadline = started + MINUTES * 60_000;
    const running = () => performance.now() < deadline;
    const sampler = setInterval(() => {
      server.pids.forEach((pid, i) => (peaks[i] = Math.max(peaks[i], memoryOf(pid).rss)));
    }, 1000);

    let nextVisit = 0;
    const visits = { ok: 0, failed: 0 };
    async function visitor() {
      const agent = new (base.startsWith("https") ? https : http).Agent({ keepAlive: true, maxSockets: 6 });
      while (running()) {
        const n = nextVisit++;
        const plan = planVisit(n);
        const headers = { ...pageHeaders, "x-forwarded-for": address(10, n) };
        // A script's POST from the page: JSON, same origin.
        const post = (path, body, extra = {}) =>
          send(`${base}${path}`, {
            method: "POST",
            agent,
            body,
            text: true,
            headers: {
              ...headers,
              "content-type": "application/json",
              origin: base,
              referer: `${base}/book`,
              ...extra,
            },
          });
        const loaded = new Set();
        let ok = true;
        for (const page of plan.pages) {
          ok = (await timed(stats, `GET ${page}`, () => send(`${base}${page}`, { headers, agent }))).ok && ok;
          const files = staticFiles.get(page).filter((file) => !loaded.has(file));
          files.forEach((file) => loaded.add(file));
          const answers = await Promise.all(
            files.map((file) =>
              timed(stats, "GET static files (hashed, images)", () => send(`${base}${file}`, { headers, agent })),
            ),
          );
          ok = answers.every((answer) => answer.ok) && ok;
          ok = (await timed(stats, "POST /api/events (4 a batch)", () => post("/api/events", EVENT_BATCH))).ok && ok;
        }
        if (plan.lead) {
          const lead = JSON.stringify({
            name: "Launch Reader",
            email: `launch-${n}@example.com`,
            answers: { 1: "thriving", 2: "trust", 3: "searching", 4: "patience", 5: "strong" },
            marketingConsent: n % 2 === 0,
          });
          const submitted = await timed(stats, "POST /api/leads/readiness", () =>
            post("/api/leads/readiness", lead, { "idempotency-key": randomUUID() }),
          );
          ok = submitted.ok && ok;
        }
        if (plan.checkout) {
          const checkout = await timed(stats, "POST /api/checkout (Stripe stand-in)", () =>
            post("/api/checkout", JSON.stringify({ offerId: OFFER_ID, page: "/book" })),
          );
          ok = checkout.ok && ok;
          const sessionId = checkout.ok ? /\/pay\/([\w]+)/.exec(JSON.parse(checkout.text).url)?.[1] : undefined;
          if (plan.pays && sessionId) {
            const paid = await timed(stats, "POST /api/webhooks/stripe (signed)", async () => {
              const { delivery } = await standIn.completeSession(sessionId, {
                email: `buyer-${n}@example.com`,
                name: "Launch Buyer",
              });
              await delivery.arrayBuffer();
              return { status: delivery.status };
            });
            ok = paid.ok && ok;
          }
        }
        visits[ok ? "ok" : "failed"] += 1;
      }
      agent.destroy();
    }

    const listening = { chunks: 0, stalls: 0, seeks: 0, bytes: 0, neededBytes: 0 };
    const listenerAgent = new (base.startsWith("https") ? https : http).Agent({ keepAlive: true });
    async function listener(i, chapter) {
      // Listeners already streaming when the email goes out: spread over one chunk's interval.
      await sleep((i / LISTENERS) * CHUNK_SECONDS * 1000);
      const headers = { cookie: readerCookie, "user-agent": UA, "x-forwarded-for": address(172, i) };
      const since = performance.now();
      let position = (i * CHUNK_BYTES) % CHAPTER_BYTES;
      for (let k = 0; running(); k += 1) {
        const chunkStarted = performance.now();
        if (chosen(k + i, SEEK_SHARE)) {
          position = Math.floor((Math.random() * CHAPTER_BYTES) / CHUNK_BYTES) * CHUNK_BYTES;
          listening.seeks += 1;
        }
        const end = Math.min(position + CHUNK_BYTES, CHAPTER_BYTES) - 1;
        const range = `bytes=${position}-${end}`;
        const answer = await timed(stats, "GET /media/chapters/:id (80 KB Range)", () =>
          send(`${base}${chapter}`, { headers: { ...headers, range }, agent: listenerAgent }),
        );
        listening.chunks += 1;
        listening.bytes += answer.bytes;
        const took = performance.now() - chunkStarted;
        if (!answer.ok || answer.status !== 206 || took > CHUNK_SECONDS * 1000) listening.stalls += 1;
        position = end + 1 >= CHAPTER_BYTES ? 0 : end + 1;
        await sleep(Math.max(0, Math.min(CHUNK_SECONDS * 1000 - took, deadline - performance.now())));
      }
      // Playing through its time without a gap takes that much audio and the 10 s read ahead.
      const listened = (Math.min(performance.now(), deadline) - since) / 1000;
      listening.neededBytes += (listened + CHUNK_SECONDS) * AUDIO_BYTES_PER_SECOND;
    }

    async function admin() {
      const headers = { ...pageHeaders, cookie: adminCookie, "x-forwarded-for": "192.0.2.1" };
      for (let k = 0; running(); k += 1) {
        const tabStarted = performance.now();
        const tab = ADMIN_TABS[k % ADMIN_TABS.length];
        await timed(stats, "GET /admin?tab=… (owner)", () => send(`${base}/admin?tab=${tab}`, { headers }));
        await sleep(
          Math.max(0, Math.min(ADMIN_EVERY_MS - (performance.now() - tabStarted), deadline - performance.now())),
        );
      }
    }

    console.log(
      `${name}: ${MINUTES} min, ${VISITORS} visitors browsing back to back, ${LISTENERS} listeners, 1 admin; idle RSS ${idle.map((m) => m.rss).join(" + ")} MB; load ${loadAtStart}`,
    );
    await Promise.all([
      ...Array.from({ length: VISITORS }, () => visitor()),
      ...chapterOf.map((chapter, i) => listener(i, chapter)),
      admin(),
    ]);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    listenerAgent.destroy();
    const cpu = process.cpuUsage(cpuAtStart);
    stats.print(seconds);
    const visitRequests = stats.total;
    console.log(
      `  visits: ${visits.ok} completed without an error, ${visits.failed} with one (${(visits.ok / seconds).toFixed(1)} a second); all routes ${Math.round(visitRequests / seconds)} req/s`,
    );
    const needed = listening.neededBytes / seconds;
    console.log(
      `  listeners: ${LISTENERS}, delivered ${(listening.bytes / seconds / 1e6).toFixed(2)} MB/s of ${(needed / 1e6).toFixed(2)} MB/s needed (${Math.round((listening.bytes / Math.max(1, listening.neededBytes)) * 100)} %), ${listening.stalls} stalls in ${listening.chunks} chunks, ${listening.seeks} seeks`,
    );
    console.log(
      `  server RSS (${server.pids.length > 1 ? "each instance" : "the server"}): idle ${idle.map((m) => m.rss).join(" / ")} MB, peak ${peaks.join(" / ")} MB`,
    );
    console.log(
      `  load average: start ${loadAtStart}, end ${loadAverage()}; the load generator used ${Math.round(((cpu.user + cpu.system) / 1e6 / seconds) * 100)} % of a core`,
    );
    const perMinute = (60 * visits.ok) / seconds;
    const rounded = Number(perMinute.toPrecision(2));
    console.log(`  one machine holds about ${rounded.toLocaleString("en-US")} visitors per minute (${name})`);
  } finally {
    await stop();
  }
}

const configurations = [
  ...databases.map((database) =>
    database === "pglite"
      ? { name: "embedded PGlite", postgresUrl: "" }
      : { name: "PostgreSQL", postgresUrl: POSTGRES_URL },
  ),
  ...(options.proxy ? [{ name: "nginx, 2 instances, PostgreSQL", postgresUrl: POSTGRES_URL, proxied: true }] : []),
];
if (options.proxy && !NGINX) throw new Error("--proxy needs nginx (Debian: apt-get install nginx)");
try {
  for (const configuration of configurations) await run(configuration);
} finally {
  await standIn.close();
  await platform.close();
}
