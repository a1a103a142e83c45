import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { machineTime } from "./tests/support/machine-time";

/**
 * End-to-end suite: the built server (node server.js) on a free port with a
 * fresh embedded database and the demo seed, driven by Debian's Chromium.
 * No browser is downloaded: CHROME_PATH or /usr/bin/chromium is used.
 */
// Playwright loads this file in the runner and again in every worker, which
// inherit the runner's environment: choose the port and data dir once.
// Seven ports per run: the site, the site with pixels, the SMTP sink, the Stripe stand-in, the site
// whose clock the deadlines spec moves, the visitors' site, the passkeys' site.
process.env.E2E_PORT ??= String(20_000 + 7 * Math.floor(Math.random() * 6_000));
// One temporary folder per run holds the servers' data, the mail sink's mailbox and the saved
// sign-ins. The runner that made it removes it as it exits, once Playwright has stopped the servers.
if (!process.env.E2E_TMP_DIR) {
  const root = mkdtempSync(join(tmpdir(), "rerouted-e2e-"));
  process.env.E2E_TMP_DIR = root;
  process.on("exit", () => rmSync(root, { recursive: true, force: true }));
}
const runFolder = (name: string) => mkdtempSync(join(process.env.E2E_TMP_DIR!, `${name}-`));
// A server's DATA_DIR starts empty: the server copies the build's migrated template database
// (app/db/database-template.ts) into it, as on any first start.
process.env.E2E_DATA_DIR ??= runFolder("site");
process.env.E2E_PIXEL_DATA_DIR ??= runFolder("pixels");
process.env.E2E_MAIL_DIR ??= runFolder("mail");
process.env.E2E_DEADLINES_DATA_DIR ??= runFolder("deadlines");
process.env.E2E_VISITORS_DATA_DIR ??= runFolder("visitors");
process.env.E2E_PASSKEYS_DATA_DIR ??= runFolder("passkeys");
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// A second server with ad pixels configured, for the pixel spec only: every
// other spec runs as a site without pixels, the default.
const pixelPort = port + 1;
const pixelBaseURL = `http://127.0.0.1:${pixelPort}`;
// A real SMTP server the site's outbox delivers to (tests/e2e/smtp-sink.mjs), so the specs follow
// emailed links as a person would.
const smtpPort = port + 2;
// The local stand-in of Stripe's API (tests/e2e/stripe-stand-in.setup.ts), fourth port of the run.
export const E2E_STRIPE = {
  port: port + 3,
  siteUrl: baseURL,
  secretKey: "sk_test_e2e",
  webhookSecret: "whsec_e2e_0123456789abcdef",
  // The plan is monthly: a payment plan's Checkout is a subscription of its instalments.
  prices: {
    bundle: "price_e2e_bundle",
    series: "price_e2e_series",
    plan: "price_e2e_plan",
    paperback: "price_e2e_paperback",
  },
};
// The deadlines spec's server, fifth port: its Date follows the offset in this file (tests/e2e/server-clock.mjs).
const deadlinesPort = port + 4;
const deadlinesBaseURL = `http://127.0.0.1:${deadlinesPort}`;
// The visitors' site, sixth port: a second copy of the site for the specs of anonymous visitors
// and new accounts, which run beside the members' and admin's specs instead of after them. Its
// own database keeps the admin's edits on the first site out of the pages these specs read.
const visitorsPort = port + 5;
const visitorsBaseURL = `http://127.0.0.1:${visitorsPort}`;
// The passkeys' site, seventh port: WebAuthn takes a host name, never an IP address, as the
// relying party, and http only on localhost, so this site's BASE_URL is http://localhost.
const passkeysPort = port + 6;
const passkeysBaseURL = `http://localhost:${passkeysPort}`;
/** The specs run on the visitors' site. */
const VISITOR_SPECS = /(marketing|first-paint|leads|auth-forms|funnel)\.spec\.ts$/;
export const DEADLINES_DATA_DIR = process.env.E2E_DEADLINES_DATA_DIR;
export const SERVER_CLOCK_FILE = join(process.env.E2E_DEADLINES_DATA_DIR, "clock-offset-ms");
export const DEMO_PASSWORD = "demo-password-123";
/** The passkeys' site takes signed purchases (api/webhooks/purchase), which make a buyer's account. */
export const E2E_PURCHASE_WEBHOOK_SECRET = "e2e-purchase-webhook-secret-0123456789";
export const PIXEL_IDS = { meta: "123456789012345", ga: "G-TEST12345" };
/** The pixels' site also takes ThriveCart's notifications: the recent-orders spec's ledger is its own. */
export const THRIVECART_SECRET = "E2E8TOAST4ORDERS";
/** The specs of the site with pixels. */
const PIXEL_SPECS = /(pixels|recent-orders)\.spec\.ts$/;

function server(
  portNumber: number,
  url: string,
  dataDir: string,
  env: Record<string, string> = {},
  nodeOptions: string[] = [],
) {
  return {
    command: ["node", ...nodeOptions, "server.js"].join(" "),
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: machineTime(60_000),
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

// The members' and the visitors' sites: mail to the sink, payments to the Stripe stand-in.
const SITE_ENV = {
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
  STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
  STRIPE_API_URL: `http://127.0.0.1:${E2E_STRIPE.port}`,
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/stripe-stand-in.setup.ts",
  // Two lanes at once: each project runs its files one after another on a server of its own (the
  // specs of one project share its demo accounts and content), and two projects run side by side.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test's and an assertion's time grow with the machine's load when the run starts (up to 4
  // times): the suite follows Vitest's run, and a shared machine may be busy with other work too.
  timeout: machineTime(30_000),
  expect: { timeout: machineTime(7_000) },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    // The player registers the offline service worker, which fetches chapters itself: a spec's
    // page.route would not see them. Only the offline spec lets it run.
    serviceWorkers: "block",
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
      name: "members",
      testIgnore: [PIXEL_SPECS, /(deadlines|passkeys)\.spec\.ts$/, VISITOR_SPECS],
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "visitors",
      testMatch: VISITOR_SPECS,
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: visitorsBaseURL },
    },
    {
      name: "pixels",
      testMatch: PIXEL_SPECS,
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: pixelBaseURL },
    },
    {
      name: "passkeys",
      testMatch: /passkeys\.spec\.ts$/,
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: passkeysBaseURL },
    },
    {
      name: "deadlines",
      testMatch: /deadlines\.spec\.ts$/,
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: deadlinesBaseURL },
    },
  ],
  webServer: [
    {
      command: `node tests/e2e/smtp-sink.mjs ${smtpPort} ${process.env.E2E_MAIL_DIR}`,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: machineTime(30_000),
    },
    server(port, baseURL, process.env.E2E_DATA_DIR, SITE_ENV),
    server(visitorsPort, visitorsBaseURL, process.env.E2E_VISITORS_DATA_DIR, SITE_ENV),
    server(passkeysPort, passkeysBaseURL, process.env.E2E_PASSKEYS_DATA_DIR, {
      ...SITE_ENV,
      WEBHOOK_SECRET: E2E_PURCHASE_WEBHOOK_SECRET,
    }),
    server(pixelPort, pixelBaseURL, process.env.E2E_PIXEL_DATA_DIR, {
      META_PIXEL_ID: PIXEL_IDS.meta,
      GA_MEASUREMENT_ID: PIXEL_IDS.ga,
      THRIVECART_SECRET,
    }),
    server(deadlinesPort, deadlinesBaseURL, process.env.E2E_DEADLINES_DATA_DIR, { E2E_CLOCK_FILE: SERVER_CLOCK_FILE }, [
      "--import",
      "./tests/e2e/server-clock.mjs",
    ]),
  ],
});
