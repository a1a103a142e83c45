import { sql } from "drizzle-orm";
import { purchaseOrders } from "~/db/schema";
import type { Services } from "~/services.server";
import { trialSpotsLeft } from "./trial-spots";

/** The trial offer whose spots the owner counts. */
const TRIAL_OFFER = "ai-suite-trial";

/** The AI upsell's "spots left": the owner's capacity minus the trial's real orders, or null (not shown). */
export async function loadTrialSpotsLeft(services: Pick<Services, "db" | "siteContent">): Promise<number | null> {
  const { content } = await services.siteContent.fresh();
  const capacity = content.proof.trialCapacity;
  if (capacity === null) return null;
  const orders = await services.db
    .select({ status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(sql`${purchaseOrders.offerIds} @> ${JSON.stringify([TRIAL_OFFER])}::jsonb`);
  return trialSpotsLeft(
    capacity,
    orders.map((order) => order.status),
  );
}
