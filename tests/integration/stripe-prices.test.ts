import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_OFFERS, type OfferId } from "../../app/content/offers";
import { siteSettings } from "../../app/db/schema";
import type { StripeStandIn } from "../support/stripe-stand-in";
import { adminAction, pageText, resetRateLimits, signUp, signUpAdmin, type TestServer } from "./harness";
import { sellThroughStripe, startStripeSite } from "./stripe-offers";

/**
 * One source of truth for prices, through the built server and the real
 * `stripe` package against the local stand-in of Stripe's API: an offer
 * naming a Stripe price is saved only when Stripe confirms the price
 * charges what the offer shows, and the launch checklist reports what
 * Stripe says of every named price, never a match it did not see.
 */
let standIn: StripeStandIn;
let server: TestServer;
let admin: string;
let customer: string;

beforeAll(async () => {
  ({ standIn, server } = await startStripeSite());
  admin = await signUpAdmin(server, "owner@example.com");
  customer = (await signUp(server, { email: "reader@example.com" })).cookie;
  standIn.addPrice({ id: "price_bundle", unitAmount: 2499 });
  standIn.addPrice({ id: "price_bundle_cent_off", unitAmount: 2498 });
  standIn.addPrice({ id: "price_bundle_eur", unitAmount: 2499, currency: "eur" });
  standIn.addPrice({ id: "price_bundle_monthly", unitAmount: 2499, recurring: "month" });
  standIn.addPrice({ id: "price_plan", unitAmount: 34700, recurring: "month" });
  standIn.addPrice({ id: "price_plan_yearly", unitAmount: 34700, recurring: "year" });
  standIn.addPrice({ id: "price_plan_one_time", unitAmount: 34700 });
  standIn.addPrice({ id: "price_application_plan", unitAmount: 34700, recurring: "month" });
  standIn.addPrice({ id: "price_ai", unitAmount: 1700, recurring: "month" });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});
beforeEach(async () => {
  standIn.setUnreachable(false);
  await resetRateLimits(server);
});

/** The Offers tab's form for an offer as seeded, sold through Stripe at `stripePriceId`. */
function offerForm(offerId: OfferId, stripePriceId: string): Record<string, string> {
  const seed = DEFAULT_OFFERS[offerId];
  return {
    intent: "offer.save",
    offerId,
    price: String(seed.price),
    compareAt: seed.compareAt === undefined ? "" : String(seed.compareAt),
    cartUrl: `https://pay.grace-author.org/${offerId}`,
    provider: "stripe",
    stripePriceId,
    thrivecartProductId: "",
    grants: "",
  };
}

const storedRows = () =>
  server.services.db
    .select({ key: siteSettings.key, value: siteSettings.value, version: siteSettings.version })
    .from(siteSettings)
    .orderBy(siteSettings.key);

const priceLookups = (id: string) => standIn.calls("GET", `/v1/prices/${id}`).length;

type Answer = { ok: boolean; message: string; fieldErrors?: Record<string, string> };

async function save(offerId: OfferId, stripePriceId: string, cookie = admin) {
  const response = await adminAction(server, offerForm(offerId, stripePriceId), cookie);
  return { status: response.status, body: (await response.json()) as Answer };
}

async function checklist(): Promise<string> {
  const response = await server.request("/admin", { cookie: admin });
  expect(response.status).toBe(200);
  return response.text();
}

describe("saving an offer that names a Stripe price", () => {
  it("saves it once Stripe confirms the amount, currency and shape: single payments, both 3-pay plans and the trial", async () => {
    for (const [offerId, priceId] of [
      ["book-bundle", "price_bundle"],
      ["program-3-pay", "price_plan"],
      ["application-3-pay", "price_application_plan"],
      ["ai-suite-trial", "price_ai"],
    ] as const) {
      const asked = priceLookups(priceId);
      const { status, body } = await save(offerId, priceId);
      expect(status, body.message).toBe(200);
      expect(priceLookups(priceId)).toBe(asked + 1);
      const [row] = (await storedRows()).filter((r) => r.key === `offer:${offerId}`);
      expect(row?.value).toMatchObject({ provider: "stripe", stripePriceId: priceId });
    }
    const tab = pageText(await (await server.request("/admin?tab=offers", { cookie: admin })).text());
    expect(tab).toContain(
      "Checked with Stripe when saved: a monthly USD price of $17.00, what the trial renews at (the site adds the trial and its fee)",
    );
  });

  it("refuses a price that charges something else, with the field's message, and writes nothing", async () => {
    const before = await storedRows();
    for (const [offerId, priceId, field, message] of [
      [
        "book-bundle",
        "price_bundle_cent_off",
        "price",
        "Stripe price price_bundle_cent_off charges $24.98, but the offer shows $24.99",
      ],
      [
        "book-bundle",
        "price_bundle_eur",
        "stripePriceId",
        "Stripe price price_bundle_eur is in EUR, but the site sells in USD",
      ],
      [
        "book-bundle",
        "price_bundle_monthly",
        "stripePriceId",
        "Stripe price price_bundle_monthly is recurring (every month), but Bundle is paid once: choose a one-time price",
      ],
      [
        "program-3-pay",
        "price_plan_one_time",
        "stripePriceId",
        "This price is one-time; a payment plan needs a monthly recurring price",
      ],
      // The approved applicant's 3-pay option with the one-time price Stripe would refuse at the buyer's click.
      [
        "application-3-pay",
        "price_plan_one_time",
        "stripePriceId",
        "This price is one-time; a payment plan needs a monthly recurring price",
      ],
      [
        "program-3-pay",
        "price_plan_yearly",
        "stripePriceId",
        "Stripe price price_plan_yearly bills every year, but Payment Plan is billed every month",
      ],
      [
        "book-digital",
        "price_nowhere",
        "stripePriceId",
        "Stripe has no price price_nowhere in test mode: copy the id from the price's page in Stripe",
      ],
    ] as const) {
      const { status, body } = await save(offerId, priceId);
      expect(status, priceId).toBe(400);
      // `values`: what was typed, for a page rendered again without JavaScript.
      expect(body).toEqual({ ok: false, message, fieldErrors: { [field]: message }, values: expect.any(Object) });
    }
    expect(await storedRows()).toEqual(before);
  });

  it("refuses while Stripe cannot be reached, saying nothing was saved", async () => {
    const before = await storedRows();
    standIn.setUnreachable(true);
    const { status, body } = await save("book-bundle", "price_bundle");
    expect(status).toBe(503);
    const message = "Stripe did not answer, so price_bundle could not be checked: try again in a minute";
    expect(body).toEqual({
      ok: false,
      message: `${message}. Nothing was saved.`,
      fieldErrors: { stripePriceId: message },
      values: expect.objectContaining({ offerId: "book-bundle", stripePriceId: "price_bundle" }),
    });
    expect(await storedRows()).toEqual(before);
  });

  it("is refused to anonymous visitors and customers before Stripe is asked", async () => {
    const before = await storedRows();
    const asked = priceLookups("price_bundle");
    for (const cookie of [undefined, customer]) {
      const response = await adminAction(server, offerForm("book-bundle", "price_bundle"), cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
    }
    expect(priceLookups("price_bundle")).toBe(asked);
    expect(await storedRows()).toEqual(before);
  });
});

describe("the launch checklist's Stripe prices", () => {
  it("says the named prices match only after Stripe confirmed them, and only to the admin", async () => {
    // A save clears what the dashboard last heard from Stripe.
    expect((await save("book-bundle", "price_bundle")).status).toBe(200);
    const asked = priceLookups("price_plan");
    const text = pageText(await checklist());
    expect(priceLookups("price_plan")).toBe(asked + 1);
    expect(text).toContain("Stripe prices checked in the last 30 seconds: 4 of 4 match what the offers' pages show.");
    expect(text).not.toContain("differ");
    for (const cookie of [undefined, customer]) {
      const page = await server.request("/admin", { cookie });
      expect(page.status).toBe(302);
      const data = await server.request("/admin.data", { cookie });
      expect(await data.text()).not.toContain("Stripe prices");
    }
  });

  it("lists every price as not checked while Stripe cannot be reached, and claims no match", async () => {
    expect((await save("book-bundle", "price_bundle")).status).toBe(200);
    standIn.setUnreachable(true);
    const html = await checklist();
    const text = pageText(html);
    expect(text).toContain("4 Stripe prices not checked");
    expect(text).toContain(
      "Bundle (Book page): Stripe did not answer, so price_bundle could not be checked: try again in a minute",
    );
    expect(html).toContain('href="/admin?tab=offers#book-bundle.stripePriceId"');
    expect(text).not.toContain("match what the offers");
    expect(text).not.toContain("Every placeholder is replaced");
  });

  it("shows drift found after the save: a price archived in Stripe, and an offer saved before prices were checked", async () => {
    expect((await save("program-3-pay", "price_plan")).status).toBe(200);
    standIn.archivePrice("price_plan");
    // Stored as an older version saved it, unchecked: the paperback ($19.99) at a $9.99 price.
    standIn.addPrice({ id: "price_paperback_old", unitAmount: 999 });
    await sellThroughStripe(server, "book-paperback", { stripePriceId: "price_paperback_old" });

    const html = await checklist();
    const text = pageText(html);
    expect(text).toContain("2 Stripe prices differ");
    expect(text).toContain(
      "Payment Plan (Program page): Stripe price price_plan is archived, so checkout can't sell it: restore it in Stripe or choose an active price",
    );
    expect(text).toContain(
      "Paperback (Book page): Stripe price price_paperback_old charges $9.99, but the offer shows $19.99",
    );
    expect(html).toContain('href="/admin?tab=offers#program-3-pay.stripePriceId"');
    expect(html).toContain('href="/admin?tab=offers#book-paperback.price"');
    expect(text).toContain("Stripe prices checked in the last 30 seconds: 3 of 5 match what the offers' pages show.");
  });
});
