import type { BrowserContext, Page } from "@playwright/test";
import { VISITOR_PAGES } from "../../app/content/visitor-pages";
import { pixelsAllowedOn } from "../../app/features/analytics/pixel-pages";
import routes from "../../app/routes";
import { PIXEL_IDS } from "../../playwright.config";
import { axeViolations, expect, test } from "./fixtures";

// Runs against the server started with META_PIXEL_ID and GA_MEASUREMENT_ID (playwright.config.ts):
// the consent banner asks every visitor (the Site tab's default) before either loads.
test.describe.configure({ timeout: 120_000 });

/** Every host Meta's pixel and Google's tag reach: their scripts and their beacons. */
const AD_HOSTS =
  /^https:\/\/([a-z0-9-]+\.)*(facebook\.net|facebook\.com|googletagmanager\.com|google-analytics\.com)\//;

/**
 * Counts what the browser asks of the ad platforms' hosts, and answers it
 * from here (nothing leaves the machine): the request counted is the proof.
 */
async function adRequests(context: BrowserContext) {
  const requests: { url: string; page: string }[] = [];
  await context.route(AD_HOSTS, (route, request) => {
    requests.push({ url: request.url(), page: new URL(request.frame().url()).pathname });
    return route.fulfill({ contentType: "text/javascript", body: "" });
  });
  return requests;
}

/** The first-party page views the site sent: each proves the page's effects ran, pixels' included. */
function pageViews(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || new URL(request.url()).pathname !== "/api/events") return;
    const { events } = JSON.parse(request.postData() ?? '{"events":[]}') as {
      events: { name: string; path: string }[];
    };
    paths.push(...events.filter((e) => e.name === "page_view").map((e) => e.path));
  });
  return paths;
}

/**
 * Resolves once the page has loaded and the browser has been idle twice
 * since: the pixels' scripts are requested from an idle callback after the
 * load (pixel.ts), queued before these, so by now any would have been asked for.
 */
async function idleAfterLoad(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );
}

/** Resolves once both Meta's pixel and Google's tag have been asked for. */
async function scriptsLoaded(requests: { url: string }[]) {
  await expect.poll(() => requests.some((r) => r.url.startsWith("https://connect.facebook.net/"))).toBe(true);
  await expect
    .poll(() => requests.some((r) => r.url.startsWith("https://www.googletagmanager.com/gtag/js")))
    .toBe(true);
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies for ads and analytics" });

/** Opens a page, waits for its page view and its idle time: what ran on it has run. */
async function visit(page: Page, views: string[], url: string) {
  const before = views.length;
  await page.goto(url);
  // Where it lands: a link that redirects (verify-email) views the page it leads to.
  const path = new URL(page.url()).pathname;
  await expect.poll(() => views.slice(before).includes(path), { message: `page_view of ${path} (${url})` }).toBe(true);
  await idleAfterLoad(page);
}

const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "consent");

test("before the visitor answers, no public page asks anything of Meta or Google, and each asks for consent", async ({
  page,
}) => {
  const requests = await adRequests(page.context());
  const views = pageViews(page);
  for (const { path } of VISITOR_PAGES) {
    await visit(page, views, path);
    // The sign-in pages never run pixels, so they have nothing to ask.
    if (pixelsAllowedOn(path)) await expect(banner(page), path).toBeVisible();
    else await expect(banner(page), path).toBeHidden();
    expect(requests, path).toEqual([]);
  }
  expect(await consentCookie(page.context())).toBeUndefined();
});

test("accepting loads Meta's pixel and Google's tag with consent granted, and the next visit asks nothing", async ({
  page,
}) => {
  const requests = await adRequests(page.context());
  const views = pageViews(page);
  await visit(page, views, "/book");
  await expect(banner(page)).toBeVisible();
  // Accept and Reject are equally prominent: the same style and size.
  const accept = banner(page).getByRole("button", { name: "Accept" });
  const reject = banner(page).getByRole("button", { name: "Reject" });
  expect(await accept.getAttribute("class")).toBe(await reject.getAttribute("class"));
  expect((await accept.boundingBox())?.height).toBe((await reject.boundingBox())?.height);
  await expect(banner(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  expect(requests).toEqual([]);

  await accept.click();
  await expect(banner(page)).toBeHidden();
  await scriptsLoaded(requests);
  const commands = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  );
  const signals = { ad_storage: "", ad_user_data: "", ad_personalization: "", analytics_storage: "" };
  const all = (value: string) => Object.fromEntries(Object.keys(signals).map((key) => [key, value]));
  // Consent Mode v2: denied by default, then granted, both before the config.
  expect(commands.slice(0, 4)).toEqual([
    ["consent", "default", all("denied")],
    ["consent", "update", all("granted")],
    ["js", expect.anything()],
    ["config", PIXEL_IDS.ga],
  ]);
  const cookie = await consentCookie(page.context());
  expect(cookie).toMatchObject({ value: "granted", path: "/", sameSite: "Lax", httpOnly: false });
  // About six months.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(180 * 86_400_000);

  // A new visit: the choice stands, no banner, the pixels load.
  const before = requests.length;
  await visit(page, views, "/");
  await expect.poll(() => requests.length).toBeGreaterThan(before);
  await expect(banner(page)).toBeHidden();
});

test("no page with a token ever asks anything of Meta or Google, even after the visitor accepted", async ({ page }) => {
  const requests = await adRequests(page.context());
  const views = pageViews(page);
  await visit(page, views, "/");
  await banner(page).getByRole("button", { name: "Accept" }).click();
  // Both scripts asked for on the home page before the count starts again.
  await scriptsLoaded(requests);
  requests.length = 0;

  // Every route whose path takes a token, and those that take it in the query.
  const tokenRoutes = routes
    .filter((route) => route.path?.includes(":token"))
    .map((route) => `/${route.path!.replace(":token", "cmVhZGVyQGV4YW1wbGUuY29t.c2lnbmF0dXJl")}`);
  expect(tokenRoutes.length).toBeGreaterThanOrEqual(2);
  for (const url of [...tokenRoutes, "/reset-password?token=secret-reset-token", "/verify-email?token=secret"]) {
    await visit(page, views, url);
    expect(requests, url).toEqual([]);
    await expect(banner(page), url).toBeHidden();
  }
});

test("rejecting keeps them off on every later visit, and Cookie settings in the footer changes the choice", async ({
  page,
}) => {
  const requests = await adRequests(page.context());
  const views = pageViews(page);
  await visit(page, views, "/");
  await banner(page).getByRole("button", { name: "Reject" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await consentCookie(page.context())).toMatchObject({ value: "denied" });

  for (const path of ["/book", "/rerouted", "/"]) {
    await visit(page, views, path);
    await expect(banner(page), path).toBeHidden();
    expect(requests, path).toEqual([]);
  }

  // The footer reopens the banner, with the keyboard's focus in it.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("heading", { name: "Cookies for ads and analytics" })).toBeFocused();
  await banner(page).getByRole("button", { name: "Accept" }).click();
  await expect(banner(page)).toBeHidden();
  await scriptsLoaded(requests);

  // Withdrawn: the page reloads without them, and they stay off.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  const reloaded = page.waitForEvent("load");
  await banner(page).getByRole("button", { name: "Reject" }).click();
  await reloaded;
  requests.length = 0;
  await idleAfterLoad(page);
  await visit(page, views, "/book");
  expect(requests).toEqual([]);
  expect(await consentCookie(page.context())).toMatchObject({ value: "denied" });
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the consent banner has no WCAG 2.2 AA violations, on a phone too (${colorScheme})`, async ({ page }) => {
    await adRequests(page.context());
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/privacy");
      await expect(banner(page)).toBeVisible();
      // Its buttons fit the phone's width, side by side.
      const box = await banner(page).getByRole("button", { name: "Accept" }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await axeViolations(page, ["wcag22a", "wcag22aa"]), `${width} px (${colorScheme})`).toEqual([]);
    }
  });
}
