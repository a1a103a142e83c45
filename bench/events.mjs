// Sustained analytics ingestion: POST /api/events batches with autocannon
// against the built server (npm run build first), on embedded PGlite and,
// with BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres, on
// PostgreSQL. Each request comes from a different client address (through
// TRUST_PROXY), as real traffic does, so the per-IP rate limit is not hit.
// Prints events/s and latency percentiles.
import autocannon from "autocannon";
import { startBenchServer } from "./server.mjs";

const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const EVENTS_PER_BATCH = 10;
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

const server = await startBenchServer({ TRUST_PROXY: "1" });
const body = JSON.stringify({
  events: Array.from({ length: EVENTS_PER_BATCH }, (_, i) => ({
    type: i === 0 ? "page_view" : "click",
    name: i === 0 ? "page_view" : "cta_click",
    path: "/book",
    props: { offer: "book-bundle", value: 24.99 },
  })),
});
let n = 0;
const result = await autocannon({
  url: `${server.baseUrl}/api/events`,
  method: "POST",
  connections: CONNECTIONS,
  duration: DURATION,
  requests: [
    {
      body,
      setupRequest(request) {
        n += 1;
        request.headers = {
          ...request.headers,
          "content-type": "application/json",
          "user-agent": UA,
          origin: server.baseUrl,
          "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        };
        return request;
      },
    },
  ],
});
await server.stop();

const accepted = result["2xx"];
const eventsPerSecond = Math.round((accepted * EVENTS_PER_BATCH) / DURATION);
console.log(
  `events benchmark on ${server.database}, ${CONNECTIONS} connections, ${DURATION}s, ${EVENTS_PER_BATCH} events per batch`,
);
console.log(
  `  batches accepted: ${accepted}  non-2xx: ${result.non2xx}  errors: ${result.errors}  timeouts: ${result.timeouts}`,
);
console.log(`  sustained events/s: ${eventsPerSecond}`);
console.log(
  `  latency ms: p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`,
);
