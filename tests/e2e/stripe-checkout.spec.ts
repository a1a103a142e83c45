import type { Page } from "@playwright/test";
import Stripe from "stripe";
import { DEFAULT_OFFERS, type OfferId } from "../../app/content/offers";
import { planCancelAt } from "../../app/features/stripe/checkout-rules";
import { E2E_STRIPE } from "../../playwright.config";
import { answerChoices, answerTextSteps, fillContact } from "./application-walk";
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
const PROGRAM = "Book Creation Program";
const DAY_SECONDS = 24 * 60 * 60;

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

/** Restores an offer's shipped values, so the other specs on this server sell through its link. */
async function restoreOffer(admin: Page, id: OfferId) {
  const seed = DEFAULT_OFFERS[id];
  await saveOffer(admin, id, { provider: seed.provider, stripePriceId: seed.stripePriceId, grants: seed.grants });
}

/** One admin action posted as the admin's forms post it; answers the toast's message. */
async function adminAction(admin: Page, form: Record<string, string>): Promise<string> {
  const response = await admin.request.post("/admin/actions", {
    headers: { origin: new URL(admin.url()).origin },
    form,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { message: string }).message;
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
    for (const id of ["book-bundle", "visual-series"] as const) await restoreOffer(admin, id);
    await admin.context().close();
  });

  test("from /book through Stripe Checkout, the series with one click from the exit dialog, and both in the library", async ({
    page,
  }) => {
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

test.describe("the approved applicant's 3-pay option through Stripe", () => {
  /** The program the owner sells to approved applicants, made for this walk and deleted after it. */
  let programId = "";

  test.beforeAll(async ({ browser }) => {
    const admin = await clientPage(browser);
    await signIn(admin, ADMIN);
    expect(
      await adminAction(admin, {
        intent: "product.save",
        name: PROGRAM,
        description: "Twelve weeks from idea to finished manuscript.",
        productType: "video",
        price: "947",
        isActive: "true",
      }),
    ).toBe("Product created successfully");
    // Its id, as the Offers tab's grant box of the 3-pay option holds it.
    await admin.goto("/admin?tab=offers");
    const threePay = admin.getByRole("region", { name: DEFAULT_OFFERS["application-3-pay"].label });
    programId = (await threePay.getByRole("checkbox", { name: PROGRAM, exact: true }).getAttribute("value"))!;
    await saveOffer(admin, "application-3-pay", {
      provider: "stripe",
      stripePriceId: E2E_STRIPE.prices.plan,
      grants: [programId],
    });
    await admin.context().close();
  });

  test.afterAll(async ({ browser }) => {
    const admin = await clientPage(browser);
    await signIn(admin, ADMIN);
    await restoreOffer(admin, "application-3-pay");
    if (programId)
      expect(await adminAction(admin, { intent: "product.delete", id: programId })).toBe("Product deleted");
    await admin.context().close();
  });

  test("the applicant pays the first of three instalments; the plan ends three months on and the program is in the library", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const buyer = {
      email: `applicant-${Date.now()}@example.com`,
      name: "Priscilla Pen",
      password: "applicant-password",
    };
    const standIn = `http://127.0.0.1:${E2E_STRIPE.port}`;

    await openHydrated(page, "/rerouted/book-creation-application");
    await fillContact(page, buyer.email);
    await answerTextSteps(page);
    await answerChoices(page);
    await expect(page.getByRole("heading", { name: "Congratulations, you're approved!" })).toBeVisible();
    await page.getByRole("button", { name: /^3-Pay Option: 3 payments of \$347/ }).click();

    // Stripe's hosted page (the stand-in) for a subscription Checkout of the monthly price.
    await page.waitForURL(`${standIn}/pay/**`);
    const sessionId = new URL(page.url()).pathname.split("/").pop()!;
    await expect(page.getByRole("heading", { name: "Stripe test checkout" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "$347.00" })).toHaveCount(1);
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByLabel("Name on card").fill(buyer.name);
    await page.getByRole("button", { name: "Pay" }).click();

    await page.waitForURL("**/rerouted/complete");
    await expect(page.getByRole("heading", { name: "You're all set. Welcome to the journey!" })).toBeVisible();
    await expect(page.getByText(`${PROGRAM}: in your library now`)).toBeVisible();

    // The plan's subscription, as Stripe holds it: it stops itself after the third monthly payment.
    const stripe = new Stripe(E2E_STRIPE.secretKey, { host: "127.0.0.1", port: E2E_STRIPE.port, protocol: "http" });
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(session.mode).toBe("subscription");
    // Stripe's own list, newest first: the one subscription of this buyer for the 3-pay offer.
    const planOf = async () => {
      const { data } = await stripe.subscriptions.list({ customer: session.customer as string });
      return data.filter((row) => row.metadata.offer_id === "application-3-pay" && row.customer === session.customer);
    };
    // The webhook of the completed checkout sets the end date.
    await expect
      .poll(async () => (await planOf()).map((row) => row.cancel_at !== null), { message: "the plan's cancel_at" })
      .toEqual([true]);
    const [plan] = await planOf();
    expect(plan!.id).toBe(session.subscription);
    expect(plan!.cancel_at).toBe(planCancelAt(plan!.billing_cycle_anchor, 3));
    const daysOn = (plan!.cancel_at! - plan!.billing_cycle_anchor) / DAY_SECONDS;
    expect(daysOn).toBeGreaterThanOrEqual(89);
    expect(daysOn).toBeLessThanOrEqual(92);

    // The welcome email's link: the buyer chooses a password, signs in and finds the program.
    const link = await linkInMail(buyer.email, "Welcome to Rerouted: choose your password");
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel("Password").fill(buyer.password);
    await page.getByRole("button", { name: "Save password" }).click();
    await page.waitForURL("**/login");
    await signIn(page, { email: buyer.email, password: buyer.password });
    await expect(page.getByRole("link", { name: PROGRAM, exact: true })).toBeVisible();
  });
});
