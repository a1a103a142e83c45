import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { queryRows } from "~/db/client.server";
import type { Services } from "~/services.server";
import { nextAttemptDelayMs, shouldGiveUp } from "./retry";

type ClaimedEmail = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
};

const NO_SMTP_NOTE = "SMTP_URL is not configured: kept in the outbox, not sent";

/**
 * Delivers queued emails. Rows are claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so several instances can run the worker and a crash mid-send only
 * delays the message until the lease expires (at-least-once delivery).
 */
export function startOutboxWorker(services: Services, options: { intervalMs?: number } = {}) {
  const { db, config, log } = services;
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  let stopped = false;
  let running: Promise<void> | null = null;

  async function logUnsendable() {
    const rows = await queryRows<{ id: string; to: string; subject: string; text: string }>(
      db,
      sql`
      update email_outbox set last_error = ${NO_SMTP_NOTE}
      where status = 'queued' and last_error is null
      returning id, "to", subject, text`,
    );
    for (const row of rows) {
      log.info("email queued (no SMTP_URL)", { id: row.id, to: row.to, subject: row.subject, text: row.text });
    }
  }

  async function deliverDue() {
    const claimed = await queryRows<ClaimedEmail>(
      db,
      sql`
      update email_outbox set status = 'sending', attempts = attempts + 1, locked_until = now() + interval '2 minutes'
      where id in (
        select id from email_outbox
        where (status = 'queued' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
        order by next_attempt_at limit 10 for update skip locked)
      returning id, "to", subject, html, text, attempts`,
    );
    for (const email of claimed) {
      try {
        await transport!.sendMail({
          from: config.mailFrom,
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
        });
        await db.execute(
          sql`update email_outbox set status = 'sent', sent_at = now(), last_error = null, locked_until = null where id = ${email.id}`,
        );
        log.info("email sent", { id: email.id, to: email.to, subject: email.subject });
      } catch (error) {
        const message = (error as Error).message.slice(0, 500);
        const giveUp = shouldGiveUp(email.attempts);
        const retryAt = new Date(Date.now() + nextAttemptDelayMs(email.attempts)).toISOString();
        await db.execute(sql`
          update email_outbox set status = ${giveUp ? "failed" : "queued"}, last_error = ${message},
            next_attempt_at = ${retryAt}::timestamptz, locked_until = null
          where id = ${email.id}`);
        log.error("email delivery failed", { id: email.id, attempts: email.attempts, giveUp, error: message });
      }
    }
  }

  async function tick() {
    try {
      await (transport ? deliverDue() : logUnsendable());
    } catch (error) {
      log.error("outbox worker tick failed", { error: (error as Error).message });
    }
  }

  const timer = setInterval(() => {
    if (!stopped && !running) running = tick().finally(() => (running = null));
  }, options.intervalMs ?? 2_000);
  timer.unref();

  return {
    /** Runs one pass now (used at start-up and by tests). */
    runOnce: () => tick(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}
