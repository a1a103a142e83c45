import { createHash } from "node:crypto";
import type { ConversionsConfig } from "~/config.server";
import type { Db } from "~/db/client.server";
import { conversionEvents, type ConversionPlatform } from "~/db/schema";
import { deliverDueHttpRows, postJsonOrThrow } from "~/lib/email/http-outbox.server";
import { runInBackground, type BackgroundTask } from "~/lib/background-task.server";
import type { Services } from "~/services.server";
import {
  ga4PurchasePayload,
  metaPurchasePayload,
  purchaseReportable,
  type PaidOrderConversion,
} from "./purchase-conversions";

/** Meta's `em`: SHA-256 of the trimmed, lower-cased address. */
function hashEmailForMeta(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest("hex");
}

/**
 * Queues the order's Purchase for each platform that is configured, in the
 * caller's transaction (the order's), so a committed order always has its
 * conversions and a rolled-back one never does. A replayed order queues
 * nothing twice (one row per order and platform). A buyer whose checkout
 * the site started without their consent where it asked (purchaseReportable)
 * is reported to no platform.
 */
export async function queuePurchaseConversions(
  tx: Pick<Db, "insert">,
  conversions: ConversionsConfig,
  order: Omit<PaidOrderConversion, "emailSha256"> & { email: string },
): Promise<number> {
  if (!purchaseReportable(order.visitor)) return 0;
  const { email, ...rest } = order;
  const conversion = { ...rest, emailSha256: hashEmailForMeta(email) };
  const rows: { orderId: string; platform: ConversionPlatform; payload: Record<string, unknown> }[] = [];
  if (conversions.meta)
    rows.push({ orderId: order.orderId, platform: "meta", payload: metaPurchasePayload(conversion) });
  if (conversions.ga) rows.push({ orderId: order.orderId, platform: "ga4", payload: ga4PurchasePayload(conversion) });
  if (rows.length === 0) return 0;
  const queued = await tx
    .insert(conversionEvents)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: conversionEvents.id });
  return queued.length;
}

type ConversionRow = { id: string; attempts: number; platform: ConversionPlatform; payload: Record<string, unknown> };

/** The platform's endpoint with its credentials, which are never stored with the payload. */
function endpointFor(conversions: ConversionsConfig, platform: ConversionPlatform): string {
  if (platform === "meta") {
    if (!conversions.meta) throw new Error("META_CAPI_TOKEN is no longer set");
    const { url, pixelId, token } = conversions.meta;
    return `${url}/${encodeURIComponent(pixelId)}/events?access_token=${encodeURIComponent(token)}`;
  }
  if (!conversions.ga) throw new Error("GA_API_SECRET is no longer set");
  const { url, measurementId, apiSecret } = conversions.ga;
  const query = new URLSearchParams({ measurement_id: measurementId, api_secret: apiSecret });
  return `${url}?${query}`;
}

/** Sends the due conversions, retried with the email outbox's back-off until the platform answers 2xx. */
export async function deliverDueConversions(services: Pick<Services, "db" | "config" | "log">): Promise<void> {
  const { conversions } = services.config;
  await deliverDueHttpRows<ConversionRow>({
    db: services.db,
    log: services.log,
    table: "conversion_events",
    send: (row) => postJsonOrThrow(endpointFor(conversions, row.platform), JSON.stringify(row.payload)),
  });
}

/** Every few seconds, on every instance (rows are claimed, never sent twice at once). */
export function scheduleConversionDelivery(services: Pick<Services, "db" | "config" | "log">): BackgroundTask {
  return runInBackground({ name: "conversion delivery pass", everyMs: 5_000, log: services.log }, () =>
    deliverDueConversions(services),
  );
}
