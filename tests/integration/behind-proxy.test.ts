import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authUsers } from "../../app/db/schema";
import { request } from "node:http";
import { BROWSER_UA, form, startTestServer, TEST_PASSWORD, type TestServer } from "./harness";

/**
 * The site behind a TLS-terminating proxy on the same host (TRUST_PROXY=loopback):
 * the browser is on https://rerouted.example, the proxy talks plain http to
 * the app. Form actions must work whether or not the proxy sends
 * X-Forwarded-Proto.
 */
const SITE = "https://rerouted.example";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "loopback", BASE_URL: SITE });
});
afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  cookie: string;
}

/**
 * A request as the proxy forwards it. node:http rather than fetch: fetch
 * sets Host itself, and the proxy's Host is what matters here.
 */
function viaProxy(
  path: string,
  options: { method?: string; body?: URLSearchParams; forwardedProto?: string; cookie?: string; origin?: string } = {},
): Promise<Answer> {
  const body = options.body?.toString();
  const headers: Record<string, string> = {
    host: "rerouted.example",
    origin: options.origin ?? SITE,
    "user-agent": BROWSER_UA,
    "x-forwarded-for": "203.0.113.7",
  };
  if (options.forwardedProto) headers["x-forwarded-proto"] = options.forwardedProto;
  if (options.cookie) headers.cookie = options.cookie;
  if (body) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    headers["content-length"] = String(Buffer.byteLength(body));
  }
  const url = new URL(path, server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? "GET", headers }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          cookie: (res.headers["set-cookie"] ?? [])
            .map((c) => c.split(";")[0]!)
            .filter((c) => !c.endsWith("="))
            .join("; "),
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("behind a TLS-terminating proxy", () => {
  it.each([
    ["sends X-Forwarded-Proto: https", "https"],
    ["sends no X-Forwarded-Proto", undefined],
  ])("signs up and signs in when the proxy %s", async (_label, forwardedProto) => {
    const email = `proxied-${forwardedProto ?? "none"}@example.com`;
    const signup = await viaProxy("/signup", {
      method: "POST",
      forwardedProto,
      body: form({ firstName: "Pat", lastName: "Proxy", email, password: TEST_PASSWORD }),
    });
    expect(signup.status).toBe(302);
    expect(await server.services.db.select().from(authUsers).where(eq(authUsers.email, email))).toHaveLength(1);

    const login = await viaProxy("/login", {
      method: "POST",
      forwardedProto,
      body: form({ email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(302);
    const cookie = login.cookie;
    expect(cookie).toMatch(/^__Secure-rerouted\.session_token=/);
    const dashboard = await viaProxy("/dashboard", { forwardedProto, cookie });
    expect(dashboard.status).toBe(200);
  });

  it("still refuses a cross-site form post", async () => {
    const response = await viaProxy("/login", {
      method: "POST",
      origin: "https://evil.example",
      body: form({ email: "x@example.com", password: TEST_PASSWORD }),
    });
    expect(response.status).toBe(403);
  });
});
