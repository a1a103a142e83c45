import { inArray } from "drizzle-orm";
import { products } from "~/db/schema";
import { DEFAULT_OFFERS, OFFER_IDS } from "~/content/offers";
import { fieldErrorsOf } from "~/lib/form-reply";
import { offerFormSchema, siteFormSchema, siteFormValues } from "~/lib/site-forms";
import type { Services } from "~/services.server";
import { listProductChoices } from "./access.server";
import type { AdminActionResult } from "./schemas";

type Outcome = { status: 200 | 400; result: AdminActionResult };

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

/** Saves one offer of the Offers tab; the products it grants must exist. */
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
  await services.siteContent.saveOffer(offerId, offer);
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
  };
}
