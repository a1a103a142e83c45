import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { THRIVECART_SCRIPT_SRC } from "../../app/content/offers";
import { signContactToken } from "../../app/features/leads/link-tokens.server";
import { DEADLINES_DATA_DIR, SERVER_CLOCK_FILE } from "../../playwright.config";
import { expect, leaveThroughTop, test, waitForHydration } from "./fixtures";

/**
 * Zero means zero (issue 16), on a server of its own whose clock the spec
 * moves together with the page's (Playwright's clock API): at each
 * countdown's deadline the discounted buy button goes, and a reload, cleared
 * storage or another device with the contact's link keep it gone.
 */
const MINUTE = 60_000;

// The server's clock only ever moves forward (other state, such as sessions, follows it); the file
// holds the offset so far, even across a worker that restarted after a failure.
function advanceServerClock(ms: number) {
  let offset = 0;
  try {
    offset = Number(readFileSync(SERVER_CLOCK_FILE, "utf8")) || 0;
  } catch {
    // No file yet: the server still runs on the real clock.
  }
  writeFileSync(SERVER_CLOCK_FILE, String(offset + ms));
}

const pageTimes = new WeakMap<Page, number>();
async function setPageTime(page: Page, time: number) {
  pageTimes.set(page, time);
  await page.clock.setFixedTime(time);
}

/** Moves both clocks `ms` forward: the server's deadline passes, and the page's countdown sees it pass. */
async function passTime(pages: Page[], ms: number) {
  advanceServerClock(ms);
  for (const page of pages) await setPageTime(page, pageTimes.get(page)! + ms);
}

async function openCountdownPage(page: Page, path: string, reading: string) {
  await page.goto(path);
  await expect(page.getByRole("timer")).toHaveText(reading);
  await waitForHydration(page);
}

/** The deadline as screen readers hear it ("Offer ends at 3:42 PM"): the same instant reads the same. */
function announcedDeadline(page: Page) {
  return page.getByText(/^Offer ends at \d{1,2}:\d{2} [AP]M$/).textContent();
}

const PAGES = [
  {
    path: "/rerouted/thank-you",
    minutes: 1440,
    reading: "24:00:00",
    buy: "Yes! Add the Series to My Order",
    price: "$47",
    regular: "Yes! Add the Series to My Order at $97",
  },
  { path: "/rerouted/upsell-ai", minutes: 10, reading: "00:10:00", buy: "Start My 7-Day Trial for $1", price: "$1" },
  {
    path: "/rerouted/upsell-course",
    minutes: 10,
    reading: "00:10:00",
    buy: "Yes! Add Foundations to My Order",
    price: "$197",
    regular: "Yes! Add Foundations to My Order at $297",
  },
  { path: "/rerouted/book-creation", minutes: 15, reading: "00:15:00", buy: "Yes! I'm Ready To Publish My Book" },
] as const;

test.beforeEach(async ({ page }) => {
  await setPageTime(page, Date.parse("2026-03-02T09:00:00Z"));
  await page.route(THRIVECART_SCRIPT_SRC, (route) => route.abort());
});

for (const { path, minutes, reading, buy, ...offer } of PAGES) {
  test(`${path}: at zero the discounted offer is withdrawn, and stays withdrawn after a reload or cleared storage`, async ({
    page,
  }) => {
    await openCountdownPage(page, path, reading);
    const buyControl = page.getByRole("button", { name: buy, exact: true });
    await expect(buyControl).toBeVisible();

    await passTime([page], minutes * MINUTE);
    await expect(page.getByText("This offer has expired")).toBeVisible();
    await expect(page.getByRole("timer")).toHaveText("00:00:00");
    await expect(buyControl).toHaveCount(0);
    if ("price" in offer)
      await expect(page.getByText(`The ${offer.price} price is no longer available.`)).toBeVisible();
    else await expect(page.getByRole("link", { name: "Complete Application First" })).toBeVisible();
    // Where the product has a regular price, the page goes on selling it at that price.
    if ("regular" in offer) await expect(page.getByRole("button", { name: offer.regular, exact: true })).toBeVisible();

    // The exit dialog no longer offers it either.
    await leaveThroughTop(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The server renders the expired state itself: the live price never reaches the page.
    const html = await (await page.request.get(path)).text();
    expect(html).toContain("This offer has expired");
    expect(html).not.toContain(`>${buy.replace("'", "&#x27;")}<`);

    await page.reload();
    await expect(page.getByText("This offer has expired")).toBeVisible();
    await expect(buyControl).toHaveCount(0);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByText("This offer has expired")).toBeVisible();
    await expect(buyControl).toHaveCount(0);
  });
}

test("a second device opening the contact's emailed link counts down to the same deadline", async ({
  browser,
  page,
}) => {
  const secret = readFileSync(join(DEADLINES_DATA_DIR!, "auth-secret"), "utf8").trim();
  const link = `/rerouted/upsell-ai?contact=${signContactToken(secret, "reader@example.com")}`;
  await openCountdownPage(page, link, "00:10:00");
  const deadline = await announcedDeadline(page);
  expect(deadline).toMatch(/^Offer ends at /);

  await passTime([page], 4 * MINUTE);
  let phone: BrowserContext | undefined;
  try {
    phone = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const phonePage = await phone.newPage();
    await setPageTime(phonePage, pageTimes.get(page)!);
    await phonePage.goto(link);
    await waitForHydration(phonePage);
    // Not a fresh ten minutes: the contact's clock, four minutes in.
    await expect(phonePage.getByRole("timer")).toHaveText(/^00:0[56]:\d\d$/);
    expect(await announcedDeadline(phonePage)).toBe(deadline);

    // The phone keeps the contact's deadline without the link, and both see it end.
    await phonePage.goto("/rerouted/upsell-ai");
    expect(await announcedDeadline(phonePage)).toBe(deadline);
    await passTime([page, phonePage], 6 * MINUTE);
    for (const device of [page, phonePage]) {
      await expect(device.getByText("This offer has expired")).toBeVisible();
      await expect(device.getByRole("button", { name: "Start My 7-Day Trial for $1" })).toHaveCount(0);
    }
  } finally {
    await phone?.close();
  }
});
