import { BOOK_FAQS } from "../../app/content/book";
import { LANDING } from "../../app/content/landing";
import { READINESS_INTRO } from "../../app/content/assessments";
import { expect, faqItem, test, waitForHydration } from "./fixtures";
import { SALES_PAGES } from "../support/sales-pages";

// Issue 20: the sales pages paint from their HTML and CSS alone; their scripts are requested after
// the first contentful paint, and what works without JavaScript works before they arrive. The
// sign-in page, the library, the player and the admin do the same (decision 035).

for (const path of ["/", "/book", "/rerouted", "/assessment", "/rerouted/book-creation-application", "/login"]) {
  test(`${path} requests its scripts only after its first contentful paint, then hydrates`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const timings = await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"));
      return {
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timings.scripts).toBeGreaterThan(0);
    expect(timings.firstScript).toBeGreaterThanOrEqual(timings.firstContentfulPaint);
  });
}

// An island hydrates the server's HTML as it is (decision 018): the page reads the same before its
// script has run and after, but for the countdowns' running time and their "Offer ends at" line,
// which only the browser can write in the visitor's time zone.
const comparable = (text: string) =>
  text
    .replace(/\b\d{2}:\d{2}:\d{2}\b/g, "hh:mm:ss")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("Offer ends at "))
    .join("\n");

for (const path of SALES_PAGES) {
  test(`${path} reads the same once its island has hydrated`, async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { textBeforeScripts: string }).textBeforeScripts = document.body.innerText;
      });
    });
    await page.goto(path);
    await waitForHydration(page);
    const { before, after } = await page.evaluate(() => ({
      before: (window as unknown as { textBeforeScripts: string }).textBeforeScripts,
      after: document.body.innerText,
    }));
    expect(before.length).toBeGreaterThan(200);
    expect(comparable(after)).toBe(comparable(before));
  });
}

// Lighthouse's best practices count every Content-Security-Policy violation the browser reports,
// even one a library catches (zod's probe for eval on the pages with forms).
for (const path of ["/assessment", "/author-journey-assessment", "/rerouted/book-creation-application", "/book"]) {
  test(`${path} hydrates without a Content-Security-Policy violation`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
}

test.describe("before the scripts arrive", () => {
  test.beforeEach(async ({ page }) => {
    // The scripts never arrive: a visitor on a connection too slow for them, or with them blocked.
    await page.route("**/assets/**/*.js", () => {});
  });

  test("the landing page is readable and its links lead on", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("link", { name: LANDING.hero.secondaryCta }).first().click();
    await page.waitForURL("**/assessment");
    await expect(page.getByRole("heading", { name: READINESS_INTRO.title })).toBeVisible();
  });

  test("the book page's FAQ opens and closes", async ({ page }) => {
    await page.goto("/book");
    const first = faqItem(page, BOOK_FAQS[0]!.question);
    await first.question.click();
    await expect(first.item).toHaveAttribute("open", "");
    await expect(page.getByText(BOOK_FAQS[0]!.answer)).toBeVisible();
    await first.question.click();
    await expect(first.item).not.toHaveAttribute("open");
  });
});
