// Lighthouse 12 (mobile preset: Moto G Power emulation, simulated slow 4G)
// against the built server on a free port, for the marketing pages (empty
// database) and the pages behind a sign-in (a second server with the demo
// seed): `/login` anonymous, the demo reader's library (`/dashboard`) and
// audiobook player (`/player`: their audiobook's `/product/…` page), and the admin's
// `/admin`. Prints the four category scores, CLS, and the total and
// JavaScript transfer sizes (plus the JavaScript's gzip size, the unit of
// the per-page budgets). Run `npm run build` first.
//
//   node bench/lighthouse.mjs [--runs 3] [/ /book /login /dashboard /player /admin]
//
// Each page gets a fresh Chromium, so no cookie or cache carries over from
// the page before; a signed-in page's session cookie is put into that
// browser's cookie jar before Lighthouse opens it. Scores are sensitive to
// CPU: on a busy machine they come out lower than on an idle one. With
// several runs the median run (by performance) is shown.
import { loadavg } from "node:os";
import puppeteer from "puppeteer-core";
import { conditions, gzipSizeOf, kb, launchChromium, lighthouseMedian, parseArgs } from "./lighthouse-runner.mjs";
import { demoReader, signIn, startBenchServer } from "./server.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, cls: 0.05 };
const PASSWORD = "bench-password-123";
// Lighthouse's mobile preset sends its own user agent; the sign-in only needs a plausible one.
const UA =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

// JavaScript budgets in gzip KB. The pages behind a sign-in are noindex until
// the launch checklist is done (always, on a fresh database), so SEO's
// crawlability audit says nothing about them there and is skipped.
const PAGES = [
  { page: "/", budgetKb: 150 },
  { page: "/book", budgetKb: 150 },
  { page: "/login", budgetKb: 155, seeded: true },
  { page: "/dashboard", budgetKb: 160, seeded: true, account: "reader@example.com" },
  { page: "/player", budgetKb: 185, seeded: true, account: "reader@example.com" },
  { page: "/admin", budgetKb: 185, seeded: true, account: "admin@example.com" },
];
const SKIPPED_ON_SEEDED = ["is-crawlable"];

const { runs, pages } = parseArgs(
  process.argv.slice(2),
  PAGES.map((known) => known.page),
);
const unknown = pages.filter((page) => !PAGES.some((known) => known.page === page));
if (unknown.length > 0)
  throw new Error(`unknown page(s) ${unknown.join(", ")}: pick among ${PAGES.map((known) => known.page).join(" ")}`);
const selected = PAGES.filter((known) => pages.includes(known.page));

/** Puts the `name=value; …` cookies into the cookie jar of the Chromium on `port`, for `baseUrl`. */
async function addCookies(port, baseUrl, cookieHeader) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const { hostname } = new URL(baseUrl);
    await browser.setCookie(
      ...cookieHeader.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: "/", httpOnly: true };
      }),
    );
  } finally {
    await browser.disconnect();
  }
}

/** Lighthouse on `url` in a Chromium of its own, signed in with `cookie` when given. */
async function measurePage(url, { cookie, budgetKb, skipAudits, baseUrl }) {
  const chromium = await launchChromium();
  try {
    if (cookie) await addCookies(chromium.port, baseUrl, cookie);
    const median = await lighthouseMedian(url, { port: chromium.port, runs, categories: CATEGORIES, skipAudits });
    // A page that redirected (to /login, say) measured some other page.
    if (median.finalUrl !== url) throw new Error(`${url} ended at ${median.finalUrl}: not the page asked for`);
    median.jsGzipBytes = await gzipSizeOf(median.scriptUrls, baseUrl);
    return { ...median, budgetKb, skipAudits };
  } finally {
    await chromium.stop();
  }
}

const loadAtStart = loadavg()[0];
const results = [];
// Sales pages on an empty database, as visitors before launch see them; the rest on the demo seed.
for (const seeded of [false, true]) {
  const group = selected.filter((page) => Boolean(page.seeded) === seeded);
  if (group.length === 0) continue;
  const server = await startBenchServer(seeded ? { SEED_DEMO: "1", DEMO_PASSWORD: PASSWORD } : {});
  try {
    const player = group.some((page) => page.page === "/player")
      ? (await demoReader(server, { password: PASSWORD, userAgent: UA })).audiobookPath
      : null;
    for (const { page, budgetKb, account } of group) {
      const path = page === "/player" ? player : page;
      const cookie = account
        ? await signIn(server.baseUrl, { email: account, password: PASSWORD, userAgent: UA })
        : null;
      const url = `${server.baseUrl}${path}`;
      const skipAudits = seeded ? SKIPPED_ON_SEEDED : [];
      results.push({
        path: page === "/player" ? `player (${path})` : path,
        ...(await measurePage(url, { cookie, budgetKb, skipAudits, baseUrl: server.baseUrl })),
      });
    }
  } finally {
    await server.stop();
  }
}

console.log(conditions(runs, loadAtStart));
console.log("");
for (const r of results) {
  const ok = (value, target, lower = false) => ((lower ? value < target : value >= target) ? "" : "  << below target");
  console.log(`${r.path}`);
  for (const id of CATEGORIES)
    console.log(`  ${id.padEnd(15)} ${String(r.scores[id]).padStart(3)}${ok(r.scores[id], TARGETS[id])}`);
  if (r.skipAudits.length > 0)
    console.log(`  skipped audits  ${r.skipAudits.join(", ")} (noindex on a fresh database)`);
  if (runs > 1) console.log(`  performance runs ${r.allPerformance.join(", ")}`);
  console.log(`  CLS             ${r.cls.toFixed(3)}${ok(r.cls, TARGETS.cls, true)}`);
  console.log(`  FCP             ${(r.fcpMs / 1000).toFixed(2)} s (simulated)`);
  console.log(`  LCP             ${(r.lcpMs / 1000).toFixed(2)} s (simulated) ${r.lcpElement}`);
  console.log(`  TBT             ${Math.round(r.tbtMs)} ms (simulated)`);
  console.log(`  transfer total  ${kb(r.totalBytes)}`);
  console.log(`  transfer JS     ${kb(r.jsBytes)} (brotli, as served)`);
  console.log(
    `  JS gzip         ${kb(r.jsGzipBytes)} (budget ${r.budgetKb} KB)${ok(r.budgetKb * 1024, r.jsGzipBytes)}`,
  );
  if (r.failed.length > 0) console.log(`  failed audits   ${r.failed.join(", ")}`);
  console.log("");
}
