// The server against a bare Node `http` server sending the same bytes with
// the same headers (bench/bare-node.mjs), in the same run, alternating, for
// `/`, `/book`, a hashed CSS asset and a 32 KB audio Range signed in
// (decision 031). Prints req/s, p99 and the ratio, with the load average.
//   npm run build && npm ci --prefix bench && node bench/serve.mjs
//   BENCH_SECONDS (default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 50),
//   BENCH_LOG_LEVEL (default info, as in production), BENCH_ROUTES (titles to run, comma-separated)
import { fork } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import autocannon from "autocannon";
import { cpuSeconds, loadAverage as load, memoryOf, resetPeakMemory } from "./measure.mjs";
import { demoReader, startBenchServer } from "./server.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RANGE_BYTES = 32 * 1024;
const PASSWORD = "bench-password-123";
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
// Headers a connection or the clock decides, not the route.
const PER_RESPONSE = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

// The server logs as in production (LOG_LEVEL=info), its lines read and dropped.
const server = await startBenchServer({
  SEED_DEMO: "1",
  DEMO_PASSWORD: PASSWORD,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
});
const startedAt = performance.now();
const bare = fork(join(import.meta.dirname, "bare-node.mjs"), { stdio: ["ignore", "ignore", "inherit", "ipc"] });
const tell = (message) =>
  new Promise((resolve) => {
    bare.once("message", resolve);
    bare.send(message);
  });
const bareUrl = await new Promise((resolve) =>
  bare.once("message", (message) => resolve(`http://127.0.0.1:${message.port}`)),
);

try {
  const { cookie, page, audiobookPath: productPath } = await demoReader(server, { password: PASSWORD, userAgent: UA });
  // The URL the player is handed (with its signed media token, when there is one).
  const mediaUrl = /\/media\/chapters\/[0-9a-f-]{36}[^"]*/.exec(await page(productPath))?.[0]?.replaceAll("&amp;", "&");
  if (!mediaUrl) throw new Error("the audiobook has no chapter");
  const audioRoot = join(server.dataDir, "uploads", "audio", productPath.split("/").pop());
  const audioFile = join(
    audioRoot,
    readdirSync(audioRoot).find((name) => name.endsWith("chapter-01.mp3")),
  );
  const audioSize = statSync(audioFile).size;
  const asset = (await (await fetch(`${server.baseUrl}/`)).text()).match(/\/assets\/[\w.-]+\.css/)?.[0];
  if (!asset) throw new Error("no hashed CSS asset on /");

  // Each page route answered once by the server; the reference sends exactly that.
  const pageHeaders = { "accept-encoding": "br, gzip", "user-agent": UA, accept: "text/html" };
  for (const path of ["/", "/book", asset]) {
    const { status, headers, body } = await fetchRaw(`${server.baseUrl}${path}`, pageHeaders);
    if (status !== 200 || body.length === 0) throw new Error(`${path} answered ${status}`);
    await tell({ type: "route", path, status, headers, body: body.toString("base64") });
  }
  const sample = await fetch(`${server.baseUrl}${mediaUrl}`, { headers: { cookie, range: "bytes=0-32767" } });
  await sample.arrayBuffer();
  if (sample.status !== 206) throw new Error(`the audio range answered ${sample.status}`);
  const mediaHeaders = Object.fromEntries(
    [...sample.headers].filter(
      ([name]) => !PER_RESPONSE.has(name) && name !== "content-range" && name !== "content-length",
    ),
  );
  await tell({ type: "media", path: mediaUrl.split("?")[0], file: audioFile, size: audioSize, headers: mediaHeaders });

  const rows = [
    { title: "/", path: "/", headers: pageHeaders },
    { title: "/book", path: "/book", headers: pageHeaders },
    { title: "hashed CSS asset", path: asset, headers: pageHeaders },
    { title: "audio 32 KB Range, signed in", path: mediaUrl, headers: { cookie, "user-agent": UA }, range: true },
  ];
  const only = process.env.BENCH_ROUTES?.split(",");
  if (only) rows.splice(0, rows.length, ...rows.filter((row) => only.includes(row.title)));
  const run = async (base, pid, row) => {
    const cpuBefore = cpuSeconds(pid);
    const result = await autocannon({
      url: `${base}${row.path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: row.headers,
      ...(row.range
        ? {
            requests: [
              {
                setupRequest(request) {
                  const start = Math.floor(Math.random() * (audioSize - RANGE_BYTES));
                  request.headers = { ...request.headers, range: `bytes=${start}-${start + RANGE_BYTES - 1}` };
                  return request;
                },
              },
            ],
          }
        : {}),
    });
    result.cpuPerRequest = ((cpuSeconds(pid) - cpuBefore) / result.requests.total) * 1e6;
    return result;
  };
  // Warm both (route modules, caches, JIT) before anything is counted.
  for (const row of rows) {
    await autocannon({ url: `${server.baseUrl}${row.path}`, connections: 10, amount: 200, headers: row.headers });
  }

  // The analytics roll-up runs 10 s after the start (then every 10 minutes), over the demo's
  // month of events: measured alongside, it would be counted against every route. Wait
  // until the server has been quiet (under 5 % of a core) for 3 s in a row.
  const quietSince = performance.now();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 12_000 - (performance.now() - startedAt))));
  for (let quiet = 0; quiet < 3 && performance.now() - quietSince < 180_000;) {
    const before = cpuSeconds(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    quiet = cpuSeconds(server.pid) - before < 0.05 ? quiet + 1 : 0;
  }
  console.log(
    `server quiet after ${((performance.now() - quietSince) / 1000).toFixed(0)} s, RSS ${memoryOf(server.pid).rss} MB`,
  );
  resetPeakMemory(server.pid);
  console.log(
    `serve benchmark on ${server.database}: ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds alternating server / bare Node`,
  );
  const results = new Map(rows.map((row) => [row.title, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.log(`\nround ${round}`);
    for (const row of rows) {
      const before = load();
      const ours = await run(server.baseUrl, server.pid, row);
      const ref = await run(bareUrl, bare.pid, row);
      const ratio = ours.requests.average / ref.requests.average;
      results.get(row.title).push(ratio);
      const bad = ours.non2xx + ours.errors + ours.timeouts;
      console.log(
        `  ${row.title.padEnd(30)} server ${String(Math.round(ours.requests.average)).padStart(6)} req/s p99 ${String(ours.latency.p99).padStart(4)} ms | bare ${String(Math.round(ref.requests.average)).padStart(6)} req/s p99 ${String(ref.latency.p99).padStart(4)} ms | ratio ${(ratio * 100).toFixed(0).padStart(3)} % | CPU µs/request ${Math.round(ours.cpuPerRequest)} vs ${Math.round(ref.cpuPerRequest)}${bad ? ` | ${bad} non-2xx/errors` : ""} | load ${before}`,
      );
    }
  }
  console.log("\nratio server / bare Node (min-max over rounds):");
  for (const [title, ratios] of results) {
    console.log(
      `  ${title.padEnd(30)} ${(Math.min(...ratios) * 100).toFixed(0)}-${(Math.max(...ratios) * 100).toFixed(0)} %`,
    );
  }
  const memory = memoryOf(server.pid);
  console.log(
    `server RSS at the end ${memory.rss} MB, peak under load ${memory.peak} MB; load average at the end: ${load()}`,
  );
} finally {
  bare.kill();
  await server.stop();
}

/** Status, route headers and the body as sent on the wire (fetch would decode it). */
function fetchRaw(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          headers: Object.fromEntries(Object.entries(response.headers).filter(([name]) => !PER_RESPONSE.has(name))),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}
