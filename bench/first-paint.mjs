// How close the public pages come to the physical limit of their first paint:
// Lighthouse 12 (mobile preset) on each page as served and on the same page's
// HTML with every script and script preload removed, in one run, against the
// built server. Both variants go through the same local proxy, which strips
// the second one's HTML on the fly (and compresses it as the server would),
// so they differ only by their scripts. Prints per page the ratios page/bare
// of FCP, LCP and total blocking time, the performance and best-practices
// scores of both, and the page's JavaScript (gzip, as the 100/120 KB budgets
// count it). Run `npm run build` first.
//
//   node bench/first-paint.mjs [--runs 3] [/ /book ...]
//
// Scores and timings depend on the CPU: a busy machine gives lower, noisier
// figures; the first line says how busy it was.
import { readFileSync } from "node:fs";
import { request as httpRequest, createServer } from "node:http";
import { loadavg } from "node:os";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { conditions, gzipSizeOf, kb, launchChromium, lighthouseMedian, parseArgs } from "./lighthouse-runner.mjs";
import { startBenchServer } from "./server.mjs";

// The sales pages, read from the module that makes them islands (plain Node cannot import TypeScript).
const PAGES = [
  ...(
    /ISLAND_PAGES[^=]*=\s*\{([^}]*)\}/.exec(
      readFileSync(new URL("../app/lib/islands.ts", import.meta.url), "utf8"),
    )?.[1] ?? ""
  ).matchAll(/"([^"]+)":/g),
].map((match) => match[1]);
// Targets of issue 20: LCP within 5% of the bare page; performance 100 on the four main pages;
// best practices 100 everywhere; JavaScript budgets in gzip KB.
const PERFORMANCE_100 = new Set(["/", "/book", "/rerouted", "/assessment"]);
const JS_BUDGET_KB = (path) =>
  ["/", "/book", "/rerouted"].includes(path)
    ? 100
    : ["/assessment", "/author-journey-assessment", "/rerouted/book-creation-application"].includes(path)
      ? 120
      : null;
const CATEGORIES = ["performance", "best-practices"];

const { runs, pages } = parseArgs(process.argv.slice(2), PAGES);

/** Removes every script, module preload and script preload from a page's HTML. */
function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
    .replace(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi, "");
}

/**
 * A proxy to the server on a free port. With `bare`, HTML answers lose their
 * scripts and are compressed again for the client; everything else passes
 * through byte for byte.
 */
async function startProxy(target, { bare }) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const html = bare && req.method === "GET" && (req.headers.accept ?? "").includes("text/html");
    // The server checks that writes come from its own origin: the page's beacons come from the proxy's.
    const headers = { ...req.headers, host: upstream.host, ...(req.headers.origin ? { origin: upstream.origin } : {}) };
    if (html) headers["accept-encoding"] = "identity";
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        if (!html || !(answer.headers["content-type"] ?? "").includes("text/html")) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () => {
          const stripped = Buffer.from(stripScripts(Buffer.concat(chunks).toString("utf8")));
          const accepts = req.headers["accept-encoding"] ?? "";
          const [encoding, body] = accepts.includes("br")
            ? ["br", brotliCompressSync(stripped)]
            : accepts.includes("gzip")
              ? ["gzip", gzipSync(stripped)]
              : [undefined, stripped];
          const out = { ...answer.headers, "content-length": String(body.length) };
          delete out["transfer-encoding"];
          delete out.etag;
          if (encoding) out["content-encoding"] = encoding;
          else delete out["content-encoding"];
          res.writeHead(answer.statusCode ?? 502, out);
          res.end(body);
        });
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

const loadAtStart = loadavg()[0];
const server = await startBenchServer();
const asServed = await startProxy(server.baseUrl, { bare: false });
const bare = await startProxy(server.baseUrl, { bare: true });
const chromium = await launchChromium();
const results = [];
try {
  for (const path of pages) {
    const options = { port: chromium.port, runs, categories: CATEGORIES };
    const page = await lighthouseMedian(`${asServed.baseUrl}${path}`, options);
    const limit = await lighthouseMedian(`${bare.baseUrl}${path}`, options);
    page.jsGzipBytes = await gzipSizeOf(page.scriptUrls, asServed.baseUrl);
    results.push({ path, page, limit });
  }
} finally {
  await chromium.stop();
  await asServed.stop();
  await bare.stop();
  await server.stop();
}

const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : a > 0 ? "inf" : "1.00");
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const flag = (ok) => (ok ? "" : "  << target");
console.log(conditions(runs, loadAtStart));
console.log("Timings are Lighthouse's simulated mobile figures; 'bare' is the same HTML without any script.\n");
for (const { path, page, limit } of results) {
  const budget = JS_BUDGET_KB(path);
  const lcpRatio = page.lcpMs / limit.lcpMs;
  console.log(path);
  console.log(
    `  FCP  ${seconds(page.fcpMs)} vs bare ${seconds(limit.fcpMs)}   ratio ${ratio(page.fcpMs, limit.fcpMs)}`,
  );
  console.log(
    `  LCP  ${seconds(page.lcpMs)} vs bare ${seconds(limit.lcpMs)}   ratio ${ratio(page.lcpMs, limit.lcpMs)}${flag(lcpRatio <= 1.05)}`,
  );
  console.log(
    `  TBT  ${Math.round(page.tbtMs)} ms vs bare ${Math.round(limit.tbtMs)} ms   ratio ${ratio(page.tbtMs, limit.tbtMs)}`,
  );
  const performanceTarget = PERFORMANCE_100.has(path) ? 100 : 0;
  console.log(
    `  performance     ${page.scores.performance} (bare ${limit.scores.performance})${runs > 1 ? `  runs ${page.allPerformance.join(", ")}` : ""}${flag(page.scores.performance >= performanceTarget)}`,
  );
  console.log(
    `  best practices  ${page.scores["best-practices"]} (bare ${limit.scores["best-practices"]})${flag(page.scores["best-practices"] === 100)}`,
  );
  console.log(
    `  JS gzip         ${kb(page.jsGzipBytes)}${budget ? ` (budget ${budget} KB)${flag(page.jsGzipBytes <= budget * 1024)}` : ""}`,
  );
  if (page.failed.length > 0) console.log(`  failed audits   ${page.failed.join(", ")}`);
  console.log("");
}
