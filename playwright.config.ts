import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end suite: the built server (node server.js) on a free port with a
 * fresh embedded database and the demo seed, driven by Debian's Chromium.
 * No browser is downloaded: CHROME_PATH or /usr/bin/chromium is used.
 */
// Playwright loads this file in the runner and again in every worker, which
// inherit the runner's environment: choose the port and data dir once.
process.env.E2E_PORT ??= String(20_000 + 2 * Math.floor(Math.random() * 10_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "rerouted-e2e-"));
process.env.E2E_PIXEL_DATA_DIR ??= mkdtempSync(join(tmpdir(), "rerouted-e2e-pixels-"));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// A second server with ad pixels configured, for the pixel spec only: every
// other spec runs as a site without pixels, the default.
const pixelPort = port + 1;
const pixelBaseURL = `http://127.0.0.1:${pixelPort}`;
export const DEMO_PASSWORD = "demo-password-123";
export const PIXEL_IDS = { meta: "123456789012345", ga: "G-TEST12345" };

function server(portNumber: number, url: string, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: "node server.js",
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe" as const,
    env: {
      PORT: String(portNumber),
      BASE_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "1",
      DEMO_PASSWORD,
      ADMIN_EMAILS: "owner@example.com,manager@example.com",
      LOG_LEVEL: "error",
      // The specs send X-Forwarded-For: each test is its own client (tests/e2e/fixtures.ts).
      TRUST_PROXY: "1",
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--autoplay-policy=no-user-gesture-required",
        // The contexts' user agent for the whole browser: a beacon sent as a page unloads carries
        // the browser's own agent ("HeadlessChrome", which the server drops as a bot) otherwise.
        `--user-agent=${devices["Desktop Chrome"].userAgent}`,
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /pixels\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "pixels",
      testMatch: /pixels\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: pixelBaseURL },
    },
  ],
  webServer: [
    server(port, baseURL, process.env.E2E_DATA_DIR),
    server(pixelPort, pixelBaseURL, process.env.E2E_PIXEL_DATA_DIR, {
      META_PIXEL_ID: PIXEL_IDS.meta,
      GA_MEASUREMENT_ID: PIXEL_IDS.ga,
    }),
  ],
});
