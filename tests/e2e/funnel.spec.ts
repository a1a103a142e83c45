import type { Page } from "@playwright/test";
import { CART_SCRIPT, OFFERS } from "../../app/content/offers";
import { axeViolations, expect, faqItem, leaveThroughTop, test, stubHostedCart } from "./fixtures";

/** A countdown's first reading: its full length, or a second or two less once it has started. */
function startedAt(hours: number, minutes: number): RegExp {
  const pad = (n: number) => String(n).padStart(2, "0");
  const total = hours * 3600 + minutes * 60;
  const readings = [0, 1, 2, 3].map((elapsed) => {
    const left = total - elapsed;
    return `${pad(Math.floor(left / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  });
  return new RegExp(`^(${readings.join("|")})$`);
}

/**
 * Asserts the countdown's start value, then waits for its first tick: proof
 * that the page has hydrated, so clicks run their handlers.
 */
async function expectClockStartedAt(page: Page, hours: number, minutes: number) {
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(startedAt(hours, minutes));
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? "");
}

test.beforeEach(async ({ page }) => {
  // By default the slide-in cart script is unreachable (as when the provider is down).
  await page.route(CART_SCRIPT.src, (route) => route.abort());
});

test("a buyer walks the whole funnel from the thank-you page to the order-complete page", async ({ page }) => {
  await page.goto("/rerouted/thank-you");
  await expect(page).toHaveTitle("Thank you");
  await expect(page.getByRole("heading", { level: 1, name: "Your order is confirmed!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your free MP3 bonus" })).toBeVisible();
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
  await expect(page.getByText("Only 47 trial spots left")).toBeVisible();

  await page.getByRole("link", { name: "No thanks, I don't want the AI Clarity Suite" }).click();
  await page.waitForURL("**/rerouted/book-creation");
  await expect(page).toHaveTitle("Create Your Book");
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Book" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Pay in Full \$997 today/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Payment Plan 3 × \$347/ })).not.toBeChecked();
  await expectClockStartedAt(page, 0, 15);
  await expect(page.getByText("$3,847").first()).toBeVisible();

  await page.getByRole("link", { name: "No thanks, complete my order" }).click();
  await page.waitForURL("**/rerouted/complete");
  await expect(page).toHaveTitle("Rerouted Next Steps");
  await expect(page.getByText(/confirmation email with your receipt, your access links, shipping info/)).toBeVisible();
  await expect(page.getByText("Ships within 2-3 business days.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "support@example.com" })).toBeVisible();
  const library = page.getByRole("link", { name: "Go to My Library" });
  await expect(library).toHaveAttribute("href", "/dashboard");
  await library.click();
  // Anonymous buyers are asked to sign in on their way to the library.
  await page.waitForURL(/\/login/);
});

test("the course upsell's buy and decline lead to Create Your Book and the order-complete page", async ({ page }) => {
  await page.goto("/rerouted/upsell-course");
  await expect(page).toHaveTitle("Rerouted Foundations");
  await expectClockStartedAt(page, 0, 10);
  await expect(page.getByText("Regular price $297")).toBeVisible();
  await expect(page.getByText("Today $197")).toBeVisible();
  await expect(page.getByRole("list", { name: "Course modules" }).getByRole("listitem")).toHaveCount(10);

  await page.getByRole("link", { name: "Yes! Add Foundations to My Order" }).click();
  await page.waitForURL("**/rerouted/book-creation");

  await page.goto("/rerouted/upsell-course");
  await expect(page.getByRole("timer")).not.toHaveText("00:10:00");
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

test("with the cart script loaded the slide-in cart opens and the page stays", async ({ page }) => {
  await page.unroute(CART_SCRIPT.src);
  await page.route(CART_SCRIPT.src, (route) =>
    route.fulfill({
      contentType: "application/javascript",
      body: `window.${CART_SCRIPT.globalName} = { open(url) { window.__cartOpened = url; } };`,
    }),
  );
  for (const path of ["/rerouted/book-creation", "/rerouted"]) {
    await page.goto(path);
    await page.waitForFunction((name) => name in window, CART_SCRIPT.globalName);
    await page.getByRole("button", { name: "Yes! I'm Ready To Publish My Book" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as { __cartOpened?: string }).__cartOpened))
      .toBe(OFFERS["program-full"].cartUrl);
    expect(new URL(page.url()).pathname).toBe(path);
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
  await expect(page.getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(3);

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

test("a reload keeps the countdown's deadline, and it expires", async ({ page }) => {
  await page.goto("/rerouted/thank-you");
  await expectClockStartedAt(page, 24, 0);
  await page.evaluate(() => localStorage.setItem("rerouted:countdown:visual-series", String(Date.now() + 3_000)));
  await page.reload();
  await expect(page.getByRole("timer")).toHaveText(/^00:00:0[0-3]$/);
  await expect(page.getByText("This offer has expired")).toBeVisible({ timeout: 6_000 });
  await expect(page.getByRole("timer")).toHaveText("00:00:00");
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
  await dialog.getByRole("button", { name: "No thanks, continue" }).click();
  await expect(dialog).toBeHidden();
});

test("leaving the program sales page offers the author journey assessment; the funnel's copy does not", async ({
  page,
}) => {
  await page.goto("/rerouted");
  await expectClockStartedAt(page, 0, 15);
  await leaveThroughTop(page);
  const dialog = page.getByRole("dialog", { name: "Not sure you're ready to write your book?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Take the Free Assessment Now" }).click();
  await page.waitForURL("**/author-journey-assessment");

  await page.goto("/rerouted/book-creation");
  await expectClockStartedAt(page, 0, 15);
  await leaveThroughTop(page);
  await page.waitForTimeout(300);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

for (const path of ["/rerouted", "/rerouted/thank-you", "/rerouted/upsell-ai", "/rerouted/complete"]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
