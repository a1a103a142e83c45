import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../playwright.config";

export { expect, DEMO_PASSWORD };

export const READER = { email: "reader@example.com", password: DEMO_PASSWORD };
export const ADMIN = { email: "admin@example.com", password: DEMO_PASSWORD };

let clientNumber = 1;

/**
 * Every test fails on a console error or an uncaught page error: a page
 * that "works" while throwing in the console is not working.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Every test is a client of its own, as every visitor is: the server (TRUST_PROXY=1 here) takes
  // this address for its per-IP limits, so a long suite does not exhaust the sign-in allowance.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    const n = testInfo.workerIndex * 10_000 + (testInfo.repeatEachIndex + 1) * 1_000 + clientNumber++;
    await provide({ ...extraHTTPHeaders, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // Resource 4xx (e.g. a deliberate 404 page) are reported by the test itself.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
}

/** axe-core WCAG 2.1 A/AA violations on the current page (ids and targets, for readable failures). */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
}

/** A FAQ answer (a native <details>) found by its question, and the question to click. */
export function faqItem(page: Page, question: string) {
  const item = page.locator("details").filter({ has: page.getByRole("heading", { name: question, exact: true }) });
  return { item, question: item.locator("summary") };
}

/** Intercepts the hosted cart pages so no test leaves the machine. */
export async function stubHostedCart(page: Page) {
  await page.route(/^https:\/\/cart\.example\.com\/rerouted\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Hosted cart</title><p>Cart</p>" }),
  );
}

/** The pointer leaving the window through its top edge: what exit-intent dialogs wait for. */
export function leaveThroughTop(page: Page) {
  return page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent("mouseout", { bubbles: true, clientY: -2, relatedTarget: null }),
    ),
  );
}
