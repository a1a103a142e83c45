// The cached marketing pages (decision 007) against a static file: requests
// per second for `/` as an anonymous visitor and as a signed-in member (one
// session lookup per request), a static asset for comparison, and how long
// the first visitor after an admin's save waits while the page re-renders.
//   npm run build && node bench/marketing-pages.mjs
//   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres for PostgreSQL)
import autocannon from "autocannon";
import { startBenchServer } from "./server.mjs";

const OWNER = "owner@bench.example";
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const server = await startBenchServer({ ADMIN_EMAILS: OWNER });

async function load(title, path, headers = {}) {
  const result = await autocannon({
    url: `${server.baseUrl}${path}`,
    connections: 20,
    duration: DURATION,
    headers: { "accept-encoding": "br", ...headers },
  });
  const kb = result.throughput.average / result.requests.average / 1024;
  console.log(
    `${title.padEnd(38)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${kb.toFixed(1)} KB/response   non-2xx ${result.non2xx}`,
  );
}

try {
  const signup = await fetch(`${server.baseUrl}/signup`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ firstName: "Bench", lastName: "Owner", email: OWNER, password: "bench-password-123" }),
  });
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const asset = (await (await fetch(`${server.baseUrl}/`)).text()).match(/\/assets\/[\w.-]+\.css/)?.[0];

  console.log(`${server.database}, ${DURATION} s per row, 20 connections, brotli\n`);
  await load("static asset (precompressed file)", asset);
  await load("/ anonymous (cached render)", "/");
  await load("/book anonymous (cached render)", "/book");
  await load("/ signed in (cached, session checked)", "/", { cookie });
  await load("/rerouted (rendered per request)", "/rerouted");

  // An admin's save: the saving instance re-renders on the next visit.
  const times = [];
  for (let i = 0; i < 5; i++) {
    const saved = await fetch(`${server.baseUrl}/admin/actions`, {
      method: "POST",
      headers: { cookie, origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "offer.save",
        offerId: "book-bundle",
        price: (25.5 + i).toFixed(2),
        compareAt: "",
        cartUrl: "https://cart.example.com/rerouted/bundle",
        provider: "link",
        stripePriceId: "",
        thrivecartProductId: "",
        grants: "",
      }),
    });
    if (saved.status !== 200) throw new Error(`save answered ${saved.status}`);
    const started = performance.now();
    const html = await (await fetch(`${server.baseUrl}/book`, { headers: { "accept-encoding": "br" } })).text();
    times.push(performance.now() - started);
    if (!html.includes(`$${(25.5 + i).toFixed(2)}`)) throw new Error("the new price is not on the page");
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nfirst /book after a save (render + compress): median ${times[2].toFixed(0)} ms, max ${times[4].toFixed(0)} ms`,
  );
} finally {
  await server.stop();
}
