import { sql } from "drizzle-orm";
import type { SendMailOptions, Transporter } from "nodemailer";
import { queryRows } from "~/db/client.server";
import type { EmailKind } from "~/db/schema";
import { runInBackground } from "~/lib/background-task.server";
import type { Services } from "~/services.server";
import { classifySmtpFailure, EMAIL_LEASE_MS, smtpTimeoutsFor } from "./delivery-policy";
import { isSuppressed } from "./suppressions.server";
import { nextAttemptDelayMs, shouldGiveUp } from "./retry";

type ClaimedEmail = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: EmailKind;
  headers: Record<string, string>;
  /** Whether its send-by time has passed, by the database's clock: then it is dropped unsent. */
  pastSendBefore: boolean;
  attempts: number;
  /** The claim's lease expiry as the database wrote it: the claim's fencing token. */
  lease: string;
};

const PAST_SEND_BEFORE_NOTE = "not sent: past its send-by time (the offer or link it carries had ended)";
const NO_SMTP_NOTE = "SMTP_URL is not configured: kept in the outbox, not sent";
/** Messages sent per pass at most; each is claimed on its own. */
const MAX_PER_PASS = 20;

/**
 * Delivers queued emails, each exactly once across any number of workers:
 * - one message is claimed at a time (FOR UPDATE SKIP LOCKED) with its own
 *   lease, so a slow send never lets other queued messages' leases run out;
 * - the send is aborted well inside the lease (delivery-policy.ts), so no
 *   other worker can take a message over while it is still being sent;
 * - the outcome is written only if the claim is still ours (its lease
 *   value unchanged), so a worker that lost its claim overwrites nothing;
 * - a permanent 5xx answer marks the message failed with the reason at
 *   once; other failures are retried with back-off.
 * A crash mid-send only delays the message until its lease expires.
 */
export function startOutboxWorker(services: Services, options: { intervalMs?: number; leaseMs?: number } = {}) {
  const { db, config, log } = services;
  const leaseMs = options.leaseMs ?? EMAIL_LEASE_MS;
  const timeouts = smtpTimeoutsFor(leaseMs);
  // nodemailer is loaded with the first email to send, not at every start: its modules cost a few MB.
  let transport: Promise<Transporter> | undefined;
  const smtp = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: timeouts.connectionTimeout,
        greetingTimeout: timeouts.greetingTimeout,
        socketTimeout: timeouts.socketTimeout,
      }),
    ));
  let stopped = false;

  async function logUnsendable() {
    const rows = await queryRows<{ id: string; subject: string }>(
      db,
      sql`
      update email_outbox set last_error = ${NO_SMTP_NOTE}
      where status = 'queued' and last_error is null
      returning id, subject`,
    );
    // Never the recipient or the body: a reset link is a password. The admin's Emails tab shows them.
    for (const row of rows) log.info("email queued (no SMTP_URL)", { id: row.id, subject: row.subject });
  }

  async function claimOne(): Promise<ClaimedEmail | undefined> {
    const [claimed] = await queryRows<ClaimedEmail>(
      db,
      sql`
      update email_outbox
      set status = 'sending', attempts = attempts + 1,
          locked_until = now() + ${`${leaseMs} milliseconds`}::interval
      where id = (
        select id from email_outbox
        where (status = 'queued' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
        order by next_attempt_at limit 1 for update skip locked)
      returning id, "to", subject, html, text, kind, headers, coalesce(send_before <= now(), false) as "pastSendBefore", attempts,
        locked_until::text as lease`,
    );
    return claimed;
  }

  /** Writes the outcome if the claim is still ours; false when the lease was lost meanwhile. */
  async function settle(email: ClaimedEmail, change: ReturnType<typeof sql>): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`update email_outbox set ${change}, locked_until = null
          where id = ${email.id} and status = 'sending' and locked_until = ${email.lease}::timestamptz
          returning id`,
    );
    if (rows.length === 0) log.warn("email claim lost before its outcome was written", { id: email.id });
    return rows.length > 0;
  }

  async function deliver(email: ClaimedEmail) {
    // An address that unsubscribed after this was queued: marketing stops here, other mail goes on.
    if (email.kind === "marketing" && (await isSuppressed(db, email.to))) {
      await settle(email, sql`status = 'suppressed'`);
      return;
    }
    // Held up past its send-by time (an outage, a long retry): what it offers has ended, so it stays unsent.
    if (email.pastSendBefore) {
      await settle(email, sql`status = 'suppressed', last_error = ${PAST_SEND_BEFORE_NOTE}`);
      return;
    }
    try {
      const mailer = await smtp();
      await mailer.sendMail({
        from: config.mailFrom,
        // Replies reach the owner's support inbox (admin Site tab), not the sending address.
        replyTo: (await services.siteContent.fresh()).content.settings.supportEmail,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: email.headers,
        signal: AbortSignal.timeout(timeouts.sendDeadline),
      } as SendMailOptions);
    } catch (error) {
      const { permanent, reason } = classifySmtpFailure(error as Error);
      const giveUp = permanent || shouldGiveUp(email.attempts);
      const retryAt = new Date(Date.now() + nextAttemptDelayMs(email.attempts)).toISOString();
      await settle(
        email,
        sql`status = ${giveUp ? "failed" : "queued"}, last_error = ${reason}, next_attempt_at = ${retryAt}::timestamptz`,
      );
      log.error("email delivery failed", { id: email.id, attempts: email.attempts, permanent, giveUp, error: reason });
      return;
    }
    if (await settle(email, sql`status = 'sent', sent_at = now(), last_error = null`)) {
      log.info("email sent", { id: email.id, subject: email.subject });
    }
  }

  async function deliverDue() {
    for (let n = 0; n < MAX_PER_PASS && !stopped; n++) {
      const email = await claimOne();
      if (!email) return;
      await deliver(email);
    }
  }

  const worker = runInBackground({ name: "outbox worker pass", everyMs: options.intervalMs ?? 2_000, log }, () =>
    config.smtpUrl ? deliverDue() : logUnsendable(),
  );

  return {
    /** Runs one pass now (used at start-up and by tests). */
    runOnce: () => worker.runOnce(),
    async stop() {
      stopped = true;
      await worker.stop();
      if (transport) (await transport.catch(() => null))?.close();
    },
  };
}
