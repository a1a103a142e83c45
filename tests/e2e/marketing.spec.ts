import type { Page } from "@playwright/test";
import { BOOK_FAQS } from "../../app/content/book";
import { JOURNEY_OFFERS } from "../../app/content/landing";
import { DEFAULT_SITE_SETTINGS } from "../../app/content/site";
import { DEFAULT_OFFERS as OFFERS, THRIVECART_SCRIPT_SRC } from "../../app/content/offers";
import {
  ADMIN,
  afterNextPaint,
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
} from "./fixtures";

/** Analytics events the page sends to /api/events (name and props). */
function recordEvents(page: Page) {
  const events: { name: string; props: Record<string, unknown> }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== "/api/events" || request.method() !== "POST") return;
    const body = JSON.parse(request.postData() ?? "{}") as { events?: typeof events };
    events.push(...(body.events ?? []));
  });
  return events;
}

test.beforeEach(async ({ page }) => {
  // ThriveCart's script is unreachable by default, as when the provider is down.
  await page.route(THRIVECART_SCRIPT_SRC, (route) => route.abort());
});

// What the cached pages' HTML carries before any script runs (content, CSP, search tags) is checked on
// the server's answer in tests/integration/marketing.test.ts, and the header a signed-in reader gets
// in tests/integration/site-settings.test.ts.

test.describe("landing page", () => {
  test("the three offers open new tabs to their configured pages", async ({ page, context }) => {
    await context.route(/^https:\/\/(courses|community|booking)\.example\.com\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Offer</title>" }),
    );
    await openHydrated(page, "/");
    await expect(page).toHaveTitle(/^Rerouted/);
    for (const offer of JOURNEY_OFFERS) {
      const link = page.getByRole("link", { name: new RegExp(`^${offer.cta}`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(DEFAULT_SITE_SETTINGS.journeyLinks[offer.link]);
      await tab.close();
      expect(new URL(page.url()).pathname).toBe("/");
    }
    await expect(page.getByRole("heading", { name: "Read My Book" })).toBeVisible();
    // A fresh install has no biography of the owner: "Meet {author}" waits for the Site tab's Author bio.
    await expect(page.getByRole("heading", { name: /^Meet / })).toHaveCount(0);
  });

  test("exit intent shows once per visit; dismiss keeps browsing, the CTA goes to the assessment", async ({ page }) => {
    await openHydrated(page, "/");
    const dialog = page.getByRole("dialog", { name: "Wait! Before You Go..." });
    await leaveThroughTop(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "No thanks, continue browsing" }).click();
    await expect(dialog).toBeHidden();
    await leaveThroughTop(page);
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.waitForLoadState("networkidle");
    await leaveThroughTop(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.waitForLoadState("networkidle");
    await leaveThroughTop(page);
    await dialog.getByRole("link", { name: "Take the FREE Assessment" }).click();
    await page.waitForURL("**/assessment");
  });

  test("on a touch device the exit intent never pops over the content", async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await openHydrated(page, "/");
    await leaveThroughTop(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await context.close();
  });
});

test.describe("book page", () => {
  test("the sticky bar appears only past 600 px and leads to the purchase options", async ({ page }) => {
    await openHydrated(page, "/book");
    const bar = page.getByRole("region", { name: "Get your copy", exact: true });
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await afterNextPaint(page);
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(bar).toBeVisible();
    await bar.getByRole("link", { name: "Get Your Copy Now" }).click();
    await expect(page.getByRole("heading", { name: "Get your copy of Rerouted" })).toBeInViewport();
    await page.getByRole("button", { name: "Scroll to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(bar).toBeHidden();
  });

  test("the bundle is selected by default; another option changes the checkout target and is tracked", async ({
    page,
  }) => {
    await stubHostedCart(page);
    const events = recordEvents(page);
    await openHydrated(page, "/book");
    await expect(page).toHaveTitle("Rerouted");
    const bundle = page.getByRole("radio", { name: /Complete Bundle/ });
    const paperback = page.getByRole("radio", { name: /Paperback/ });
    await expect(bundle).toBeChecked();
    const buy = page.getByRole("link", { name: /^Get Your Copy Now \(/ });
    await expect(buy).toHaveAttribute("href", OFFERS["book-bundle"].cartUrl);

    await paperback.click();
    await expect(paperback).toBeChecked();
    await expect(bundle).not.toBeChecked();
    await expect(buy).toHaveAttribute("href", OFFERS["book-paperback"].cartUrl);

    // The keyboard moves the selection too.
    await paperback.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("radio", { name: /Digital Edition/ })).toBeChecked();
    await expect(buy).toHaveAttribute("href", OFFERS["book-digital"].cartUrl);
    await page.keyboard.press("ArrowRight");
    await expect(paperback).toBeChecked();

    await expect
      .poll(() => events.filter((e) => e.name === "option_selected").map((e) => e.props.offer))
      .toEqual(["book-paperback", "book-digital", "book-paperback"]);
    expect(events.some((e) => e.name === "pixel:AddToCart" && e.props.content_ids === "book-paperback")).toBe(true);
    expect(events.some((e) => e.name === "pixel:ViewContent" && e.props.value === 29.99)).toBe(true);

    await buy.click();
    await page.waitForURL(OFFERS["book-paperback"].cartUrl);
  });

  test("sold through ThriveCart, buying opens ThriveCart's popup for the selected option", async ({ page }) => {
    await signIn(page, ADMIN);
    await sellThroughThriveCart(page, "book-digital", { account: "rerouted", id: "3" });
    try {
      await stubThriveCartScript(page);
      const events = recordEvents(page);
      await openHydrated(page, "/book");
      await page.waitForFunction(() => document.getElementById("thrivecart-embed-script") !== null);
      await page.getByRole("radio", { name: /Digital Edition/ }).check();
      await page.getByRole("link", { name: /^Get Your Copy Now \(/ }).click();
      await expect.poll(() => thriveCartOpened(page)).toBe("rerouted/3");
      expect(new URL(page.url()).pathname).toBe("/book");
      await expect
        .poll(() => events.some((e) => e.name === "pixel:InitiateCheckout" && e.props.content_ids === "book-digital"))
        .toBe(true);
      expect(events.some((e) => e.name === "checkout_started" && e.props.offer === "book-digital")).toBe(true);
    } finally {
      await sellThroughThriveCart(page, "book-digital", null);
    }
  });

  test("the FAQ keeps at most one answer open and closes the open one, also by keyboard", async ({ page }) => {
    await openHydrated(page, "/book");
    const first = faqItem(page, BOOK_FAQS[0]!.question);
    const second = faqItem(page, BOOK_FAQS[1]!.question);
    await first.question.click();
    await expect(first.item).toHaveAttribute("open", "");
    await expect(page.getByText(BOOK_FAQS[0]!.answer)).toBeVisible();
    await second.question.click();
    await expect(second.item).toHaveAttribute("open", "");
    await expect(first.item).not.toHaveAttribute("open");
    await second.question.click();
    await expect(second.item).not.toHaveAttribute("open");
    await expect(page.locator("details[open]")).toHaveCount(0);

    await first.question.focus();
    await page.keyboard.press("Enter");
    await expect(first.item).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(first.item).not.toHaveAttribute("open");
  });

  test("exit intent offers the bundle once per visit", async ({ page }) => {
    await stubHostedCart(page);
    await openHydrated(page, "/book");
    const dialog = page.getByRole("dialog", { name: "Wait! Take the complete bundle with you" });
    await leaveThroughTop(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "No thanks, continue browsing" }).click();
    await expect(dialog).toBeHidden();
    await leaveThroughTop(page);
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.waitForLoadState("networkidle");
    await leaveThroughTop(page);
    await dialog.getByRole("button", { name: "Yes, I Want the Bundle" }).click();
    await page.waitForURL(OFFERS["book-bundle"].cartUrl);
  });

  test("without JavaScript the edition choice still changes the buy link", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/book");
      const buy = page.getByRole("link", { name: /^Get Your Copy Now \(/ });
      await expect(buy).toHaveAttribute("href", OFFERS["book-bundle"].cartUrl);
      await page.getByRole("radio", { name: /Paperback/ }).check();
      await expect(buy).toHaveAttribute("href", OFFERS["book-paperback"].cartUrl);
      await expect(page.getByText(/Paperback selected: \$19\.99/)).toBeVisible();
      await page.getByRole("radio", { name: /Digital Edition/ }).check();
      await expect(buy).toHaveAttribute("href", OFFERS["book-digital"].cartUrl);
    } finally {
      await context.close();
    }
  });

  test("on a 390 px phone the scroll-to-top button stays off the purchase options", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, "/book");
    const toTop = page.getByRole("button", { name: "Scroll to top" });
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(toTop).toBeVisible();
    await page.getByRole("heading", { name: "Get your copy of Rerouted" }).scrollIntoViewIfNeeded();
    await expect(toTop).toHaveCount(0);
  });

  test("a fresh install shows no buyers toast: no sample buyers ship", async ({ page }) => {
    await page.clock.install();
    await openHydrated(page, "/book");
    // Over two full turns of the toast's 15 s rotation, nothing claims an order.
    await page.clock.runFor(30_000);
    await afterNextPaint(page);
    await expect(page.getByTestId("social-proof")).toHaveCount(0);
  });

  test("the trailer loads no player until asked", async ({ page }) => {
    await openHydrated(page, "/book");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>Player</p>" }),
    );
    await page.getByRole("button", { name: "Play video: Watch the Rerouted book trailer" }).click();
    await expect(page.locator("iframe[title='Watch the Rerouted book trailer']")).toBeVisible();
  });
});

for (const path of ["/", "/book"]) {
  for (const scheme of ["light", "dark"] as const) {
    test(`${path} has no accessibility violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
