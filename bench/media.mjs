// Protected media streaming: a 200 MB chapter downloaded in full while the
// server's resident memory is sampled, then 100 concurrent range requests.
// Runs the built server (npm run build first) with the demo seed, on
// embedded PGlite and, with BENCH_DATABASE_URL=postgres://…/postgres, on a
// scratch PostgreSQL database. Prints RSS before/during/after and throughput.
import { createWriteStream, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { once } from "node:events";
import autocannon from "autocannon";
import { demoReader, startBenchServer } from "./server.mjs";

const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const RANGE_REQUESTS = Number(process.env.BENCH_RANGE_REQUESTS ?? 3000);
const RANGE_BYTES = 256 * 1024;
const PASSWORD = "bench-password-123";
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const MB = 1024 * 1024;

const server = await startBenchServer({ SEED_DEMO: "1", DEMO_PASSWORD: PASSWORD });
// An interrupted run still stops the server and removes its data and scratch database.
let stopping;
const stopServer = () => (stopping ??= server.stop());
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => stopServer().finally(() => process.exit(130)));
}
try {
  // The demo reader holds a grant on the audiobook; its first chapter becomes the big file.
  const { cookie, page, audiobookPath: productPath } = await demoReader(server, { password: PASSWORD, userAgent: UA });
  const mediaPath = /\/media\/chapters\/[0-9a-f-]{36}/.exec(await page(productPath))?.[0];
  if (!mediaPath) throw new Error("the audiobook has no chapter");

  const audioRoot = join(server.dataDir, "uploads", "audio", productPath.split("/").pop());
  const fileName = readdirSync(audioRoot).find((name) => name.endsWith("chapter-01.mp3"));
  const file = createWriteStream(join(audioRoot, fileName));
  const chunk = Buffer.alloc(MB);
  for (let i = 0; i < FILE_MB; i += 1) {
    chunk.fill(i & 255);
    if (!file.write(chunk)) await once(file, "drain");
  }
  file.end();
  await once(file, "finish");
  const size = FILE_MB * MB;

  // 0 once the server has exited (an interrupted run).
  const rssMb = async () => {
    const status = await readFile(`/proc/${server.pid}/status`, "utf8").catch(() => "");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  };
  const sampleDuring = async (work) => {
    let peak = 0;
    let running = true;
    const sampler = (async () => {
      while (running) {
        peak = Math.max(peak, await rssMb());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const result = await work();
    running = false;
    await sampler;
    return { result, peak };
  };

  // Warm up: the first requests load the route modules and fill connection pools.
  for (let i = 0; i < 20; i += 1) {
    await fetch(`${server.baseUrl}${mediaPath}`, { headers: { cookie, range: "bytes=0-65535" } }).then((r) =>
      r.arrayBuffer(),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = await rssMb();

  const download = await sampleDuring(async () => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}${mediaPath}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`full download answered ${response.status}`);
    let received = 0;
    for await (const part of response.body) received += part.byteLength;
    if (received !== size) throw new Error(`received ${received} of ${size} bytes`);
    return { seconds: (performance.now() - started) / 1000 };
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await rssMb();

  const ranges = await sampleDuring(() =>
    autocannon({
      url: `${server.baseUrl}${mediaPath}`,
      connections: CONNECTIONS,
      amount: RANGE_REQUESTS,
      requests: [
        {
          setupRequest(request) {
            const start = Math.floor(Math.random() * (size - RANGE_BYTES));
            request.headers = { ...request.headers, cookie, range: `bytes=${start}-${start + RANGE_BYTES - 1}` };
            return request;
          },
        },
      ],
    }),
  );
  const afterRanges = await rssMb();
  const r = ranges.result;
  // One-byte ranges: the cost of the session and grant check with almost no I/O.
  const checks = await autocannon({
    url: `${server.baseUrl}${mediaPath}`,
    connections: CONNECTIONS,
    amount: RANGE_REQUESTS,
    headers: { cookie, range: "bytes=0-0" },
  });

  console.log(`media benchmark on ${server.database}: ${FILE_MB} MB chapter, local storage`);
  console.log(
    `  full download: ${(FILE_MB / download.result.seconds).toFixed(0)} MB/s (${download.result.seconds.toFixed(2)} s)`,
  );
  console.log(
    `  server RSS MB: before ${before.toFixed(1)}  peak during download ${download.peak.toFixed(1)}  after ${after.toFixed(1)}  (growth ${(download.peak - before).toFixed(1)} MB for a ${FILE_MB} MB file)`,
  );
  console.log(
    `  ${CONNECTIONS} concurrent range requests (${RANGE_BYTES / 1024} KB each, ${r.requests.total} requests): ${r["2xx"]} 2xx, ${r.non2xx} non-2xx, ${r.errors} errors`,
  );
  console.log(
    `    ${Math.round(r.requests.average)} requests/s, ${(r.throughput.average / MB).toFixed(0)} MB/s, latency ms p50 ${r.latency.p50} p90 ${r.latency.p90} p99 ${r.latency.p99}`,
  );
  console.log(`    server RSS MB: peak ${ranges.peak.toFixed(1)}  after ${afterRanges.toFixed(1)}`);
  console.log(
    `  one-byte ranges (${CONNECTIONS} concurrent, mostly the access check): ${Math.round(checks.requests.average)} requests/s, latency ms p50 ${checks.latency.p50} p99 ${checks.latency.p99}`,
  );
} finally {
  await stopServer();
}
