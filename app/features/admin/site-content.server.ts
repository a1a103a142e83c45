import { inArray } from "drizzle-orm";
import { products } from "~/db/schema";
import { DEFAULT_OFFERS, OFFER_IDS } from "~/content/offers";
import { offerForm, siteForm, siteFormValues } from "~/lib/site-forms";
import type { Services } from "~/services.server";
import { listProductChoices } from "./access.server";
import type { AdminActionResult } from "./schemas";

type Outcome = { status: 200 | 400; result: AdminActionResult };

/** Nothing saved: the first message as the toast, and each input's own to show next to it. */
const refused = (message: string, fieldErrors: Record<string, string>): Outcome => ({
  status: 400,
  result: { ok: false, message, fieldErrors },
});

/** Saves the Site tab: every field valid, or nothing saved and each bad field named. */
export async function saveSiteSettings(fields: Record<string, string>, services: Services): Promise<Outcome> {
  const checked = siteForm.check(fields);
  if (!checked.ok) return refused(checked.message, checked.reply.fieldErrors);
  await services.siteContent.saveSettings(checked.data);
  return { status: 200, result: { ok: true, message: "Site settings saved" } };
}

/** Saves one offer of the Offers tab; the products it grants must exist. */
export async function saveOffer(fields: Record<string, string>, services: Services): Promise<Outcome> {
  const checked = offerForm.check(fields);
  if (!checked.ok) return refused(checked.message, checked.reply.fieldErrors);
  const { offerId, offer } = checked.data;
  if (offer.grants.length > 0) {
    const found = await services.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, offer.grants));
    const gone = "A chosen product no longer exists";
    if (found.length !== offer.grants.length) return refused(gone, { [offerForm.name("grants")]: gone });
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
