import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../app/db/schema";
import { startOutboxWorker } from "../../app/lib/email/outbox-worker.server";
import { enqueueEmail } from "../../app/lib/email/outbox.server";
import { startTestServer, type TestServer } from "./harness";

/**
 * The outbox worker against a real SMTP server started here: down, then
 * refusing mail, then healthy. The message must survive every failure and
 * a worker restart, respect the back-off, and be delivered exactly once
 * when the server recovers.
 */
type Mode = "reject" | "accept";
let mode: Mode = "reject";
const delivered: string[] = [];
let smtp: SMTPServer | undefined;
let port = 0;
let server: TestServer;

function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (mode === "reject") {
          const error = Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 });
          return callback(error);
        }
        delivered.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  return new Promise((resolve) => smtp!.listen(port, "127.0.0.1", () => resolve()));
}

function stopSmtp(): Promise<void> {
  return new Promise((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
}

beforeAll(async () => {
  // Take a free port, then leave it closed: the first attempt finds no server at all.
  await startSmtp();
  port = (smtp!.server.address() as { port: number }).port;
  await stopSmtp();
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await stopSmtp();
  await server?.close();
});

const db = () => server.services.db;
const row = async (id: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
/** Stands in for the back-off delay passing. */
const makeDue = (id: string) => db().execute(sql`update email_outbox set next_attempt_at = now() where id = ${id}`);

describe("outbox worker over SMTP", () => {
  it("retries with back-off while the server is down or refusing, and delivers once it recovers", async () => {
    const id = await enqueueEmail(db(), {
      to: "reader@example.com",
      subject: "Access Granted: Rerouted",
      html: "<p>Your library is ready.</p>",
      text: "Your library is ready.",
    });

    // 1. No SMTP server: the attempt fails, the message waits with a back-off.
    let worker = startOutboxWorker(server.services, { intervalMs: 3_600_000 });
    await worker.runOnce();
    let email = await row(id);
    expect(email).toMatchObject({ status: "queued", attempts: 1 });
    expect(email.lastError).toBeTruthy();
    const delay = email.nextAttemptAt.getTime() - Date.now();
    expect(delay).toBeGreaterThan(20_000);
    expect(delay).toBeLessThanOrEqual(30_000);

    // Not due yet: another pass leaves it alone.
    await worker.runOnce();
    expect((await row(id)).attempts).toBe(1);

    // 2. The server is up but refuses with a temporary error; the delay doubles.
    await startSmtp();
    await makeDue(id);
    await worker.runOnce();
    email = await row(id);
    expect(email).toMatchObject({ status: "queued", attempts: 2 });
    expect(email.lastError).toContain("Mailbox busy");
    expect(email.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);

    // 3. The process dies while sending: the claim's lease runs out and a new worker picks it up.
    await worker.stop();
    await db().execute(
      sql`update email_outbox set status = 'sending', locked_until = now() - interval '1 second' where id = ${id}`,
    );
    mode = "accept";
    worker = startOutboxWorker(server.services, { intervalMs: 3_600_000 });
    await worker.runOnce();
    email = await row(id);
    expect(email).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(email.sentAt).toBeInstanceOf(Date);

    // Delivered once, with both an HTML and a plain-text part.
    await worker.runOnce();
    await worker.stop();
    expect(delivered).toHaveLength(1);
    const message = delivered[0]!;
    expect(message).toContain("Subject: Access Granted: Rerouted");
    // Replies go to the support address of the admin's Site tab (here still its default).
    expect(message).toMatch(/^Reply-To: support@example\.com\r?$/m);
    expect(message).toContain("multipart/alternative");
    expect(message).toContain("Content-Type: text/plain");
    expect(message).toContain("Content-Type: text/html");
  });
});
