// Lighthouse 12 (mobile preset: Moto G Power emulation, simulated slow 4G)
// against the built server on a free port with an empty database, for the
// marketing pages. Prints the four category scores, CLS, and the total and
// JavaScript transfer sizes (plus the JavaScript's gzip size, the unit of
// the 150 KB budget). Run `npm run build` first.
//
//   node bench/lighthouse.mjs [--runs 3] [/ /book]
//
// Scores are sensitive to CPU: on a busy machine they come out lower than
// on an idle one. With several runs the median run (by performance) is shown.
import { loadavg } from "node:os";
import { conditions, gzipSizeOf, kb, launchChromium, lighthouseMedian, parseArgs } from "./lighthouse-runner.mjs";
import { startBenchServer } from "./server.mjs";

const { runs, pages } = parseArgs(process.argv.slice(2), ["/", "/book"]);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, cls: 0.05, jsGzipKb: 150 };

const loadAtStart = loadavg()[0];
const server = await startBenchServer();
const chromium = await launchChromium();
const results = [];
try {
  for (const path of pages) {
    const median = await lighthouseMedian(`${server.baseUrl}${path}`, {
      port: chromium.port,
      runs,
      categories: CATEGORIES,
    });
    median.jsGzipBytes = await gzipSizeOf(median.scriptUrls, server.baseUrl);
    results.push({ path, ...median });
  }
} finally {
  await chromium.stop();
  await server.stop();
}

console.log(conditions(runs, loadAtStart));
console.log("");
for (const r of results) {
  const ok = (value, target, lower = false) => ((lower ? value < target : value >= target) ? "" : "  << below target");
  console.log(`${r.path}`);
  for (const id of CATEGORIES)
    console.log(`  ${id.padEnd(15)} ${String(r.scores[id]).padStart(3)}${ok(r.scores[id], TARGETS[id])}`);
  if (runs > 1) console.log(`  performance runs ${r.allPerformance.join(", ")}`);
  console.log(`  CLS             ${r.cls.toFixed(3)}${ok(r.cls, TARGETS.cls, true)}`);
  console.log(`  FCP             ${(r.fcpMs / 1000).toFixed(2)} s (simulated)`);
  console.log(`  LCP             ${(r.lcpMs / 1000).toFixed(2)} s (simulated) ${r.lcpElement}`);
  console.log(`  TBT             ${Math.round(r.tbtMs)} ms (simulated)`);
  console.log(`  transfer total  ${kb(r.totalBytes)}`);
  console.log(`  transfer JS     ${kb(r.jsBytes)} (brotli, as served)`);
  console.log(`  JS gzip         ${kb(r.jsGzipBytes)}${ok(TARGETS.jsGzipKb * 1024, r.jsGzipBytes)}`);
  if (r.failed.length > 0) console.log(`  failed audits   ${r.failed.join(", ")}`);
  console.log("");
}
