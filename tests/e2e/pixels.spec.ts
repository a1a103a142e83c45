import type { Page } from "@playwright/test";
import { DEFAULT_OFFERS as OFFERS } from "../../app/content/offers";
import { GA4_SCRIPT, META_PIXEL_SCRIPT, PIXEL_EVENTS, type PixelEvent } from "../../app/features/analytics/pixel";
import { PIXEL_IDS } from "../../playwright.config";
import { answerChoices, answerTextSteps, fillContact } from "./application-walk";
import { expect, openHydrated, stubHostedCart, test } from "./fixtures";

// Runs against the server started with META_PIXEL_ID and GA_MEASUREMENT_ID (playwright.config.ts).
test.describe.configure({ timeout: 120_000 });

type FbqCall = unknown[];
interface FirstPartyEvent {
  name: string;
  path: string;
  props?: Record<string, unknown>;
}

/**
 * Stands in for Meta's fbevents.js: like the real script, it takes over the
 * command queue the page installed and handles every queued and later call,
 * here by reporting it to the test.
 */
const FBEVENTS_STUB = `(function () {
  var fbq = window.fbq;
  fbq.callMethod = function () { window.reportPixelCall(Array.prototype.slice.call(arguments)); };
  fbq.queue.splice(0).forEach(function (args) { fbq.callMethod.apply(null, args); });
  window.pixelScriptLoaded = true;
})();`;

/** The visitor's earlier "Accept" in the consent banner, as its cookie. */
async function consented(page: Page) {
  await page.context().addCookies([{ name: "consent", value: "granted", url: test.info().project.use.baseURL! }]);
}

async function recordPixels(page: Page) {
  await consented(page);
  const fbqCalls: FbqCall[] = [];
  const firstParty: FirstPartyEvent[] = [];
  await page.exposeFunction("reportPixelCall", (args: FbqCall) => fbqCalls.push(args));
  await page.route(META_PIXEL_SCRIPT, (route) =>
    route.fulfill({ contentType: "text/javascript", body: FBEVENTS_STUB }),
  );
  await page.route(`${GA4_SCRIPT}?**`, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  await stubHostedCart(page);
  page.on("request", (request) => {
    if (request.method() !== "POST" || new URL(request.url()).pathname !== "/api/events") return;
    firstParty.push(...(JSON.parse(request.postData() ?? '{"events":[]}') as { events: FirstPartyEvent[] }).events);
  });
  return { fbqCalls, firstParty };
}

/** The real script loads only once the page is idle; actions that leave the page wait for it. */
async function pixelLoaded(page: Page) {
  await page.waitForFunction(() => (window as unknown as { pixelScriptLoaded?: boolean }).pixelScriptLoaded);
}

test("the six pixel events reach Meta and GA4 with the event ids of the first-party events", async ({ page }) => {
  const { fbqCalls, firstParty } = await recordPixels(page);
  // Before leaving a page: its first-party batch has gone out (a beacon sent while the page unloads
  // reaches the server too, but no test tool sees it).
  const firstPartySent = (name: PixelEvent) =>
    expect.poll(() => firstParty.some((e) => e.name === `pixel:${name}`), { message: `pixel:${name} sent` }).toBe(true);

  // ViewContent, AddToCart and InitiateCheckout on the funnel's program page, which loads the slide-in cart.
  await page.goto("/rerouted/book-creation");
  await pixelLoaded(page);
  await page.getByRole("radio", { name: /Payment Plan/ }).check();
  await page.getByRole("button", { name: "Yes! I'm Ready To Publish My Book" }).first().click();
  // The offer's hosted checkout (a plain link as shipped): the first-party batch went out before leaving.
  await page.waitForURL(OFFERS["program-3-pay"].cartUrl);
  for (const name of ["ViewContent", "AddToCart", "InitiateCheckout"] as const) await firstPartySent(name);

  // The cart sends the buyer back to the order confirmation: Purchase of the offer checked out.
  await page.goto("/rerouted/thank-you");
  await pixelLoaded(page);
  await firstPartySent("Purchase");
  const gaEvents = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  );
  expect(gaEvents).toContainEqual(["config", PIXEL_IDS.ga]);
  expect(gaEvents).toContainEqual(["event", "purchase", expect.objectContaining({ event_id: expect.any(String) })]);
  // A reload of the confirmation page is not a second purchase.
  await page.reload();
  await pixelLoaded(page);

  // Lead at the author assessment's email capture.
  await openHydrated(page, "/author-journey-assessment");
  for (const answer of ["Manuscript ready", "Daily", "Understanding publishing", "Within 3 months"])
    await page.getByRole("button", { name: answer }).click();
  await page.getByLabel("Full name").fill("Lydia Scribe");
  await page.getByLabel("Email", { exact: true }).fill("lydia.pixels@example.com");
  await page.getByRole("button", { name: "See My Author Level" }).click();
  await expect(page.getByRole("heading", { name: /Level 4\/5/ })).toBeVisible();
  await firstPartySent("Lead");

  // CompleteRegistration when the application is submitted.
  await openHydrated(page, "/rerouted/book-creation-application");
  await fillContact(page);
  await answerTextSteps(page);
  await answerChoices(page);
  await expect(page.getByRole("heading", { name: "Congratulations, you're approved!" })).toBeVisible();
  await firstPartySent("CompleteRegistration");
  await pixelLoaded(page);

  expect(fbqCalls).toContainEqual(["init", PIXEL_IDS.meta]);
  const tracked = fbqCalls.filter((call) => call[0] === "track" && call[1] !== "PageView");
  // Every pixel event the page recorded first-party went to Meta under the same name and event id.
  const recorded = firstParty.filter((e) => e.name.startsWith("pixel:"));
  expect(new Set(recorded.map((e) => e.name))).toEqual(new Set(PIXEL_EVENTS.map((name) => `pixel:${name}`)));
  for (const event of recorded) {
    const eventId = event.props?.event_id;
    expect(eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(tracked).toContainEqual([
      "track",
      event.name.slice("pixel:".length),
      expect.anything(),
      { eventID: eventId },
    ]);
  }
  expect(tracked.filter((call) => call[1] === "Purchase")).toHaveLength(1);
  const [, , purchase] = tracked.find((call) => call[1] === "Purchase")!;
  expect(purchase).toMatchObject({ content_ids: "program-3-pay", value: 347, currency: "USD" });
  const [, , added] = tracked.find((call) => call[1] === "AddToCart")!;
  expect(added).toMatchObject({ content_ids: "program-3-pay" });
});

test("no ad script runs on pages with tokens or private data, even when reached from a page that ran them", async ({
  page,
}) => {
  const { firstParty } = await recordPixels(page);
  const scriptsLoadedOn: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(META_PIXEL_SCRIPT) || request.url().startsWith(GA4_SCRIPT))
      scriptsLoadedOn.push(new URL(page.url()).pathname);
  });
  const pixelGlobals = () =>
    page.evaluate(() => {
      const w = window as unknown as { fbq?: unknown; dataLayer?: unknown };
      return { fbq: typeof w.fbq, dataLayer: typeof w.dataLayer };
    });
  const none = { fbq: "undefined", dataLayer: "undefined" };
  // The first-party page_view goes out from the same effects as the pixels: once it is sent, they had their chance.
  const pageViews = (path: string) => firstParty.filter((e) => e.name === "page_view" && e.path === path).length;

  for (const [url, path] of [
    ["/reset-password?token=secret-reset-token", "/reset-password"],
    ["/forgot-password", "/forgot-password"],
    ["/signup", "/signup"],
    ["/login", "/login"],
  ]) {
    await page.goto(url!);
    await expect.poll(() => pageViews(path!), { message: `page_view of ${path}` }).toBe(1);
    expect(await pixelGlobals(), path).toEqual(none);
  }

  // A page that runs them, then the header's Login link: the sign-in page opens as a fresh document.
  await page.goto("/assessment");
  await pixelLoaded(page);
  expect(scriptsLoadedOn).toContain("/assessment");
  await page.getByRole("link", { name: "Login", exact: true }).first().click();
  await page.waitForURL("**/login");
  await expect.poll(() => pageViews("/login"), { message: "page_view of the fresh /login" }).toBe(2);
  expect(await pixelGlobals()).toEqual(none);
  expect(scriptsLoadedOn.filter((path) => path !== "/assessment")).toEqual([]);
});
