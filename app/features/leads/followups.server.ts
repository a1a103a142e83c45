import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, ne, sql, type SQLWrapper } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { Config } from "~/config.server";
import type { Services } from "~/services.server";
import { queryRows, type Db, type Tx } from "~/db/client.server";
import { emailOutbox, emailSuppressions, leadEvents, leadFollowups, type LeadKind } from "~/db/schema";
import { MARKETING_CONSENT } from "~/content/marketing-consent";
import { mailboxKey } from "~/lib/email/mailbox";
import { enqueueEmail, outboxRow, type OutgoingEmail, type QueueOptions } from "~/lib/email/outbox.server";
import { writeTogether } from "~/db/write-together.server";
import { recipientCapHits } from "~/lib/email/recipient-cap.server";
import type { CopyOverrides } from "~/lib/page-copy";
import {
  rateLimitsInTurnSql,
  rateLimitVerdictsOf,
  tooManyAttempts,
  type RateLimitRow,
} from "~/lib/security/rate-limit.server";
import { leadMailContentOf, type LeadMailContent } from "~/lib/email/support-address.server";
import { confirmationEmail, leadEmailHeaders, type LeadLinks } from "./lead-emails";
import { consentIpHash, signContactToken, signLinkToken } from "./link-tokens.server";
import { consentNeedsConfirmation, sequenceDueAt } from "./sequence";

/**
 * What follows a saved lead, always inside the transaction that saved it:
 * the result email(s), the marketing consent and its confirmation email,
 * the start of the follow-up sequence, and the event for the owner's email
 * platform. A replayed submission never reaches here (the lead insert found
 * its idempotency key), so a lead gets its result exactly once.
 */

export interface LeadMailSettings {
  baseUrl: string;
  /** Signs the links in lead emails and hashes consent IPs. */
  secret: string;
  doubleOptIn: boolean;
  /** Whether events are written for LEADS_WEBHOOK_URL. */
  webhook: boolean;
}

export function leadMailSettings(config: Config): LeadMailSettings {
  return {
    baseUrl: config.baseUrl,
    secret: config.authSecret,
    doubleOptIn: config.marketingDoubleOptIn,
    webhook: config.leadsWebhook !== undefined,
  };
}

/** What a lead's follow-up takes besides the form. */
export interface LeadContext {
  settings: LeadMailSettings;
  /**
   * The owner's saved words and sender line, from the site content the
   * server holds (checked against the database once a second): a burst of
   * leads reads and parses none of it again.
   */
  mail: LeadMailContent;
  clientIp: string;
  now?: Date;
}

export async function leadContextOf(
  services: Pick<Services, "config" | "siteContent">,
  clientIp: string,
): Promise<LeadContext> {
  const { content } = await services.siteContent.fresh();
  return { settings: leadMailSettings(services.config), mail: leadMailContentOf(content), clientIp };
}

function unsubscribeUrl(settings: LeadMailSettings, email: string): string {
  return `${settings.baseUrl}/email/unsubscribe/${signLinkToken(settings.secret, "unsubscribe", email)}`;
}

function confirmUrl(settings: LeadMailSettings, followupId: string): string {
  return `${settings.baseUrl}/email/confirm/${signLinkToken(settings.secret, "confirm", followupId)}`;
}

/** The links and sender line of an email to a lead (`sender`: LeadMailContent's). */
export function linksFor(settings: LeadMailSettings, email: string, sender: string): LeadLinks {
  return {
    baseUrl: settings.baseUrl,
    unsubscribeUrl: unsubscribeUrl(settings, email),
    contactToken: signContactToken(settings.secret, email),
    sender,
  };
}

/**
 * Queues an email to a lead with the Reply-To (`replyTo`: LeadMailContent's)
 * and one-click unsubscribe headers.
 */
export async function enqueueLeadEmail(
  tx: Tx,
  settings: LeadMailSettings,
  email: OutgoingEmail,
  options: LeadEmailOptions,
): Promise<string> {
  return enqueueEmail(tx, email, leadEmailOptions(settings, email, options));
}

type LeadEmailOptions = { kind: "lead" | "marketing"; replyTo: string; delayMs?: number; sendBefore?: Date };

function leadEmailOptions(
  settings: LeadMailSettings,
  email: OutgoingEmail,
  { replyTo, ...options }: LeadEmailOptions,
): QueueOptions {
  return { ...options, headers: leadEmailHeaders({ unsubscribeUrl: unsubscribeUrl(settings, email.to), replyTo }) };
}

/** The insert of an event for the owner's email platform; null unless LEADS_WEBHOOK_URL is configured. */
function leadEventInsert(
  tx: Tx,
  settings: LeadMailSettings,
  event: { followupId: string | null; type: string; data: Record<string, unknown>; now: Date },
) {
  if (!settings.webhook) return null;
  return tx.insert(leadEvents).values({
    followupId: event.followupId,
    type: event.type,
    payload: { type: event.type, timestamp: event.now.toISOString(), data: event.data },
  });
}

/** Writes an event for the owner's email platform, when LEADS_WEBHOOK_URL is configured. */
async function queueLeadEvent(tx: Tx, settings: LeadMailSettings, event: Parameters<typeof leadEventInsert>[2]) {
  await writeTogether(tx, [leadEventInsert(tx, settings, event)]);
}

/** Ends the running sequences of an address (a newer one starts, or it unsubscribed): awaited, or written together. */
function endSequences(tx: Tx, email: string, reason: "superseded" | "unsubscribed", exceptId?: string) {
  return tx
    .update(leadFollowups)
    .set({ sequenceNextAt: null, sequenceEndReason: reason })
    .where(
      and(
        eq(leadFollowups.email, email),
        isNotNull(leadFollowups.sequenceNextAt),
        ...(exceptId ? [ne(leadFollowups.id, exceptId)] : []),
      ),
    );
}

export interface LeadFollowupInput {
  kind: LeadKind;
  /** The new lead's id, chosen by the caller for `insert`. */
  leadId: string;
  /**
   * The lead's insert: `… on conflict (idempotency key) do nothing
   * returning id`, so it returns no row for a replayed submission.
   */
  insert: SQLWrapper;
  /** Rows of the lead besides `insert` (they may refer to its id). */
  alsoWrite?: SQLWrapper[];
  email: string;
  name: string;
  /** The unticked-by-default marketing checkbox. */
  marketingConsent: boolean;
  clientIp: string;
  /** The result email(s) in sending order; the last is the one the admin sees as "the result". */
  results: (links: LeadLinks, copy: CopyOverrides) => { email: OutgoingEmail; delayMs?: number }[];
  /** The lead's fields for the owner's email platform. */
  eventType: "lead.created" | "application.submitted";
  eventData: Record<string, unknown>;
  now: Date;
}

const ADDRESS_LIMITED = "Too many submissions for this email address in the last hour. Please try again later.";

/**
 * Saves a lead and what follows it in the caller's transaction, in two
 * statements, so a burst of leads holds each pooled connection briefly.
 * The first inserts the lead and, only when it is new, counts it against
 * its address's hourly budget and then the result emails' caps, and reads
 * whether the address unsubscribed. Past the budget a 429 is thrown, the
 * transaction rolls back and the browser keeps the lead to send again
 * later; a replay of a submission (its insert returns no row) costs
 * nothing and answers false. The second writes the rows that follow
 * (emails, follow-up, ended sequences, event), which refer to each other
 * by ids chosen here.
 */
export async function saveLeadWithFollowup(
  tx: Tx,
  { settings, mail }: Pick<LeadContext, "settings" | "mail">,
  input: LeadFollowupInput,
): Promise<boolean> {
  const { email, now } = input;
  const consent = input.marketingConsent;
  // Counters run on the clock, like every rate limit; `now` dates the lead's own rows.
  const epochMs = Date.now();
  const hits = [{ name: "leadsPerAddress" as const, subject: mailboxKey(email) }, ...recipientCapHits("result", email)];
  const counted = rateLimitsInTurnSql(hits, epochMs, sql`exists (select from lead)`);
  // Whether the address unsubscribed matters only to a lead who ticked the box: a row with i = -1.
  const suppression = consent
    ? sql` union all select -1, null, 1 from ${emailSuppressions} where ${emailSuppressions.email} = ${email}`
    : sql``;
  const rows = await queryRows<RateLimitRow>(
    tx,
    sql`with lead as (${input.insert.getSQL()}), ${counted.clauses} ${counted.rows}${suppression}`,
  );
  const [address, ...caps] = rateLimitVerdictsOf(hits, rows, epochMs);
  if (!address) return false;
  if (!address.allowed) throw tooManyAttempts(address.retryAfterSeconds, ADDRESS_LIMITED);
  // Past the address's cap the lead, its consent and its event are still
  // recorded; only its emails (the results and the confirmation) are not sent.
  const mayEmail = caps.every((verdict) => verdict?.allowed);
  const suppressed = rows.some((row) => Number(row.i) === -1);
  const needsConfirmation = consent && consentNeedsConfirmation({ doubleOptIn: settings.doubleOptIn, suppressed });
  const confirmedAt = consent && !needsConfirmation ? now : null;
  const followupId = randomUUID();

  const emails: PgInsertValue<typeof emailOutbox>[] = [];
  const queue = (outgoing: OutgoingEmail, options: { delayMs?: number } = {}) => {
    const id = randomUUID();
    const queued = leadEmailOptions(settings, outgoing, { kind: "lead", replyTo: mail.replyTo, ...options });
    emails.push({ id, ...outboxRow(outgoing, queued) });
    return id;
  };
  let resultEmailId: string | null = null;
  if (mayEmail) {
    for (const result of input.results(linksFor(settings, email, mail.sender), mail.copy)) {
      resultEmailId = queue(result.email, { delayMs: result.delayMs });
    }
    if (needsConfirmation) {
      queue(
        confirmationEmail({
          to: email,
          name: input.name,
          confirmUrl: confirmUrl(settings, followupId),
          links: linksFor(settings, email, mail.sender),
          copy: mail.copy,
        }),
      );
    }
  }

  await writeTogether(tx, [
    ...(input.alsoWrite ?? []),
    emails.length > 0 ? tx.insert(emailOutbox).values(emails) : null,
    tx.insert(leadFollowups).values({
      id: followupId,
      leadKind: input.kind,
      leadId: input.leadId,
      email,
      name: input.name,
      resultEmailId,
      consentVersion: consent ? MARKETING_CONSENT.version : null,
      consentedAt: consent ? now : null,
      consentIpHash: consent ? consentIpHash(settings.secret, input.clientIp) : null,
      confirmedAt,
      sequenceNextAt: confirmedAt ? sequenceDueAt(confirmedAt, 0) : null,
    }),
    confirmedAt ? endSequences(tx, email, "superseded", followupId) : null,
    leadEventInsert(tx, settings, {
      followupId,
      type: input.eventType,
      now,
      data: {
        list: input.kind,
        leadId: input.leadId,
        email,
        name: input.name,
        ...input.eventData,
        marketingConsent: consent
          ? { version: MARKETING_CONSENT.version, consentedAt: now.toISOString(), confirmed: confirmedAt !== null }
          : null,
        createdAt: now.toISOString(),
      },
    }),
  ]);
  return true;
}

/** The lead behind a confirmation link, for the page the link opens (reads only). */
export async function findFollowup(db: Db, id: string) {
  const [row] = await db
    .select({
      id: leadFollowups.id,
      email: leadFollowups.email,
      consentedAt: leadFollowups.consentedAt,
      confirmedAt: leadFollowups.confirmedAt,
    })
    .from(leadFollowups)
    .where(eq(leadFollowups.id, id));
  return row ?? null;
}

/**
 * Double opt-in: the owner of the address pressed the confirmation page's
 * button. The consent becomes confirmed, an earlier unsubscribe of the
 * address is lifted (this is its owner asking again), and the sequence starts.
 */
export async function confirmMarketingConsent(
  db: Db,
  settings: LeadMailSettings,
  { followupId, now = new Date() }: { followupId: string; now?: Date },
): Promise<"confirmed" | "already-confirmed" | "not-found"> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(leadFollowups)
      .set({
        confirmedAt: now,
        sequenceStep: 0,
        sequenceNextAt: sequenceDueAt(now, 0),
        sequenceEndReason: null,
      })
      .where(
        and(
          eq(leadFollowups.id, followupId),
          isNotNull(leadFollowups.consentedAt),
          sql`${leadFollowups.confirmedAt} is null`,
        ),
      )
      .returning({ id: leadFollowups.id, email: leadFollowups.email });
    if (!updated) return (await findFollowup(tx, followupId)) ? "already-confirmed" : "not-found";
    await tx.delete(emailSuppressions).where(eq(emailSuppressions.email, updated.email));
    await endSequences(tx, updated.email, "superseded", updated.id);
    await queueLeadEvent(tx, settings, {
      followupId: updated.id,
      type: "consent.confirmed",
      now,
      data: { email: updated.email, version: MARKETING_CONSENT.version, confirmedAt: now.toISOString() },
    });
    return "confirmed";
  });
}

/**
 * Puts an address on the suppression list: its sequences end, its queued
 * marketing emails are withdrawn, and no marketing email reaches it again.
 * Account and order mail is not affected.
 */
export async function unsubscribeAddress(
  db: Db,
  settings: LeadMailSettings,
  { email, now = new Date() }: { email: string; now?: Date },
): Promise<"unsubscribed" | "already-unsubscribed"> {
  return db.transaction(async (tx) => {
    const [added] = await tx
      .insert(emailSuppressions)
      .values({ email })
      .onConflictDoNothing()
      .returning({ email: emailSuppressions.email });
    if (!added) return "already-unsubscribed";
    await endSequences(tx, email, "unsubscribed");
    await tx
      .update(emailOutbox)
      .set({ status: "suppressed" })
      .where(
        and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "marketing"), inArray(emailOutbox.status, ["queued"])),
      );
    const [latest] = await tx
      .select({ id: leadFollowups.id })
      .from(leadFollowups)
      .where(eq(leadFollowups.email, email))
      .orderBy(desc(leadFollowups.createdAt))
      .limit(1);
    await queueLeadEvent(tx, settings, {
      followupId: latest?.id ?? null,
      type: "contact.unsubscribed",
      now,
      data: { email, unsubscribedAt: now.toISOString() },
    });
    return "unsubscribed";
  });
}
