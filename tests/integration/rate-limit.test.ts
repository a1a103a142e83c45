import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../app/lib/security/rate-limit";
import { form, startTestServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function attempt(headers: Record<string, string> = {}) {
  const response = await server.request("/login", {
    method: "POST",
    headers,
    body: form({ email: "nobody@example.com", password: "wrong-password" }),
  });
  return response.status;
}

describe("sign-in rate limit", () => {
  it("answers 429 after the limit for 20 rapid sign-ins from one IP, even with a rotating X-Forwarded-For", async () => {
    const limit = RATE_LIMITS.signIn.limit;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      statuses.push(await attempt({ "x-forwarded-for": `203.0.113.${i}`, "x-rerouted-client-ip": `198.51.100.${i}` }));
    }
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
  });
});
