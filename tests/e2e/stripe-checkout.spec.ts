import type { Page } from "@playwright/test";
import { DEFAULT_OFFERS, type OfferId } from "../../app/content/offers";
import { E2E_STRIPE } from "../../playwright.config";
import {
  ADMIN,
  clientPage,
  expect,
  leaveThroughTop,
  openHydrated,
  READER,
  signIn,
  test,
  waitForHydration,
} from "./fixtures";
import { linkInMail } from "./mailbox";

const BUYER = { email: "stripe-buyer@example.com", name: "Stripe Buyer", password: "stripe-buyer-password" };
const AUDIOBOOK = "Rerouted: The Audiobook";
const SERIES = "Visual Transformation Series";

/** Saves an offer through the admin's Offers tab action, as the owner does (`admin` is signed in). */
async function saveOffer(
  admin: Page,
  id: OfferId,
  change: { provider: string; stripePriceId: string; grants: string[] },
) {
  const seed = DEFAULT_OFFERS[id];
  const response = await admin.request.post("/admin/actions", {
    headers: { origin: new URL(admin.url()).origin },
    form: {
      intent: "offer.save",
      offerId: id,
      price: String(seed.price),
      compareAt: seed.compareAt === undefined ? "" : String(seed.compareAt),
      cartUrl: seed.cartUrl,
      provider: change.provider,
      stripePriceId: change.stripePriceId,
      thrivecartProductId: "",
      grants: change.grants.join(","),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The demo products' ids, read from the demo reader's library links. */
async function demoProductIds(page: Page): Promise<Record<string, string>> {
  await signIn(page, READER);
  const ids: Record<string, string> = {};
  for (const name of [AUDIOBOOK, SERIES]) {
    const href = await page.getByRole("link", { name, exact: false }).first().getAttribute("href");
    ids[name] = href!.split("/product/")[1]!;
  }
  return ids;
}

test.describe("buying through Stripe", () => {
  test.beforeAll(async ({ browser }) => {
    const reader = await clientPage(browser);
    const ids = await demoProductIds(reader);
    await reader.context().close();
    const admin = await clientPage(browser);
    await signIn(admin, ADMIN);
    await saveOffer(admin, "book-bundle", {
      provider: "stripe",
      stripePriceId: E2E_STRIPE.prices.bundle,
      grants: [ids[AUDIOBOOK]!],
    });
    await saveOffer(admin, "visual-series", {
      provider: "stripe",
      stripePriceId: E2E_STRIPE.prices.series,
      grants: [ids[SERIES]!],
    });
    await admin.context().close();
  });

  // The other specs on this server sell through the seeds' links.
  test.afterAll(async ({ browser }) => {
    const admin = await clientPage(browser);
    await signIn(admin, ADMIN);
    for (const id of ["book-bundle", "visual-series"] as const)
      await saveOffer(admin, id, { provider: "link", stripePriceId: "", grants: [] });
    await admin.context().close();
  });

  test("from /book through Stripe Checkout, the series with one click from the exit dialog, and both in the library", async ({ page }) => {
    const standIn = `http://127.0.0.1:${E2E_STRIPE.port}`;
    const cardPages: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith(standIn)) cardPages.push(frame.url());
    });

    await openHydrated(page, "/book");
    const purchase = page.locator("#buy");
    await expect(page.getByText(/Your card is saved securely with Stripe/)).toBeVisible();
    await purchase.getByRole("link", { name: /Get Your Copy Now/ }).click();

    // Stripe's hosted page (the stand-in): the only card form of the walk.
    await page.waitForURL(`${standIn}/pay/**`);
    await expect(page.getByRole("heading", { name: "Stripe test checkout" })).toBeVisible();
    await page.getByLabel("Email").fill(BUYER.email);
    await page.getByLabel("Name on card").fill(BUYER.name);
    await page.getByRole("button", { name: "Pay" }).click();

    // Back on the site, without the session id in the address.
    await page.waitForURL("**/rerouted/thank-you");
    await expect(page.getByRole("heading", { name: "Your order is confirmed!" })).toBeVisible();
    await waitForHydration(page);
    // The exit dialog's "Yes" charges the saved card too, as the page's own button does.
    await leaveThroughTop(page);
    const dialog = page.getByRole("dialog", { name: "Before you go: your $47 offer is still here" });
    await dialog.getByRole("button", { name: "Yes! Add the Series to My Order" }).click();
    await page.waitForURL("**/rerouted/upsell-ai");
    expect(cardPages).toHaveLength(1);

    // The welcome email's link: the buyer chooses a password, signs in, and finds both products.
    const link = await linkInMail(BUYER.email, "Welcome to Rerouted: choose your password");
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel("Password").fill(BUYER.password);
    await page.getByRole("button", { name: "Save password" }).click();
    await page.waitForURL("**/login");
    await expect(page.getByText("Your password is set. Sign in to open your library.")).toBeVisible();
    await signIn(page, { email: BUYER.email, password: BUYER.password });
    await expect(page.getByRole("link", { name: new RegExp(AUDIOBOOK) }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(SERIES) }).first()).toBeVisible();
  });
});
