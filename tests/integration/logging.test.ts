import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../app/db/schema";
import { startOutboxWorker } from "../../app/lib/email/outbox-worker.server";
import { form, signUp, startTestServer, type TestServer } from "./harness";

/**
 * The log of a whole password-reset flow, read from the process's real
 * stdout: JSON lines only, a request id on every request line, and not
 * one email address, reset token or reset link anywhere — including the
 * outbox's note about an unsent email and a failed query's parameters.
 */
const EMAIL = "forgetful.reader@example.com";
const lines: string[] = [];
let server: TestServer;
let restore: () => void;

beforeAll(async () => {
  const write = process.stdout.write.bind(process.stdout);
  // Captured, not echoed: the test reads what an operator's log collector would.
  process.stdout.write = ((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    return true;
  }) as typeof process.stdout.write;
  restore = () => (process.stdout.write = write);
  server = await startTestServer({ LOG_LEVEL: "info" });
});
afterAll(async () => {
  restore?.();
  await server?.close();
});

describe("logs", () => {
  it("carry no email, token or reset link through a password reset", async () => {
    const start = lines.length;
    await signUp(server, { email: EMAIL });
    await server.request("/forgot-password", { method: "POST", body: form({ email: EMAIL }) });
    const [email] = await server.services.db.select().from(emailOutbox).where(eq(emailOutbox.to, EMAIL));
    const link = /(http:\/\/\S+\/reset-password\?token=\S+)/.exec(email!.text)![1]!;
    const token = new URL(link).searchParams.get("token")!;
    await server.request(`/reset-password?token=${token}`);
    const reset = await server.request("/reset-password", {
      method: "POST",
      body: form({ token, password: "brand-new-password" }),
    });
    expect(reset.status).toBe(302);
    // The worker without SMTP logs the queued email; a failed query logs its error.
    const worker = startOutboxWorker(server.services, { intervalMs: 3_600_000 });
    await worker.runOnce();
    await worker.stop();
    const failed = await server.services.db.execute(sql`select ${EMAIL}::int`).catch((error: unknown) => error);
    server.services.log.error("query failed", { error: failed });

    const flow = lines.slice(start);
    const parsed = flow.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = parsed.filter((entry) => entry.message === "request");
    expect(requests.length).toBeGreaterThanOrEqual(4);
    for (const entry of requests) {
      expect(entry).toMatchObject({ level: "info", req: { id: expect.any(String) } });
    }
    expect(requests.map((entry) => (entry.req as { path: string }).path)).toContain("/reset-password");
    expect(parsed.map((entry) => entry.message)).toContain("email queued (no SMTP_URL)");
    const queryError = parsed.find((entry) => entry.message === "query failed");
    expect(queryError).toMatchObject({ level: "error", error: { stack: expect.stringContaining("Error") } });

    const all = flow.join("\n");
    expect(all).not.toContain(EMAIL);
    expect(all).not.toContain(token);
    expect(all).not.toContain("reset-password?token=");
    expect(all).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });

  it("answer each request with its id, and keep a proxy's id", async () => {
    const response = await server.request("/healthz", { headers: { "x-request-id": "lb-1234abcd" } });
    expect(response.headers.get("x-request-id")).toBe("lb-1234abcd");
    const generated = await server.request("/healthz", { headers: { "x-request-id": "<script>" } });
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("scrub what a client chose in a request line: a feed token in the path, a phone number as the id", async () => {
    const start = lines.length;
    await server.request(`/feeds/${"A".repeat(43)}.xml`, { headers: { "x-request-id": "555-867-5309" } });
    await expect.poll(() => lines.slice(start).some((line) => line.includes('"message":"request"'))).toBe(true);
    const line = lines.slice(start).find((entry) => entry.includes('"message":"request"'))!;
    expect(JSON.parse(line)).toMatchObject({ req: { id: "[redacted]", path: "/feeds/[redacted].xml" } });
  });
});
