import type { Locator, Page } from "@playwright/test";
import { DEFAULT_OFFERS as OFFERS, THRIVECART_SCRIPT_SRC } from "../../app/content/offers";
import {
  ADMIN,
  axeViolations,
  expect,
  faqItem,
  leaveThroughTop,
  openHydrated,
  sellThroughThriveCart,
  signIn,
  stubHostedCart,
  stubThriveCartScript,
  test,
  thriveCartOpened,
  waitForHydration,
} from "./fixtures";

/** A countdown's reading with `seconds` left, as the timer shows it. */
function reading(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/**
 * The page's clock, fixed by the test: `Date.now()` returns it while timers
 * keep running, so a countdown's reading depends on the test alone, never on
 * how long a busy machine took to load the page.
 */
const fixedTimes = new WeakMap<Page, number>();
async function setPageTime(page: Page, time: number) {
  fixedTimes.set(page, time);
  await page.clock.setFixedTime(time);
}

/**
 * Asserts the countdown reads `secondsLeft`, then moves the clock one second
 * and waits for the timer to follow: proof that the page has hydrated, so
 * clicks run their handlers.
 */
async function expectCountdownAt(page: Page, secondsLeft: number) {
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(reading(secondsLeft));
  // A busy machine may take a while to hydrate: wait for React itself, then for the tick.
  await waitForHydration(page);
  await setPageTime(page, fixedTimes.get(page)! + 1000);
  await expect(timer).toHaveText(reading(secondsLeft - 1), { timeout: 15_000 });
}

/** A countdown seen for the first time starts at its full length. */
function expectClockStartedAt(page: Page, hours: number, minutes: number) {
  return expectCountdownAt(page, hours * 3600 + minutes * 60);
}

test.beforeEach(async ({ page }) => {
  await setPageTime(page, Date.parse("2026-03-02T09:00:00Z"));
  // By default ThriveCart's script is unreachable (as when the provider is down).
  await page.route(THRIVECART_SCRIPT_SRC, (route) => route.abort());
});

test("a buyer walks the whole funnel from the thank-you page to the order-complete page", async ({ page }) => {
  await page.goto("/rerouted/thank-you");
  await expect(page).toHaveTitle("Thank you");
  await expect(page.getByRole("heading", { level: 1, name: "Your order is confirmed!" })).toBeVisible();
  // No bonus ships: its block shows only once the owner writes one (Pages tab).
  await expect(page.getByText(/MP3|bonus/i)).toHaveCount(0);
  await expectClockStartedAt(page, 24, 0);
  await expect(page.getByText("Regular price $97")).toBeVisible();
  await expect(page.getByText("Today $47")).toBeVisible();
  await expect(page.getByRole("list", { name: "Series lessons" }).getByRole("listitem")).toHaveCount(10);

  await page.getByRole("link", { name: "No thanks, I'll skip this offer" }).click();
  await page.waitForURL("**/rerouted/upsell-ai");
  expect(await page.evaluate(() => localStorage.getItem("rerouted:course-added"))).toBe("false");
  await expect(page).toHaveTitle("Rerouted AI Platform");
  await expect(page.getByRole("heading", { level: 1, name: "AI Clarity Suite" })).toBeVisible();
  await expectClockStartedAt(page, 0, 10);
  await expect(page.getByText("$1", { exact: true })).toBeVisible();
  await expect(page.getByText("$1 for 7 days then $17/month")).toBeVisible();
  // No capacity set in the Social proof tab: no scarcity is claimed.
  await expect(page.getByText(/trial spots left/)).toHaveCount(0);

  await page.getByRole("link", { name: "No thanks, I don't want the AI Clarity Suite" }).click();
  await page.waitForURL("**/rerouted/book-creation");
  await expect(page).toHaveTitle("Create Your Book");
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Book" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Pay in Full \$997 today/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Payment Plan 3 × \$347/ })).not.toBeChecked();
  await expectClockStartedAt(page, 0, 15);
  // The value stack's total is the sum of its items (decision 006).
  await expect(page.getByText("$3,876").first()).toBeVisible();

  await page.getByRole("link", { name: "No thanks, complete my order" }).click();
  await page.waitForURL("**/rerouted/complete");
  await expect(page).toHaveTitle("Rerouted Next Steps");
  // A cold visitor bought nothing: next steps, and no claim of a receipt, a shipment or logins.
  await expect(page.getByRole("heading", { level: 1, name: "Your next steps on the journey" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(/receipt|ships within|login credentials|sent/i);
  await expect(page.getByRole("main").getByRole("link", { name: "support@example.com" })).toBeVisible();
  const library = page.getByRole("link", { name: "Go to My Library" });
  await expect(library).toHaveAttribute("href", "/dashboard");
  await library.click();
  // Anonymous buyers are asked to sign in on their way to the library.
  await page.waitForURL(/\/login/);
});

test("the course upsell's Yes sells the course through its checkout, and decline leads to the order-complete page", async ({
  page,
}) => {
  await stubHostedCart(page);
  await openHydrated(page, "/rerouted/upsell-course");
  await expect(page).toHaveTitle("Rerouted Foundations");
  await expectClockStartedAt(page, 0, 10);
  await expect(page.getByText("Regular price $297")).toBeVisible();
  await expect(page.getByText("Today $197")).toBeVisible();
  await expect(page.getByRole("list", { name: "Course modules" }).getByRole("listitem")).toHaveCount(10);

  const deadline = await page.getByText(/^Offer ends at /).textContent();
  await page.getByRole("button", { name: "Yes! Add Foundations to My Order" }).click();
  await page.waitForURL(OFFERS["foundations-course"].cartUrl);

  // Coming back resumes the same deadline, never a fresh ten minutes.
  await page.goto("/rerouted/upsell-course");
  await expect(page.getByText(/^Offer ends at /)).toHaveText(deadline!);
  await page.getByRole("link", { name: "No thanks, complete my order" }).click();
  await page.waitForURL("**/rerouted/complete");
});

test("without the cart script the buy button warns and opens the chosen option's hosted cart", async ({ page }) => {
  await stubHostedCart(page);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto("/rerouted/book-creation");
  await expectClockStartedAt(page, 0, 15);
  await page.getByRole("radio", { name: /Payment Plan/ }).click();
  await expect(page.getByRole("radio", { name: /Pay in Full/ })).not.toBeChecked();
  await page.getByRole("button", { name: "Yes! I'm Ready To Publish My Book" }).click();
  await page.waitForURL(OFFERS["program-3-pay"].cartUrl);
  expect(warnings.some((text) => text.includes("Checkout script not loaded"))).toBe(true);
});

test("an offer sold through ThriveCart opens ThriveCart's popup when its script has loaded, and the page stays", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await sellThroughThriveCart(page, "program-full", { account: "rerouted", id: "12" });
  try {
    await stubThriveCartScript(page);
    for (const path of ["/rerouted/book-creation", "/rerouted"]) {
      await page.goto(path);
      // The script loads once the page is idle, with the offer's buy link already in the page.
      await page.waitForFunction(() => document.getElementById("thrivecart-embed-script") !== null);
      await expect(page.locator("#thrivecart-link-program-full")).toHaveAttribute("data-thrivecart-product", "12");
      await page.getByRole("button", { name: "Yes! I'm Ready To Publish My Book" }).click();
      await expect.poll(() => thriveCartOpened(page)).toBe("rerouted/12");
      expect(new URL(page.url()).pathname).toBe(path);
    }
  } finally {
    await sellThroughThriveCart(page, "program-full", null);
  }
});

test("the program page: journey buttons scroll to pricing, FAQ opens one at a time, header links to the book", async ({
  page,
}) => {
  await page.goto("/rerouted");
  await expectClockStartedAt(page, 0, 15);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Get Book" })).toHaveAttribute(
    "href",
    "/book",
  );
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "View Book" })).toHaveAttribute(
    "href",
    "/book",
  );
  await expect(page.getByRole("link", { name: "No thanks, complete my order" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Program modules" }).getByRole("listitem")).toHaveCount(8);
  // No testimonials ship: none is shown until the owner has real ones.
  await expect(page.getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(0);

  const journeyButtons = page.getByRole("link", { name: "Start Your Author Journey" });
  expect(await journeyButtons.count()).toBeGreaterThanOrEqual(3);
  await journeyButtons.first().click();
  await expect(page.getByRole("heading", { name: "Choose how you want to start" })).toBeInViewport();

  const first = faqItem(page, "How much time will I need each week?");
  const second = faqItem(page, "Can I get a refund?");
  await first.question.click();
  await expect(first.item).toHaveAttribute("open", "");
  await second.question.click();
  await expect(second.item).toHaveAttribute("open", "");
  await expect(first.item).not.toHaveAttribute("open");
  await second.question.click();
  await expect(second.item).not.toHaveAttribute("open");

  const application = page.getByRole("link", { name: "Complete Application First" });
  await expect(application).toHaveAttribute("href", "/rerouted/book-creation-application");
});

test("the income calculator follows the keyboard within its bounds and steps", async ({ page }) => {
  await page.goto("/rerouted");
  await expectClockStartedAt(page, 0, 15);
  const price = page.getByRole("slider", { name: "Book price" });
  const sales = page.getByRole("slider", { name: "Copies sold per month" });
  await expect(price).toHaveAttribute("aria-valuetext", "$19.99");
  await price.focus();
  await page.keyboard.press("ArrowRight");
  await expect(price).toHaveAttribute("aria-valuetext", "$20.99");
  await page.keyboard.press("Home");
  await expect(price).toHaveAttribute("aria-valuetext", "$9.99");
  await sales.focus();
  await page.keyboard.press("Home");
  await expect(sales).toHaveAttribute("aria-valuetext", "10 copies");
  await expect(page.getByText("$69.93", { exact: true })).toBeVisible();
  await expect(page.getByText("$839.16", { exact: true })).toBeVisible();

  await price.focus();
  await page.keyboard.press("End");
  await expect(price).toHaveAttribute("aria-valuetext", "$39.99");
  await sales.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowRight");
  await expect(sales).toHaveAttribute("aria-valuetext", "500 copies");
  await page.keyboard.press("ArrowLeft");
  await expect(sales).toHaveAttribute("aria-valuetext", "490 copies");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("$13,996.50", { exact: true })).toBeVisible();
  await expect(page.getByText("$167,958.00", { exact: true })).toBeVisible();
});

test("leaving the thank-you page offers the series again in a dialog", async ({ page }) => {
  await stubHostedCart(page);
  await page.goto("/rerouted/thank-you");
  await expectClockStartedAt(page, 24, 0);
  await page.mouse.move(400, 300);
  await leaveThroughTop(page);
  const dialog = page.getByRole("dialog", { name: "Before you go: your $47 offer is still here" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Today $47")).toBeVisible();
  await expectButtonsInside(dialog, ["Yes! Add the Series to My Order", "No thanks, continue"]);
  await dialog.getByRole("button", { name: "No thanks, continue" }).click();
  await expect(dialog).toBeHidden();
});

/** The dialog's actions lie within its box, in this order from top to bottom. */
async function expectButtonsInside(dialog: Locator, names: string[]) {
  const box = (await dialog.boundingBox())!;
  let previousTop = -Infinity;
  for (const name of names) {
    const button = (await dialog.getByRole(/Now$/.test(name) ? "link" : "button", { name }).boundingBox())!;
    expect(button.x).toBeGreaterThanOrEqual(box.x);
    expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    expect(button.y).toBeGreaterThan(previousTop);
    previousTop = button.y;
  }
}

test("the exit dialog keeps its buttons inside at 1024 px", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/rerouted/thank-you");
  await expectClockStartedAt(page, 24, 0);
  await leaveThroughTop(page);
  const dialog = page.getByRole("dialog", { name: "Before you go: your $47 offer is still here" });
  await expectButtonsInside(dialog, ["Yes! Add the Series to My Order", "No thanks, continue"]);
});

test("the journey buttons fit a 320 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/rerouted");
  await expectClockStartedAt(page, 0, 15);
  for (const button of await page.getByRole("link", { name: "Start Your Author Journey" }).all()) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("leaving the program sales page offers the author journey assessment; the funnel's copy does not", async ({
  page,
}) => {
  await page.goto("/rerouted");
  await expectClockStartedAt(page, 0, 15);
  const deadline = await page.getByText(/^Offer ends at /).textContent();
  await leaveThroughTop(page);
  const dialog = page.getByRole("dialog", { name: "Not sure you're ready to write your book?" });
  // Inside the dialog at every width, the main action first.
  await expectButtonsInside(dialog, ["Take the Free Assessment Now", "No thanks, keep reading"]);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Take the Free Assessment Now" }).click();
  await page.waitForURL("**/author-journey-assessment");

  // The in-funnel copy is the same program offer: its countdown goes on to the sales page's deadline.
  await page.goto("/rerouted/book-creation");
  await waitForHydration(page);
  await expect(page.getByText(/^Offer ends at /)).toHaveText(deadline!);
  await leaveThroughTop(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

for (const path of ["/rerouted", "/rerouted/thank-you", "/rerouted/upsell-ai", "/rerouted/complete"]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
