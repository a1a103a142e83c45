import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { SOCIAL_PROOF_TIMING } from "../../app/content/book";
import { DEFAULT_OFFERS } from "../../app/content/offers";
import { THRIVECART_SECRET } from "../../playwright.config";
import { ADMIN, clientPage, expect, openHydrated, signIn, test } from "./fixtures";

/**
 * Issue 38: the book page's toast shows only orders that exist. Runs on the
 * pixels' server (playwright.config.ts), the one site whose ledger no other
 * spec writes to: it takes ThriveCart's notifications, the cart whose orders
 * carry the buyer's city.
 */
test.describe.configure({ timeout: 90_000 });

/** Twelve buyers, oldest first. */
const BUYERS = [
  ["Ann", "Nashville"],
  ["Ben", "Austin"],
  ["Cara", "Denver"],
  ["Dan", "Boston"],
  ["Eve", "Portland"],
  ["Finn", "Chicago"],
  ["Gail", "Memphis"],
  ["Hugo", "Tulsa"],
  ["Iris", "Omaha"],
  ["Jon", "Raleigh"],
  ["Kate", "Boise"],
  ["Liam", "Tampa"],
] as const;
const label = ([name, city]: readonly [string, string]) => `${name} from ${city}`;

const BUNDLE = DEFAULT_OFFERS["book-bundle"];
/** The bundle sold as ThriveCart's product 2, as an owner sets it in the Offers tab. */
const BUNDLE_ON_THRIVECART = {
  intent: "offer.save",
  offerId: "book-bundle",
  price: String(BUNDLE.price),
  cartUrl: BUNDLE.cartUrl,
  provider: "thrivecart",
  stripePriceId: "",
  thrivecartProductId: "2",
  grants: "",
  ships: "on",
  shipsTo: BUNDLE.shipsTo.join(", "),
};

async function adminSaves(page: Page, form: Record<string, string>) {
  const saved = await page.request.post("/admin/actions", { headers: { origin: new URL(page.url()).origin }, form });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The Social proof tab's toast settings. */
const proof = (threshold: number) => ({
  intent: "proof.save",
  "recentOrders.enabled": "on",
  "recentOrders.threshold": String(threshold),
  trialCapacity: "",
});

let orderNumber = 0;
/** ThriveCart's order.success notification for the bundle, as it posts it. */
async function order(page: Page, [firstName, city]: readonly [string, string]) {
  orderNumber += 1;
  const answer = await page.request.post("/api/webhooks/thrivecart", {
    form: {
      event: "order.success",
      mode: "live",
      thrivecart_account: "rerouted",
      thrivecart_secret: THRIVECART_SECRET,
      base_product: "2",
      order_id: `${Date.now()}${orderNumber}`,
      currency: "USD",
      "customer[email]": `${firstName.toLowerCase()}-${Date.now()}@example.com`,
      "customer[first_name]": firstName,
      "customer[last_name]": "Reader",
      "customer[address][city]": city,
      "order[total]": "2499",
      "purchase_map[0]": "product-2",
    },
  });
  expect(await answer.json()).toMatchObject({ result: "granted" });
}

/**
 * The first names of the orders the book page's toast will show, as the
 * page's data carries them to any visitor: polled until the page, cached and
 * reading the ledger at most once a second, has caught up with the orders.
 */
async function namesOnBookPage(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get("/book")).text();
  const match = /"recentOrders",(\[[^\]]*\])/.exec(html) ?? /"recentOrders":(\[[^\]]*\])/.exec(html);
  if (!match) return [];
  return (JSON.parse(match[1]!) as { firstName: string | null }[]).map((order) => order.firstName ?? "");
}

/** A new visitor's book page with the page's clock in the test's hands, past the consent banner. */
async function bookPage(browser: Browser, origin: string): Promise<Page> {
  const page = await clientPage(browser);
  await page.context().addCookies([{ name: "consent", value: "denied", url: origin }]);
  await page.clock.install();
  await openHydrated(page, "/book");
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  return page;
}

/**
 * The names the toast shows in its next `count` appearances. The page's clock
 * is paused (bookPage): it moves a second at a time until the toast is gone
 * and back, each state waited for however long the machine takes, and from
 * then on by the rotation's own steps: gone 5 s later, the next one 10 s after.
 */
async function toastNames(page: Page, count: number): Promise<string[]> {
  const toast = page.getByRole("paragraph").filter({ hasText: " ordered the Complete Bundle" });
  const nameShown = async () => (await toast.textContent())!.split(" ordered the ")[0]!;
  for (const visible of [false, true]) {
    await expect(async () => {
      await page.clock.runFor(1_000);
      await expect(toast).toBeVisible({ visible, timeout: 250 });
    }).toPass({ timeout: 30_000 });
  }
  const names = [await nameShown()];
  while (names.length < count) {
    await page.clock.runFor(SOCIAL_PROOF_TIMING.visibleMs);
    await expect(toast).toBeHidden();
    await page.clock.runFor(SOCIAL_PROOF_TIMING.everyMs - SOCIAL_PROOF_TIMING.visibleMs);
    await expect(toast).toBeVisible();
    names.push(await nameShown());
  }
  return names;
}

test("the toast shows only orders that exist: none with 0, the real 2, the newest 10 of 12", async ({
  browser,
  baseURL,
  request,
}) => {
  const origin = baseURL!;
  const admin = await clientPage(browser);
  await signIn(admin, ADMIN);
  await adminSaves(admin, BUNDLE_ON_THRIVECART);
  await adminSaves(admin, proof(5));

  // No order: a minute of browsing shows no toast.
  let visitor = await bookPage(browser, origin);
  await visitor.clock.runFor(60_000);
  await expect(visitor.getByText(/ ordered the /)).toHaveCount(0);
  await visitor.context().close();

  // Two orders, shown once the owner's threshold is two: both, newest first, and no one else.
  await order(admin, BUYERS[0]);
  await order(admin, BUYERS[1]);
  await adminSaves(admin, proof(2));
  await expect.poll(() => namesOnBookPage(request), { timeout: 30_000 }).toEqual(["Ben", "Ann"]);
  visitor = await bookPage(browser, origin);
  expect(await toastNames(visitor, 4)).toEqual([
    label(BUYERS[1]),
    label(BUYERS[0]),
    label(BUYERS[1]),
    label(BUYERS[0]),
  ]);
  await visitor.context().close();

  // Under the threshold of five again, the same two orders show nothing.
  await adminSaves(admin, proof(5));
  await expect.poll(() => namesOnBookPage(request), { timeout: 30_000 }).toEqual([]);
  visitor = await bookPage(browser, origin);
  await visitor.clock.runFor(60_000);
  await expect(visitor.getByText(/ ordered the /)).toHaveCount(0);
  await visitor.context().close();

  // Twelve orders: the ten newest in turn, then round again; the two oldest never.
  for (const buyer of BUYERS.slice(2)) await order(admin, buyer);
  await expect
    .poll(() => namesOnBookPage(request), { timeout: 30_000 })
    .toEqual(
      BUYERS.slice(2)
        .reverse()
        .map(([name]) => name),
    );
  visitor = await bookPage(browser, origin);
  const newestTen = BUYERS.slice(2).reverse().map(label);
  expect(await toastNames(visitor, 11)).toEqual([...newestTen, newestTen[0]]);
  await visitor.context().close();
  await admin.context().close();
});
