import { DEFAULT_OFFERS as OFFERS, THRIVECART_SCRIPT_SRC } from "../../app/content/offers";
import { ADMIN, expect, openHydrated, signIn, stubHostedCart, test } from "./fixtures";

test("a /book visitor's page view, selection and checkout share one visitor id and show in the Funnel tab", async ({
  playwright,
  launchOptions,
  page,
}) => {
  const campaign = `walk-${Date.now().toString(36)}`;
  // The visitor uses a browser of their own, as another person would: a visitor is a hash of IP and
  // user agent. The agent is set on the context (Playwright would otherwise impose its own) and on
  // the whole browser, so that the beacon a page sends as it unloads carries it too.
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${Date.now() % 9999}.0 Safari/537.36`;
  const visitorBrowser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--user-agent=${userAgent}`],
  });
  const visitorContext = await visitorBrowser.newContext({ baseURL: test.info().project.use.baseURL, userAgent });
  const visitor = await visitorContext.newPage();
  await visitor.route(THRIVECART_SCRIPT_SRC, (route) => route.abort());
  await stubHostedCart(visitor);
  await openHydrated(visitor, `/book?utm_source=newsletter&utm_campaign=${campaign}`);
  await visitor.getByRole("radio", { name: /Paperback/ }).click();
  await visitor.getByRole("link", { name: /^Get Your Copy Now \(/ }).click();
  await visitor.waitForURL(OFFERS["book-paperback"].cartUrl);

  // The visitor's browser stays open: closing it could cancel the beacon still in flight.

  await signIn(page, ADMIN);
  await page.goto("/admin?tab=funnel&days=7");
  const recent = page.getByRole("table", { name: "Recent events" });
  const entry = recent.getByRole("row").filter({ hasText: `utm_campaign=${campaign}` });
  // The last batch left with the page (sendBeacon): reload until it is stored.
  await expect(async () => {
    await page.reload();
    await expect(entry).toHaveCount(1, { timeout: 1_000 });
    await expect(recent.getByRole("row").filter({ hasText: "checkout_started" })).not.toHaveCount(0, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });

  const rows = await recent
    .getByRole("row")
    .evaluateAll((trs) =>
      trs.slice(1).map((tr) => Array.from(tr.querySelectorAll("td"), (td) => td.textContent ?? "")),
    );
  const visitorId = (await entry.getByRole("cell").nth(1).textContent()) ?? "";
  expect(visitorId).toMatch(/^[A-Za-z0-9_-]{8}$/);
  const walk = rows.filter(([, id]) => id === visitorId);
  expect(walk).toContainEqual([expect.any(String), visitorId, "page_view", "/book", expect.stringContaining(campaign)]);
  expect(walk).toContainEqual([
    expect.any(String),
    visitorId,
    "option_selected",
    "/book",
    expect.stringContaining("offer=book-paperback"),
  ]);
  expect(walk).toContainEqual([
    expect.any(String),
    visitorId,
    "checkout_started",
    "/book",
    expect.stringContaining("offer=book-paperback"),
  ]);
  // The admin's own visit is another visitor.
  expect(
    rows.filter(([, id, , path]) => path === "/admin" && id === visitorId),
    JSON.stringify(rows),
  ).toEqual([]);

  // The visitor counts in the book funnel up to the step reached, and under their campaign.
  const funnel = page.getByRole("table", { name: "Book funnel" });
  const visitorsAt = async (step: string) =>
    Number(
      await funnel
        .getByRole("row", { name: new RegExp(`^${step}`) })
        .getByRole("cell")
        .first()
        .textContent(),
    );
  expect(await visitorsAt("Viewed the book page")).toBeGreaterThanOrEqual(1);
  expect(await visitorsAt("Started checkout")).toBeGreaterThanOrEqual(1);
  await expect(
    page.getByRole("table", { name: "UTM campaigns" }).getByRole("row").filter({ hasText: campaign }),
  ).toContainText(/1\s*1/);
  await expect(
    page.getByRole("table", { name: "Tracked revenue per offer" }).getByRole("row").filter({ hasText: "Paperback" }),
  ).toBeVisible();
  await visitorBrowser.close();
});

interface SentEvent {
  type: string;
  name: string;
  path: string;
  props: { value?: unknown };
}

test("a page load's Core Web Vitals reach the server, from a library fetched after the page has loaded", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  // Routed, so that the body of a beacon (sent as the page hides) can be read.
  const vitals: SentEvent[] = [];
  await page.route("**/api/events", async (route) => {
    const { events } = JSON.parse(route.request().postData() ?? '{"events":[]}') as { events: SentEvent[] };
    vitals.push(...events.filter((event) => event.type === "web_vital"));
    await route.continue();
  });
  const response = await page.goto("/book");
  expect(await response?.text()).not.toMatch(/web-vitals/);
  await page.waitForLoadState("load");
  await expect
    .poll(() => requested.some((path) => /\/assets\/(islands\/)?vendor-web-vitals-[\w-]+\.js$/.test(path)))
    .toBe(true);

  // A (trusted) interaction settles LCP; hiding the page settles CLS. Before the library has run
  // neither reports anything, so the visitor clicks and the page hides and shows again until the
  // measurements have left.
  await expect
    .poll(async () => {
      await page.getByRole("heading", { level: 1 }).click();
      await page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
        delete (document as { visibilityState?: string }).visibilityState;
      });
      return vitals.map((event) => event.name).sort();
    })
    .toEqual(expect.arrayContaining(["CLS", "LCP"]));
  for (const event of vitals) {
    expect(event.path).toBe("/book");
    expect(typeof event.props.value).toBe("number");
  }
});
