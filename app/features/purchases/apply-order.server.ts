import { DEFAULT_OFFERS, isOfferId } from "~/content/offers";
import { requestPasswordReset } from "~/features/auth/index.server";
import type { Config } from "~/config.server";
import type { Tx } from "~/db/client.server";
import { queuePurchaseConversions, type VisitorContext } from "~/features/conversions/index.server";
import type { Services } from "~/services.server";
import { recordPaidOrder, replayOrder, type PaidOrder, type PaidOrderOutcome } from "./record-order.server";

/**
 * Queues the server-side Purchase conversions of what an order (or a later
 * part of it, under its own event id) bought, in the caller's transaction.
 * Without the browser that started the checkout, the purchase is credited
 * to the order confirmation page.
 */
export async function queueOrderConversions(
  tx: Tx,
  config: Config,
  purchase: {
    orderId: string;
    email: string;
    amount: number | null;
    currency: string | null;
    offerIds: readonly string[];
    paidAt: Date;
    visitor: VisitorContext | null;
  },
) {
  await queuePurchaseConversions(tx, config.conversions, {
    orderId: purchase.orderId,
    email: purchase.email,
    amountCents: purchase.amount ?? 0,
    currency: purchase.currency ?? "USD",
    offers: purchase.offerIds.filter(isOfferId).map((id) => ({ id, label: DEFAULT_OFFERS[id].label })),
    paidAt: purchase.paidAt,
    sourceUrl: `${config.baseUrl}/rerouted/thank-you`,
    visitor: purchase.visitor,
  });
}

/**
 * After the commit: the buyer's welcome with a "choose a password" link,
 * for a new account or one reclaimed from whoever signed up with the
 * address unproven (a failure is logged; "Forgot password" still works).
 */
export async function welcomeNewBuyer(services: Services, outcome: PaidOrderOutcome | null) {
  if (!outcome || outcome.result === "duplicate" || !(outcome.accountCreated || outcome.accountReclaimed)) return;
  await requestPasswordReset(services, outcome.email, "welcome");
}

/**
 * A paid order from any provider, recorded and granted with its server-side
 * Purchase conversions queued in the same transaction, then the new buyer
 * welcomed and the outcome logged. An order that needs attention is paid
 * too: it is reported as well. A subscription's later payment recorded as
 * its order (the first notification never came) is no new purchase to report.
 */
export async function applyPaidOrder(
  services: Services,
  order: PaidOrder,
  { reportConversion = true }: { reportConversion?: boolean } = {},
): Promise<PaidOrderOutcome> {
  const { config } = services;
  const paidAt = new Date();
  const outcome = await recordPaidOrder({
    db: services.db,
    order,
    adminEmails: config.adminEmails,
    libraryUrl: `${config.baseUrl}/dashboard`,
    onRecorded: async (tx, recorded) => {
      if (!reportConversion) return;
      await queueOrderConversions(tx, config, {
        orderId: recorded.orderId,
        email: recorded.email,
        amount: order.amount,
        currency: order.currency,
        offerIds: recorded.offerIds,
        paidAt,
        visitor: order.visitor ?? null,
      });
    },
  });
  services.log.info("order recorded", { provider: order.provider, ...outcome });
  await welcomeNewBuyer(services, outcome);
  return outcome;
}

/** The admin's Replay of a "needs attention" order, with the same welcome as a first delivery. */
export async function applyReplay(services: Services, orderId: string): Promise<PaidOrderOutcome | null> {
  const outcome = await replayOrder({
    db: services.db,
    orderId,
    adminEmails: services.config.adminEmails,
    libraryUrl: `${services.config.baseUrl}/dashboard`,
  });
  services.log.info("order replayed", { orderId, result: outcome?.result ?? "unknown" });
  await welcomeNewBuyer(services, outcome);
  return outcome;
}
