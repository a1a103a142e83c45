// Shared by the Lighthouse benches (lighthouse.mjs, first-paint.mjs): headless
// Debian Chromium with a DevTools port, one Lighthouse 12 run (mobile preset:
// Moto G Power emulation, simulated slow 4G) reduced to the figures we
// print, the median of several runs, and the gzip size of a page's scripts.
// LIGHTHOUSE_REPORTS=DIR keeps every run's full report there (JSON, for
// Lighthouse's viewer), to see what a score is made of.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";

export const lighthouseVersion = JSON.parse(
  readFileSync(new URL("./node_modules/lighthouse/package.json", import.meta.url), "utf8"),
).version;

// Read from the content module (plain Node cannot import TypeScript).
const offersSource = readFileSync(new URL("../app/content/offers.ts", import.meta.url), "utf8");
const cartScriptHost = new URL(/CART_SCRIPT = \{\s*src: "([^"]+)"/.exec(offersSource)?.[1] ?? "https://invalid").host;

/** `--runs N` and the page paths among the command-line arguments. */
export function parseArgs(args, defaultPages) {
  const runsFlag = args.indexOf("--runs");
  const runs = runsFlag >= 0 ? Math.max(1, Number(args[runsFlag + 1]) || 1) : 1;
  const paths = args.filter((arg, index) => arg.startsWith("/") && !(runsFlag >= 0 && index === runsFlag + 1));
  return { runs, pages: paths.length > 0 ? paths : defaultPages };
}

/** Starts headless Chromium with a DevTools port and resolves with that port. */
export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), "rerouted-lh-profile-"));
  const child = spawn(
    process.env.CHROME_PATH ?? "/usr/bin/chromium",
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    // A process group of its own, so stopping it stops its renderer and GPU processes too.
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("Chromium did not start")), 30_000);
    let output = "";
    child.stderr.on("data", (chunk) => {
      output += String(chunk);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on("exit", (code) => reject(new Error(`Chromium exited with ${code}: ${output}`)));
  });
  const killGroup = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // The group is gone already.
    }
  };
  // Detached, it would outlive a bench that fails or is interrupted.
  process.once("exit", killGroup);
  return {
    port,
    async stop() {
      process.off("exit", killGroup);
      const exited = new Promise((resolve) => child.once("exit", resolve));
      if (child.exitCode === null && child.signalCode === null) {
        killGroup();
        await exited;
      }
      // A child process still closing its files can leave the profile behind: a stray temp folder, not a failed run.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
      } catch (error) {
        console.error(`left ${profile} behind: ${error.message}`);
      }
    },
  };
}

/** The gzip size of the site's own scripts on the page, fetched again uncompressed. */
export async function gzipSizeOf(urls, origin) {
  let total = 0;
  for (const url of urls.filter((candidate) => candidate.startsWith(origin))) {
    const body = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

function measure(lhr, categories) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === "Script");
  return {
    scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? NaN,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    lcpElement:
      lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 90) ??
      "",
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    totalBytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptUrls: scripts.map((item) => item.url),
    finalUrl: lhr.finalDisplayedUrl,
    failed: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => {
        const items = audit.details?.items ?? [];
        const what = items
          .flatMap((item) => item.subItems?.items ?? [item])
          .map((item) => item.url ?? item.source?.url ?? item.issueType ?? item.description ?? "")
          .filter(Boolean);
        return what.length > 0 ? `${audit.id} (${[...new Set(what)].slice(0, 3).join(", ")})` : audit.id;
      }),
  };
}

// Lighthouse's own CPU benchmark of every run (higher is faster): the same page scores differently
// on machines of different speeds, so the report says how fast this one was.
const benchmarkIndexes = [];

/**
 * Lighthouse `runs` times on `url`; the median run by performance, with
 * every run's performance score in `allPerformance`. `skipAudits` leaves
 * audits out of their categories' scores.
 */
export async function lighthouseMedian(url, { port, runs, categories, skipAudits = [] }) {
  const measured = [];
  for (let run = 0, attempts = 0; run < runs; run += 1) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      skipAudits,
      // The cart provider's slide-in script is a placeholder host that does
      // not resolve: measure our own page, not a DNS failure.
      blockedUrlPatterns: [cartScriptHost],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      // A trace lost on a starved CPU (NO_NAVSTART, NO_FCP) is worth another try or two, not the whole run.
      if ((attempts += 1) < 3) {
        run -= 1;
        continue;
      }
      throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    }
    benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`;
      writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), result.report);
    }
    measured.push(measure(result.lhr, categories));
  }
  measured.sort((a, b) => a.scores.performance - b.scores.performance);
  return { ...measured[Math.floor(measured.length / 2)], allPerformance: measured.map((m) => m.scores.performance) };
}

/** The run's conditions: scores drop when the CPU is busy, so every report says how busy it was. */
export function conditions(runs, loadAtStart) {
  const speed =
    benchmarkIndexes.length > 0
      ? `; CPU benchmark index ${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))}`
      : "";
  return `Lighthouse ${lighthouseVersion}, mobile preset, ${runs} run(s) per page; 1-minute load average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end (cores: ${availableParallelism()})${speed}`;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
