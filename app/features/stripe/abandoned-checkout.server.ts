import { and, count, gte, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { isOfferId, type OfferId } from "~/content/offers";
import type { Db, Tx } from "~/db/client.server";
import { abandonedCheckouts, emailSuppressions, leadFollowups, purchaseOrders } from "~/db/schema";
import { countdownOfOffer } from "~/features/funnel";
import { enqueueLeadEmail, leadMailSettings, linksFor } from "~/features/leads/index.server";
import { readLeadMailContent } from "~/lib/email/support-address.server";
import type { Services } from "~/services.server";
import {
  hasMarketingConsent,
  offerEndsAtOf,
  RECOVERY_DECISION_TEXT,
  recoveryDecision,
  recoverySendBefore,
  type RecoveryDecision,
} from "./abandoned-checkout";
import { abandonedCheckoutEmail, itemsInWords } from "./billing-emails";

/** Orders that still stand: a purchase made since the checkout was abandoned. */
const STANDING: ("granted" | "needs_attention" | "completed")[] = ["granted", "needs_attention", "completed"];

const sameAddress = (column: typeof leadFollowups.email, email: string) => sql`lower(${column}) = lower(${email})`;

/** Whether the address opted in to marketing on the site (confirmed, when double opt-in is on). */
async function leadOptedIn(db: Pick<Db, "select">, email: string, doubleOptIn: boolean): Promise<boolean> {
  const [row] = await db
    .select({ id: leadFollowups.id })
    .from(leadFollowups)
    .where(
      and(
        sameAddress(leadFollowups.email, email),
        isNotNull(leadFollowups.consentedAt),
        doubleOptIn ? isNotNull(leadFollowups.confirmedAt) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function unsubscribed(db: Pick<Db, "select">, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: emailSuppressions.email })
    .from(emailSuppressions)
    .where(sql`lower(${emailSuppressions.email}) = lower(${email})`)
    .limit(1);
  return Boolean(row);
}

/** A standing order of the address since `since`, of any of `offerIds` (of anything when none are known). */
async function boughtSince(db: Pick<Db, "select">, email: string, offerIds: readonly string[], since: Date) {
  const [row] = await db
    .select({ orderId: purchaseOrders.orderId })
    .from(purchaseOrders)
    .where(
      and(
        sql`lower(${purchaseOrders.email}) = lower(${email})`,
        inArray(purchaseOrders.status, STANDING),
        gte(purchaseOrders.createdAt, since),
        offerIds.length > 0
          ? or(...offerIds.map((id) => sql`${purchaseOrders.offerIds} @> ${JSON.stringify([id])}::jsonb`))
          : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * `checkout.session.expired`: the session is kept as abandoned (once: a
 * redelivery, or a session already recovered, finds its row), and its
 * "Your order is waiting" email is queued in the same transaction when the
 * rules of abandoned-checkout.ts allow it, to be sent before its link or
 * the offer's deadline ends.
 */
export async function recordExpiredCheckout(
  services: Services,
  session: Stripe.Checkout.Session,
): Promise<{ outcome: string; orderId: string }> {
  const { db, config } = services;
  const email = session.customer_details?.email ?? session.customer_email ?? null;
  const offerId = session.metadata?.offer_id;
  const offerIds: OfferId[] = offerId && isOfferId(offerId) ? [offerId] : [];
  const recovery = session.after_expiration?.recovery ?? null;
  const offerEndsAt = offerEndsAtOf(session.metadata);
  const now = new Date();
  const settings = leadMailSettings(config);
  const decision: RecoveryDecision = recoveryDecision({
    email,
    recoveryUrl: recovery?.url ?? null,
    consented: email
      ? hasMarketingConsent({
          leadOptIn: await leadOptedIn(db, email, settings.doubleOptIn),
          checkoutPromotions: session.consent?.promotions,
        })
      : false,
    suppressed: email ? await unsubscribed(db, email) : false,
    boughtSince: email ? await boughtSince(db, email, offerIds, new Date(session.created * 1000)) : false,
    hasCountdown: offerIds.some((id) => countdownOfOffer(id) !== null),
    offerEndsAt,
    now,
  });
  // Read before the transaction: on PGlite's one connection a read outside it would wait for it to end.
  const { offers } = (await services.siteContent.fresh()).content;
  const items = itemsInWords(offerIds.map((id) => offers[id].label));
  const recorded = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(abandonedCheckouts)
      .values({ sessionId: session.id, email, offerIds, expiredAt: now, decision })
      .onConflictDoNothing()
      .returning({ sessionId: abandonedCheckouts.sessionId });
    if (!row) return false;
    if (decision === "queued") {
      const emailId = await queueRecoveryEmail(services, tx, {
        to: email!,
        name: session.customer_details?.name ?? "",
        items,
        recoveryUrl: recovery!.url!,
        sendBefore: recoverySendBefore({
          expiredAt: now,
          recoveryExpiresAt: recovery?.expires_at ? new Date(recovery.expires_at * 1000) : null,
          offerEndsAt,
        }),
      });
      await tx
        .update(abandonedCheckouts)
        .set({ emailId })
        .where(sql`${abandonedCheckouts.sessionId} = ${session.id}`);
    }
    return true;
  });
  return {
    outcome: recorded ? `abandoned: ${RECOVERY_DECISION_TEXT[decision]}` : "abandoned checkout already recorded",
    orderId: session.id,
  };
}

async function queueRecoveryEmail(
  services: Services,
  tx: Tx,
  options: {
    to: string;
    name: string;
    items: string;
    recoveryUrl: string;
    sendBefore: Date;
  },
): Promise<string> {
  const settings = leadMailSettings(services.config);
  const mail = await readLeadMailContent(tx);
  const email = abandonedCheckoutEmail({
    to: options.to,
    name: options.name,
    items: options.items,
    recoveryUrl: options.recoveryUrl,
    // The link's end, or the earlier deadline the email must arrive before.
    expiresAt: options.sendBefore,
    links: linksFor(settings, options.to, mail.sender),
    copy: mail.copy,
  });
  return enqueueLeadEmail(tx, settings, email, {
    kind: "marketing",
    replyTo: mail.replyTo,
    sendBefore: options.sendBefore,
  });
}

/**
 * A paid session opened from a recovery URL (`recovered_from`) marks the
 * abandoned one recovered. Stripe may deliver it before the expiry event:
 * the row is then written here, and the late expiry finds it and sends
 * nothing.
 */
export async function markRecoveredCheckout(db: Db, session: Stripe.Checkout.Session): Promise<void> {
  const from = session.recovered_from;
  if (!from) return;
  const now = new Date();
  await db
    .insert(abandonedCheckouts)
    .values({
      sessionId: from,
      email: session.customer_details?.email ?? null,
      expiredAt: now,
      decision: "bought_since",
      recoveredBy: session.id,
      recoveredAt: now,
    })
    .onConflictDoUpdate({
      target: abandonedCheckouts.sessionId,
      set: { recoveredBy: session.id, recoveredAt: now },
      setWhere: sql`${abandonedCheckouts.recoveredBy} is null`,
    });
}

/** The Funnel tab's abandoned checkouts in a range: expired unpaid, emailed, and recovered (by when each happened). */
export async function abandonedCheckoutCounts(db: Pick<Db, "select">, bounds: { from: Date; to: Date }) {
  const inRange = (column: typeof abandonedCheckouts.expiredAt | typeof abandonedCheckouts.recoveredAt) =>
    and(gte(column, bounds.from), lt(column, bounds.to));
  const [abandoned] = await db
    .select({ all: count(), emailed: count(abandonedCheckouts.emailId) })
    .from(abandonedCheckouts)
    .where(inRange(abandonedCheckouts.expiredAt));
  const [recovered] = await db
    .select({ all: count() })
    .from(abandonedCheckouts)
    .where(inRange(abandonedCheckouts.recoveredAt));
  return { abandoned: abandoned?.all ?? 0, emailed: abandoned?.emailed ?? 0, recovered: recovered?.all ?? 0 };
}
