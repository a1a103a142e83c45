import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../app/db/schema";
import { startOutboxWorker } from "../../app/lib/email/outbox-worker.server";
import { enqueueEmail } from "../../app/lib/email/outbox.server";
import { startTestServer, type TestServer } from "./harness";

/**
 * Two outbox workers (as two instances would run) against a real SMTP
 * server that stalls: the first time it receives each odd-numbered
 * message it answers the end of DATA only after twice the claim's lease,
 * and then accepts it if the client is still connected. A message counts
 * as delivered when the server accepted it (250 on a live connection), so
 * a worker that waited out the stall while another took the message over
 * would deliver it twice.
 * Every message must be delivered exactly once; a permanent 550 is not
 * retried. The lease is shortened to 4 s so the stall outlasts it quickly.
 */
const LEASE_MS = 4_000;
const N = 10;
const accepted: string[] = [];
const stalledOnce = new Set<string>();
const closedSessions = new Set<string>();
let smtp: SMTPServer;
let server: TestServer;

function subjectOf(message: string): string {
  return /^Subject: (.*)$/m.exec(message)?.[1]?.trim() ?? "";
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("nobody@")) {
        return callback(Object.assign(new Error("5.1.1 No such user"), { responseCode: 550 }));
      }
      callback();
    },
    onClose(session) {
      closedSessions.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const subject = subjectOf(Buffer.concat(chunks).toString("utf8"));
        const number = Number(/#(\d+)/.exec(subject)?.[1]);
        const accept = () => {
          if (closedSessions.has(session.id)) return;
          accepted.push(subject);
          callback();
        };
        if (number % 2 === 1 && !stalledOnce.has(subject)) {
          stalledOnce.add(subject);
          setTimeout(accept, 2 * LEASE_MS);
          return;
        }
        accept();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const { port } = smtp.server.address() as { port: number };
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const db = () => server.services.db;

describe("outbox with two workers and a stalling SMTP server", () => {
  it("delivers each message exactly once and fails a 550 without retrying", { timeout: 120_000 }, async () => {
    for (let i = 1; i <= N; i++) {
      await enqueueEmail(db(), {
        to: `reader${i}@example.com`,
        subject: `Message #${i}`,
        html: "<p>Hi</p>",
        text: "Hi",
      });
    }
    const bounced = await enqueueEmail(db(), {
      to: "nobody@example.com",
      subject: "Undeliverable",
      html: "<p>Hi</p>",
      text: "Hi",
    });

    const workers = [0, 1].map(() => startOutboxWorker(server.services, { intervalMs: 100, leaseMs: LEASE_MS }));
    try {
      // Run until every message is settled; a stalled send fails and waits for
      // its back-off, which the test shortens by making the message due again.
      for (;;) {
        const [counts] = await db()
          .select({
            open: sql<number>`count(*) filter (where status in ('queued', 'sending'))::int`,
          })
          .from(emailOutbox);
        if (Number(counts!.open) === 0) break;
        await db().execute(sql`update email_outbox set next_attempt_at = now() where status = 'queued'`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }

    const rows = await db().select().from(emailOutbox);
    const sent = rows.filter((row) => row.status === "sent");
    console.log(`outbox, two workers, stalling SMTP: delivered ${accepted.length} / queued ${N} (+1 bounced)`);
    expect(sent).toHaveLength(N);
    expect([...accepted].sort()).toEqual(Array.from({ length: N }, (_, i) => `Message #${i + 1}`).sort());
    // The stalled ones really were stalled (and retried), not skipped.
    expect(stalledOnce.size).toBe(N / 2);

    const failed = rows.find((row) => row.id === bounced)!;
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed.lastError).toContain("No such user");
  });
});
