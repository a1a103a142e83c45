import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "~/db/client.server";
import { webhookDeliveries } from "~/db/schema";
import type { WebhookDelivery } from "./webhook-version";

/** Notes a verified Stripe event as the endpoint's last delivery (one row, overwritten). */
export async function noteStripeDelivery(db: Db, event: Pick<Stripe.Event, "id" | "type" | "api_version">) {
  const values = { eventId: event.id, eventType: event.type, apiVersion: event.api_version ?? null };
  await db
    .insert(webhookDeliveries)
    .values({ provider: "stripe", ...values })
    .onConflictDoUpdate({ target: webhookDeliveries.provider, set: { ...values, receivedAt: sql`now()` } });
}

/** The last event Stripe delivered, or null before the first. */
export async function lastStripeDelivery(db: Db): Promise<WebhookDelivery | null> {
  const [row] = await db
    .select({
      apiVersion: webhookDeliveries.apiVersion,
      eventType: webhookDeliveries.eventType,
      receivedAt: webhookDeliveries.receivedAt,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.provider, "stripe"));
  return row ?? null;
}
