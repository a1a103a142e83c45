import { and, count, eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { emailOutbox } from "../../app/db/schema";
import { startOutboxWorker } from "../../app/lib/email/outbox-worker.server";
import type { TestServer } from "./harness";

/**
 * A real SMTP server (the `smtp-server` package) that keeps every message it
 * is given, with a small MIME reader so tests can look at headers and the
 * decoded text and HTML parts the way a mail client would.
 */
export interface ReceivedMail {
  to: string;
  headers: Map<string, string>;
  text: string;
  html: string;
  raw: string;
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding?.toLowerCase() === "quoted-printable") {
    const bytes = body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** Splits a message into its headers and (for multipart) its decoded text/plain and text/html parts. */
function parseMail(to: string, raw: string): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const partSplit = chunk.indexOf("\r\n\r\n");
      const partHeaders = parseHeaders(chunk.slice(0, partSplit).trim());
      parts.push({
        type: partHeaders.get("content-type") ?? "",
        content: decodeBody(
          chunk.slice(partSplit + 4).replace(/\r\n$/, ""),
          partHeaders.get("content-transfer-encoding"),
        ),
      });
    }
  } else {
    parts.push({
      type: headers.get("content-type") ?? "",
      content: decodeBody(body, headers.get("content-transfer-encoding")),
    });
  }
  return {
    to,
    headers,
    text: parts.find((p) => p.type.startsWith("text/plain"))?.content ?? "",
    html: parts.find((p) => p.type.startsWith("text/html"))?.content ?? "",
    raw,
  };
}

export async function startMailSink(): Promise<{ url: string; mail: ReceivedMail[]; close(): Promise<void> }> {
  const mail: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        for (const rcpt of session.envelope.rcptTo) {
          mail.push(parseMail(rcpt.address, Buffer.concat(chunks).toString("utf8")));
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const { port } = smtp.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mail,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/**
 * Sends everything the site's outbox holds to its SMTP server now: the
 * worker takes ten at a time, so it passes until nothing due is left.
 * `includeDelayed` makes mail scheduled for later due first.
 */
export async function deliverQueuedMail(server: TestServer, { includeDelayed = true } = {}) {
  const db = server.services.db;
  if (includeDelayed) await db.execute(sql`update email_outbox set next_attempt_at = now() where status = 'queued'`);
  const worker = startOutboxWorker(server.services, { intervalMs: 3_600_000 });
  for (let pass = 0; pass < 20; pass++) {
    await worker.runOnce();
    const [due] = await db
      .select({ n: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "queued"), sql`${emailOutbox.nextAttemptAt} <= now()`));
    if (due!.n === 0) break;
  }
  await worker.stop();
}
