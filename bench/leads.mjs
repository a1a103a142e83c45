// Lead submissions with everything that follows them: POST /api/applications
// writes the application, its acknowledgement and outcome emails, the
// consent and follow-up row and the event for the email platform in one
// transaction. Autocannon against the built server (npm run build first), on
// PGlite and, with BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres,
// on PostgreSQL. Every request has its own idempotency key and client
// address (through TRUST_PROXY), so each one is a first write.
// Prints submissions/s, latency percentiles and the rows written per lead.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import autocannon from "autocannon";
import { startBenchServer } from "./server.mjs";

const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

// The owner's email platform: takes every event, so the lead worker delivers during the run.
let eventsReceived = 0;
const platform = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    eventsReceived += 1;
    res.statusCode = 204;
    res.end();
  });
});
await new Promise((resolve) => platform.listen(0, "127.0.0.1", resolve));

const server = await startBenchServer({
  TRUST_PROXY: "1",
  // The bench measures how many leads the server can write, not the site-wide budget.
  LEADS_PER_MINUTE: "1000000",
  LEADS_WEBHOOK_URL: `http://127.0.0.1:${platform.address().port}/leads`,
  LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 1).toString("base64")}`,
});
let n = 0;
const result = await autocannon({
  url: `${server.baseUrl}/api/applications`,
  method: "POST",
  connections: CONNECTIONS,
  duration: DURATION,
  requests: [
    {
      setupRequest(request) {
        n += 1;
        request.body = JSON.stringify({
          fullName: "Bench Applicant",
          email: `applicant-${n}@example.com`,
          phone: "555-010-4040",
          smsConsent: true,
          marketingConsent: n % 2 === 0,
          bookDescription: "A memoir about losing my business and finding my calling.",
          idealReader: "Men in mid-life who feel their plans have failed.",
          expertise: "Twenty years of leading a recovery ministry.",
          motivation: "help others",
          timeExpectation: "3-6 months",
          earningsExpectation: "impact focus",
          feedbackResponse: "welcome it",
          changeResponse: "trust expertise",
          hoursPerWeek: "3-5 hours",
          investmentApproach: "do whatever",
          reroutedResonance: "purpose",
          faithBasedValues: "extremely important",
        });
        request.headers = {
          ...request.headers,
          "content-type": "application/json",
          "user-agent": UA,
          origin: server.baseUrl,
          "idempotency-key": randomUUID(),
          "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        };
        return request;
      },
    },
  ],
});
await server.stop();
platform.close();

console.log(`lead submissions on ${server.database}, ${CONNECTIONS} connections, ${DURATION}s`);
console.log(
  `  applications saved: ${result["2xx"]}  non-2xx: ${result.non2xx}  errors: ${result.errors}  timeouts: ${result.timeouts}`,
);
console.log(`  submissions/s: ${Math.round(result["2xx"] / DURATION)}`);
console.log(
  `  latency ms: p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`,
);
console.log(`  events delivered to the platform during the run: ${eventsReceived}`);
console.log(
  "  rows per lead: 1 application, 2 emails, 1 follow-up, 1 event (+1 confirmation email with double opt-in)",
);
