import { inArray } from "drizzle-orm";
import { products } from "~/db/schema";
import { DEFAULT_OFFERS, OFFER_IDS } from "~/content/offers";
import type { Config } from "~/config.server";
import { offerWarnings, type PaymentSecrets } from "~/lib/offer-warnings";
import { offerForm, siteForm, siteFormValues } from "~/lib/site-forms";
import { listCoupons, priceFieldErrors, verifyOfferPrice, type LookupBudget } from "~/features/stripe/index.server";
import type { Services } from "~/services.server";
import { listProductChoices } from "./access.server";
import { invalidateAggregates } from "./aggregate-cache.server";
import type { AdminActionResult } from "./action-result";

type Outcome = { status: 200 | 400 | 503; result: AdminActionResult };

/** The owner waits for this one on a save: a retry is worth it before refusing. */
const SAVE_LOOKUP: LookupBudget = { timeoutMs: 5_000, retries: 1 };

/**
 * Nothing saved: the first message as the toast, each input's own to show
 * next to it, and what was typed, for a page rendered again without
 * JavaScript to show every edit as it was (routes/admin.tsx).
 */
const refused = (
  message: string,
  fieldErrors: Record<string, string>,
  values: Record<string, string>,
  status: 400 | 503 = 400,
): Outcome => ({
  status,
  result: { ok: false, message, fieldErrors, values },
});

/** Saves the Site tab: every field valid, or nothing saved and each bad field named. */
export async function saveSiteSettings(
  fields: Record<string, string>,
  services: Services,
  savedBy: string,
): Promise<Outcome> {
  const checked = siteForm.check(fields);
  if (!checked.ok) return refused(checked.message, checked.reply.fieldErrors, checked.reply.values);
  await services.siteContent.saveSettings(checked.data, savedBy);
  return { status: 200, result: { ok: true, message: "Site settings saved" } };
}

/**
 * Saves one offer of the Offers tab; the products it grants must exist.
 * With Stripe configured, a named Stripe price must charge what the offer
 * shows (amount, currency, one-time or monthly), asked of Stripe now. When
 * Stripe cannot say, nothing is saved either: a save is the one moment a
 * wrong price can be stopped before buyers see it, and a warning toast
 * would let it go live unverified (decision 021). A provider whose secrets
 * the server lacks, or an offer that grants nothing, is saved with a
 * warning (offerWarnings).
 */
export async function saveOffer(fields: Record<string, string>, services: Services, savedBy: string): Promise<Outcome> {
  const checked = offerForm.check(fields);
  if (!checked.ok) return refused(checked.message, checked.reply.fieldErrors, checked.reply.values);
  const typed = offerForm.kept(fields);
  const { offerId, offer } = checked.data;
  if (offer.grants.length > 0) {
    const found = await services.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, offer.grants));
    const gone = "A chosen product no longer exists";
    if (found.length !== offer.grants.length) return refused(gone, { [offerForm.name("grants")]: gone }, typed);
  }
  const stripe = services.config.stripe;
  if (offer.stripePriceId && stripe) {
    const verdict = await verifyOfferPrice(stripe, { ...DEFAULT_OFFERS[offerId], ...offer }, SAVE_LOOKUP);
    if (verdict.state === "differs") {
      const fieldErrors = priceFieldErrors(verdict.problems);
      return refused(Object.values(fieldErrors)[0] ?? "The Stripe price differs from the offer", fieldErrors, typed);
    }
    if (verdict.state === "unchecked") {
      const { message } = verdict.problem;
      return refused(`${message}. Nothing was saved.`, priceFieldErrors([verdict.problem]), typed, 503);
    }
  }
  await services.siteContent.saveOffer(offerId, offer, savedBy);
  // The launch checklist asks Stripe again rather than show what it found before this save.
  invalidateAggregates();
  const warnings = offerWarnings(offer, paymentSecretsOf(services.config));
  const message = `${DEFAULT_OFFERS[offerId].label} saved`;
  return { status: 200, result: warnings.length > 0 ? { ok: true, message, warnings } : { ok: true, message } };
}

/** Which payment secrets the environment sets (config.server.ts). */
function paymentSecretsOf(config: Pick<Config, "stripe" | "thrivecart">): PaymentSecrets {
  return {
    stripeSecretKey: config.stripe !== undefined,
    stripeWebhookSecret: Boolean(config.stripe?.webhookSecret),
    thrivecartSecret: Boolean(config.thrivecart.secret),
  };
}

export async function loadSiteTab(services: Services) {
  const { content, checklist } = await services.siteContent.fresh();
  return { values: siteFormValues(content.settings), placeholders: checklist.map((item) => item.field) };
}

export async function loadOffersTab(services: Services) {
  const { content, checklist } = await services.siteContent.fresh();
  return {
    offers: OFFER_IDS.map((id) => content.offers[id]),
    products: await listProductChoices(services.db),
    placeholders: checklist.map((item) => item.field),
    /** Whether a save asks Stripe about the price id (a Stripe key is set). */
    checksStripePrices: services.config.stripe !== undefined,
    /** The owner's coupons with their uses so far (coupons need Stripe). */
    coupons: await listCoupons(services.db),
    siteUrl: services.config.baseUrl,
  };
}
