import { sql } from "drizzle-orm";
import { queryRows } from "~/db/client.server";
import type { LeadKind } from "~/db/schema";
import { deliverDueHttpRows, postJsonOrThrow } from "~/lib/email/http-outbox.server";
import { type BackgroundTask, runInBackground } from "~/lib/background-task.server";
import type { Services } from "~/services.server";
import { enqueueLeadEmail, leadMailSettings, linksFor, type LeadMailSettings } from "./followups.server";
import { sequenceEmail } from "./lead-emails";
import { mayReceiveMarketing, sequenceDueAt, sequenceStopReason } from "./sequence";
import { readLeadMailContent } from "~/lib/email/support-address.server";
import { webhookHeaders } from "~/lib/webhook-signature.server";

/**
 * Background work for leads, run by every instance like the email outbox
 * worker: queue the follow-up sequence emails that are due, and deliver the
 * signed events to LEADS_WEBHOOK_URL. Both claim their rows with
 * FOR UPDATE SKIP LOCKED, so several instances never do the same work twice.
 */

type DueFollowup = {
  id: string;
  lead_kind: LeadKind;
  email: string;
  name: string;
  sequence_step: number;
  consented_at: Date | string | null;
  confirmed_at: Date | string | null;
  unsubscribed: boolean;
  purchased: boolean;
  applied: boolean;
};

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Queues every sequence email that is due; returns how many were queued. */
export async function queueDueSequenceEmails(
  services: Pick<Services, "db">,
  settings: LeadMailSettings,
  { batch = 50 }: { batch?: number } = {},
): Promise<number> {
  return services.db.transaction(async (tx) => {
    // The stop conditions are read with the claim: an unsubscribe, a paid
    // order or library access under the address, or an application from it.
    const due = await queryRows<DueFollowup>(
      tx,
      sql`
      select f.id, f.lead_kind, f.email, f.name, f.sequence_step, f.consented_at, f.confirmed_at,
        exists (select 1 from email_suppressions s where s.email = f.email) as unsubscribed,
        (exists (select 1 from purchase_orders o where lower(o.email) = f.email and o.status in ('granted', 'needs_attention', 'completed'))
          or exists (select 1 from product_access a join auth_users u on u.id = a.user_id
                     where lower(u.email) = f.email and a.is_active)) as purchased,
        exists (select 1 from book_creation_applications b where b.email = f.email) as applied
      from lead_followups f
      where f.sequence_next_at <= now()
      order by f.sequence_next_at
      limit ${batch}
      for update of f skip locked`,
    );
    let queued = 0;
    const mail = due.length > 0 ? await readLeadMailContent(tx) : { copy: {}, sender: "", replyTo: "" };
    for (const lead of due) {
      const consentedAt = asDate(lead.consented_at);
      const confirmedAt = asDate(lead.confirmed_at);
      const stop = sequenceStopReason({
        kind: lead.lead_kind,
        unsubscribed: lead.unsubscribed,
        purchased: lead.purchased,
        applied: lead.applied,
      });
      // A sequence is only ever scheduled for a confirmed consent; the check stays as a second lock.
      if (stop || !confirmedAt || !mayReceiveMarketing({ consentedAt, confirmedAt })) {
        await tx.execute(
          sql`update lead_followups set sequence_next_at = null, sequence_end_reason = ${stop} where id = ${lead.id}`,
        );
        continue;
      }
      const email = sequenceEmail({
        to: lead.email,
        name: lead.name,
        kind: lead.lead_kind,
        index: lead.sequence_step,
        links: linksFor(settings, lead.email, mail.sender),
        copy: mail.copy,
      });
      await enqueueLeadEmail(tx, settings, email, { kind: "marketing", replyTo: mail.replyTo });
      queued++;
      const sent = lead.sequence_step + 1;
      const next = sequenceDueAt(confirmedAt, sent);
      await tx.execute(sql`
        update lead_followups set sequence_step = ${sent},
          sequence_next_at = ${next ? next.toISOString() : null}::timestamptz,
          sequence_end_reason = ${next ? null : "completed"}
        where id = ${lead.id}`);
    }
    return queued;
  });
}

type LeadEventRow = { id: string; payload: Record<string, unknown>; attempts: number };

/** Delivers due lead events to LEADS_WEBHOOK_URL, signed, retrying with the email outbox's back-off. */
export async function deliverDueLeadEvents(services: Pick<Services, "db" | "config" | "log">): Promise<void> {
  const webhook = services.config.leadsWebhook;
  if (!webhook) return;
  await deliverDueHttpRows<LeadEventRow>({
    db: services.db,
    log: services.log,
    table: "lead_events",
    send: (event) => {
      const body = JSON.stringify(event.payload);
      const timestamp = Math.floor(Date.now() / 1000);
      return postJsonOrThrow(
        webhook.url,
        body,
        webhookHeaders({ secret: webhook.secret, id: event.id, timestamp, body }),
      );
    },
  });
}

/** Runs both jobs every few seconds until stopped. */
export function startLeadWorker(services: Services, options: { intervalMs?: number } = {}): BackgroundTask {
  const settings = leadMailSettings(services.config);
  return runInBackground(
    { name: "lead worker pass", everyMs: options.intervalMs ?? 5_000, log: services.log },
    async () => {
      await queueDueSequenceEmails(services, settings);
      await deliverDueLeadEvents(services);
    },
  );
}
