import { inArray } from "drizzle-orm";
import { products } from "~/db/schema";
import { DEFAULT_OFFERS, OFFER_IDS } from "~/content/offers";
import { fieldErrorsOf } from "~/lib/form-reply";
import { offerFormSchema, siteFormSchema, siteFormValues } from "~/lib/site-forms";
import { priceFieldErrors, verifyOfferPrice, type LookupBudget } from "~/features/stripe/index.server";
import type { Services } from "~/services.server";
import { listProductChoices } from "./access.server";
import { invalidateAggregates } from "./aggregate-cache.server";
import type { AdminActionResult } from "./schemas";

type Outcome = { status: 200 | 400 | 503; result: AdminActionResult };

/** The owner waits for this one on a save: a retry is worth it before refusing. */
const SAVE_LOOKUP: LookupBudget = { timeoutMs: 5_000, retries: 1 };

const invalid = (fieldErrors: Record<string, string>): Outcome => ({
  status: 400,
  result: { ok: false, message: Object.values(fieldErrors)[0] ?? "Invalid input", fieldErrors },
});

/** Saves the Site tab: every field valid, or nothing saved and each bad field named. */
export async function saveSiteSettings(fields: Record<string, string>, services: Services): Promise<Outcome> {
  const parsed = siteFormSchema.safeParse(fields);
  if (!parsed.success) return invalid(fieldErrorsOf(parsed.error));
  await services.siteContent.saveSettings(parsed.data);
  return { status: 200, result: { ok: true, message: "Site settings saved" } };
}

/**
 * Saves one offer of the Offers tab; the products it grants must exist.
 * With Stripe configured, a named Stripe price must charge what the offer
 * shows (amount, currency, one-time or monthly), asked of Stripe now. When
 * Stripe cannot say, nothing is saved either: a save is the one moment a
 * wrong price can be stopped before buyers see it, and a warning toast
 * would let it go live unverified (decision 021).
 */
export async function saveOffer(fields: Record<string, string>, services: Services): Promise<Outcome> {
  const parsed = offerFormSchema.safeParse(fields);
  if (!parsed.success) return invalid(fieldErrorsOf(parsed.error));
  const { offerId, offer } = parsed.data;
  if (offer.grants.length > 0) {
    const found = await services.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, offer.grants));
    if (found.length !== offer.grants.length) return invalid({ grants: "A chosen product no longer exists" });
  }
  const stripe = services.config.stripe;
  if (offer.stripePriceId && stripe) {
    const verdict = await verifyOfferPrice(stripe, { ...DEFAULT_OFFERS[offerId], ...offer }, SAVE_LOOKUP);
    if (verdict.state === "differs") return invalid(priceFieldErrors(verdict.problems));
    if (verdict.state === "unchecked") {
      const { message } = verdict.problem;
      return {
        status: 503,
        result: {
          ok: false,
          message: `${message}. Nothing was saved.`,
          fieldErrors: priceFieldErrors([verdict.problem]),
        },
      };
    }
  }
  await services.siteContent.saveOffer(offerId, offer);
  // The launch checklist asks Stripe again rather than show what it found before this save.
  invalidateAggregates();
  return { status: 200, result: { ok: true, message: `${DEFAULT_OFFERS[offerId].label} saved` } };
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
  };
}
