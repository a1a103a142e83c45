import { DEFAULT_OFFERS } from "../../app/content/offers";
import { E2E_STRIPE } from "../../playwright.config";
import { ADMIN, clientPage, expect, openHydrated, signIn, test } from "./fixtures";
import { linkInMail, mailTo } from "./mailbox";

const BUYER = { email: `paperback-${Date.now()}@example.com`, name: "Paula Page" };
const PAPERBACK = DEFAULT_OFFERS["book-paperback"];

/** The paperback's Offers tab values, sold through Stripe (`ships` on, to the US and Canada) or as shipped. */
function paperbackForm(stripe: boolean): Record<string, string> {
  return {
    intent: "offer.save",
    offerId: "book-paperback",
    price: String(PAPERBACK.price),
    cartUrl: PAPERBACK.cartUrl,
    provider: stripe ? "stripe" : PAPERBACK.provider,
    stripePriceId: stripe ? E2E_STRIPE.prices.paperback : "",
    thrivecartProductId: "",
    grants: "",
    ...(stripe ? { ships: "on", shipsTo: "US, CA", shippingRate: "4.99", shippingRateName: "Standard shipping" } : {}),
    ...(PAPERBACK.ships && !stripe ? { ships: "on", shipsTo: PAPERBACK.shipsTo.join(", ") } : {}),
  };
}

test.describe("a paperback from order to parcel", () => {
  test.beforeAll(async ({ browser }) => {
    const admin = await clientPage(browser);
    await signIn(admin, ADMIN);
    const saved = await admin.request.post("/admin/actions", {
      headers: { origin: new URL(admin.url()).origin },
      form: paperbackForm(true),
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await admin.context().close();
  });

  // The other specs on this server sell the paperback through its seed's link.
  test.afterAll(async ({ browser }) => {
    const admin = await clientPage(browser);
    await signIn(admin, ADMIN);
    await admin.request.post("/admin/actions", {
      headers: { origin: new URL(admin.url()).origin },
      form: paperbackForm(false),
    });
    await admin.context().close();
  });

  test("the buyer gives an address at checkout and gets a receipt; the owner marks it shipped and the buyer gets the tracking link", async ({
    page,
    browser,
  }) => {
    // Two people's walks and four emails: room for a busy machine.
    test.setTimeout(60_000);
    await openHydrated(page, "/book");
    const purchase = page.locator("#buy");
    await purchase.getByRole("radio", { name: /Paperback/ }).check();
    await purchase.getByRole("link", { name: /Get Your Copy Now/ }).click();

    // Stripe's hosted page (the stand-in) asks where to ship.
    await page.waitForURL(`http://127.0.0.1:${E2E_STRIPE.port}/pay/**`);
    await page.getByLabel("Email").fill(BUYER.email);
    await page.getByLabel("Name on card").fill(BUYER.name);
    await page.getByLabel("Address line 1").fill("77 Maple Avenue");
    await page.getByLabel("City").fill("Portland");
    await page.getByLabel("State").fill("OR");
    await page.getByLabel("Postal code").fill("97201");
    await page.getByLabel("Country code").fill("US");
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL("**/rerouted/thank-you");

    const receipt = await mailTo(BUYER.email, "Your Rerouted order ");
    expect(receipt).toContain("Shipping: $4.99");
    expect(receipt).toContain("Total paid: $24.98");
    expect(receipt).toContain("77 Maple Avenue");
    expect(receipt).toContain("Reply-To: ");

    // The owner finds it under To ship, with its address, and marks it shipped.
    const admin = await clientPage(browser);
    await signIn(admin, ADMIN);
    await admin.goto("/admin?tab=orders&show=to-ship");
    const row = admin.getByRole("row").filter({ hasText: BUYER.email });
    await expect(row.getByText("77 Maple Avenue", { exact: true })).toBeVisible();
    await row.getByText("Mark as shipped", { exact: true }).first().click();
    await row.getByLabel("Carrier", { exact: true }).selectOption("usps");
    await row.getByLabel("Tracking number", { exact: true }).fill("9400 1000 0000 0000 0000 00");
    await row.getByRole("button", { name: /Mark order .* as shipped/ }).click();
    // The answer comes with the whole admin page reloaded: allow a busy machine its time.
    await expect(admin.getByText("Marked as shipped; the buyer was emailed the tracking link")).toBeVisible({
      timeout: 20_000,
    });
    await admin.context().close();

    const track = await linkInMail(BUYER.email, "Your copy of Rerouted is on its way");
    expect(track.href).toBe("https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000");
  });
});
