import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../playwright.config";
import { DEFAULT_OFFERS, THRIVECART_SCRIPT_SRC, type OfferId } from "../../app/content/offers";
import { INERT_MODULE_TYPE } from "../../app/lib/paint-first";

export { expect };

export const READER = { email: "reader@example.com", password: DEMO_PASSWORD };
export const ADMIN = { email: "admin@example.com", password: DEMO_PASSWORD };

let clientNumber = 1;

/** A client address of its own (the server trusts X-Forwarded-For here). */
function nextClientAddress(workerIndex: number, repeatEachIndex = 0): string {
  const n = workerIndex * 10_000 + (repeatEachIndex + 1) * 1_000 + clientNumber++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * A page in a fresh context that is a client of its own, for hooks: the
 * `browser` of a beforeAll has no per-test address, and every hook of the
 * suite would otherwise share 127.0.0.1's sign-in allowance. Close it with
 * `page.context().close()`, awaited before the hook ends.
 */
export async function clientPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    ...options,
    extraHTTPHeaders: { ...options.extraHTTPHeaders, "x-forwarded-for": nextClientAddress(test.info().workerIndex) },
  });
  return context.newPage();
}

/**
 * Every test fails on a console error or an uncaught page error: a page
 * that "works" while throwing in the console is not working.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // The sign-in page, the library, the player and the admin start their scripts once they have
  // painted (decision 035), which can be after the load event `goto` waits for: opening or
  // reloading one waits for its hydration too, as a person takes longer than that to act.
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => afterPaintFirstHydration(page, await goto(...args));
    page.reload = async (...args) => afterPaintFirstHydration(page, await reload(...args));
    await provide(page);
  },
  // Every test is a client of its own, as every visitor is: the server (TRUST_PROXY=1 here) takes
  // this address for its per-IP limits, so a long suite does not exhaust the sign-in allowance.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    const address = nextClientAddress(testInfo.workerIndex, testInfo.repeatEachIndex);
    await provide({ ...extraHTTPHeaders, "x-forwarded-for": address });
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

/**
 * Signs the account in once for the whole spec file and gives every test
 * that session: sign-ins are rate limited per address. Answers the saved
 * state's path, for a second browser context ("another device").
 */
export function signInOncePerFile(name: string, account: { email: string; password: string }): string {
  const state = join(process.env.E2E_TMP_DIR!, `session-${name}.json`);
  test.beforeAll(async ({ browser }) => {
    const page = await clientPage(browser);
    await signIn(page, account);
    await page.context().storageState({ path: state });
    await page.context().close();
  });
  test.use({ storageState: state });
  return state;
}

/**
 * axe-core WCAG 2.1 A/AA violations on the current page (ids and targets,
 * for readable failures); `extraTags` adds rule sets (WCAG 2.2 AA: "wcag22aa").
 */
export async function axeViolations(page: Page, extraTags: readonly string[] = []) {
  // axe-core's analysis is heavy work in the page: on a busy machine a test
  // that runs it several times needs more than the default 30 s.
  const info = test.info();
  info.setTimeout(Math.max(info.timeout, 90_000));
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", ...extraTags])
    .analyze();
  return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
}

/** A FAQ answer (a native <details>) found by its question, and the question to click. */
export function faqItem(page: Page, question: string) {
  const item = page.locator("details").filter({ has: page.getByRole("heading", { name: question, exact: true }) });
  return { item, question: item.locator("summary") };
}

/**
 * Opens a page and waits until it is hydrated, so clicks run their
 * handlers. The marketing pages are served complete from the server's
 * cache and ask for nothing more.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Waits, on a page whose hydration waits for its first paint, until it is hydrated; answers `value`. */
async function afterPaintFirstHydration<T>(page: Page, value: T): Promise<T> {
  if (await page.locator(`script[type="${INERT_MODULE_TYPE}"]`).count()) await waitForHydration(page);
  return value;
}

/**
 * Resolves once the page is hydrated: a sales page's island marks the
 * document once the page's effects have run (app/islands/hydrate.tsx); on
 * other pages React Router's main element carries React's fiber.
 */
export function waitForHydration(page: Page) {
  return page.waitForFunction(() => {
    if (document.documentElement.dataset.hydrated === "island") return true;
    const main = document.getElementById("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Intercepts the hosted cart pages so no test leaves the machine. */
export async function stubHostedCart(page: Page) {
  await page.route(/^https:\/\/cart\.example\.com\/rerouted\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Hosted cart</title><p>Cart</p>" }),
  );
}

/**
 * Resolves once the page has painted twice: every state update that an event
 * already dispatched caused is on screen by then, so a negative assertion
 * after it cannot pass merely because the page had not reacted yet.
 */
export function afterNextPaint(page: Page) {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * The pointer leaving the window through its top edge: what exit-intent
 * dialogs wait for. Returns after the page has painted its reaction.
 */
export async function leaveThroughTop(page: Page) {
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent("mouseout", { bubbles: true, clientY: -2, relatedTarget: null }),
    ),
  );
  await afterNextPaint(page);
}

/**
 * ThriveCart's embed script as it behaves for the site: a click on one of
 * its buy links opens the popup on the page (recorded as
 * `window.__thrivecartOpened = "account/product"`) instead of following the link.
 */
export async function stubThriveCartScript(page: Page) {
  await page.unroute(THRIVECART_SCRIPT_SRC);
  await page.route(THRIVECART_SCRIPT_SRC, (route) =>
    route.fulfill({
      contentType: "application/javascript",
      body: `document.addEventListener("click", function (event) {
        var link = event.target.closest && event.target.closest("a.thrivecart-button");
        if (!link) return;
        event.preventDefault();
        window.__thrivecartOpened = link.getAttribute("data-thrivecart-account") + "/" + link.getAttribute("data-thrivecart-product");
      }, true);`,
    }),
  );
}

/** The popup ThriveCart opened on the page, as "account/product", once it has. */
export function thriveCartOpened(page: Page) {
  return page.evaluate(() => (window as { __thrivecartOpened?: string }).__thrivecartOpened);
}

/**
 * The owner sells an offer through ThriveCart (Offers tab), or puts its
 * shipped values back (`null`). Needs an admin session on the page.
 */
export async function sellThroughThriveCart(
  page: Page,
  offerId: OfferId,
  product: { account: string; id: string } | null,
) {
  const offer = DEFAULT_OFFERS[offerId];
  const origin = String(test.info().project.use.baseURL);
  const response = await page.request.post("/admin/actions", {
    headers: { origin },
    form: {
      intent: "offer.save",
      offerId,
      price: String(offer.price),
      compareAt: offer.compareAt === undefined ? "" : String(offer.compareAt),
      cartUrl: product ? `https://${product.account}.thrivecart.com/${offerId}/` : offer.cartUrl,
      provider: product ? "thrivecart" : offer.provider,
      stripePriceId: "",
      thrivecartProductId: product ? product.id : "",
      grants: "",
    },
  });
  expect(response.status()).toBe(200);
}

/**
 * Holds every request matching `url` until `release()` is called, so a
 * pending state can be checked for as long as it takes on a busy machine
 * (a fixed delay could end before the check runs).
 */
export async function holdRequests(page: Page, url: string): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
