import { request as httpRequest } from "node:http";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authUsers, rateLimits } from "../../app/db/schema";
import { form, startTestServer, TEST_PASSWORD, signUp, type TestServer } from "./harness";

/**
 * Issue 13, item 6: bodies are limited while (or before) they are read.
 * The memory side (RSS growth for 50 MB bodies, serial and parallel) is
 * printed by bench/body-limits.mjs.
 */
const MB = 1024 * 1024;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await signUp(server, { email: "sized@example.com" });
});
afterAll(async () => {
  await server?.close();
});

/**
 * Streams `megabytes` of form data; answers the status the server sent.
 * The server may close the connection before the client has written
 * everything (it does not read a refused body): the answer still counts.
 */
function postLarge(path: string, megabytes: number, options: { chunked?: boolean } = {}) {
  const url = new URL(path, server.baseUrl);
  const headers: Record<string, string> = {
    origin: server.baseUrl,
    "content-type": "application/x-www-form-urlencoded",
  };
  if (!options.chunked) headers["content-length"] = String(megabytes * MB);
  return new Promise<{ status?: number; body: string; error?: string }>((resolve) => {
    let answer: { status: number; body: string } | undefined;
    let error: string | undefined;
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: "POST", path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => (answer = { status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on("error", (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    req.on("close", () => setTimeout(() => resolve({ ...answer, body: answer?.body ?? "", error }), 50));
    const chunk = Buffer.alloc(MB, "a");
    let sent = 0;
    const write = () => {
      while (sent < megabytes && !req.destroyed) {
        sent += 1;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

describe("body limits", () => {
  it("refuses 50 MB posted to /login or /reset-password with 413, writing nothing", async () => {
    const users = async () => (await server.services.db.select({ n: count() }).from(authUsers))[0]!.n;
    const counters = async () => (await server.services.db.select({ n: count() }).from(rateLimits))[0]!.n;
    const before = await users();
    const countersBefore = await counters();
    const answers = [];
    // Several tries: a client still writing may see the connection closed before it reads the answer.
    for (const path of ["/login", "/reset-password", "/login", "/reset-password", "/login", "/reset-password"]) {
      answers.push({ path, ...(await postLarge(path, 50)) });
    }
    const answered = answers.filter((a) => a.status !== undefined);
    expect(answered.length).toBeGreaterThan(0);
    for (const answer of answered) {
      expect(answer.status, answer.path).toBe(413);
      expect(answer.body).toContain("limited to 64 KB");
    }
    expect(new Set(answered.map((a) => a.path)).size).toBe(2);
    expect(await users()).toBe(before);
    // Refused before any route ran: not even a rate-limit counter.
    expect(await counters()).toBe(countersBefore);
  });

  it("refuses a body without a length on a form action with 411", async () => {
    const answer = await postLarge("/login", 1, { chunked: true });
    if (answer.status !== undefined) {
      expect(answer.status).toBe(411);
      expect(answer.body).toContain("Content-Length");
    } else {
      expect(answer.error).toBeDefined();
    }
  });

  it("allows 64 KB exactly and refuses one byte more", async () => {
    const fill = (size: number) => {
      const base = `email=sized%40example.com&password=${TEST_PASSWORD}&padding=`;
      return base + "a".repeat(size - base.length);
    };
    const atLimit = await server.request("/login", {
      method: "POST",
      body: fill(64 * 1024),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(atLimit.status).toBe(302);
    const over = await server.request("/login", {
      method: "POST",
      body: fill(64 * 1024 + 1),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(over.status).toBe(413);
    // An ordinary sign-in is unaffected.
    expect(
      (
        await server.request("/login", {
          method: "POST",
          body: form({ email: "sized@example.com", password: TEST_PASSWORD }),
        })
      ).status,
    ).toBe(302);
  });
});
