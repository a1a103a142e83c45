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
process.env.E2E_PORT ??= String(4300 + Math.floor(Math.random() * 500));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "rerouted-e2e-"));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
export const DEMO_PASSWORD = "demo-password-123";

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
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node server.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    env: {
      PORT: String(port),
      BASE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: "",
      SEED_DEMO: "1",
      DEMO_PASSWORD,
      ADMIN_EMAILS: "owner@example.com,manager@example.com",
      LOG_LEVEL: "error",
    },
  },
});
