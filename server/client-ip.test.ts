import { describe, expect, it } from "vitest";
import { clientIpOf } from "./client-ip";

describe("clientIpOf", () => {
  it("ignores the proxy's view unless TRUST_PROXY is on", () => {
    const req = { ip: "203.0.113.9", socket: { remoteAddress: "10.0.0.2" } };
    expect(clientIpOf(req, false)).toBe("10.0.0.2");
    expect(clientIpOf(req, 1)).toBe("203.0.113.9");
    expect(clientIpOf(req, ["10.0.0.0/8"])).toBe("203.0.113.9");
  });

  it("unwraps IPv4-mapped IPv6 addresses", () => {
    expect(clientIpOf({ socket: { remoteAddress: "::ffff:127.0.0.1" } }, false)).toBe("127.0.0.1");
    expect(clientIpOf({ socket: { remoteAddress: "::1" } }, false)).toBe("::1");
  });
});

describe("TRUST_PROXY values with Express's trust proxy", () => {
  async function ipSeenBy(trustProxy: string, forwardedFor: string): Promise<string> {
    const express = (await import("express")).default;
    const { parseTrustProxy } = await import("~/lib/trust-proxy");
    const parsed = parseTrustProxy(trustProxy);
    if ("error" in parsed) throw new Error(parsed.error);
    const app = express();
    if (parsed.value !== false) app.set("trust proxy", parsed.value);
    app.get("/", (req, res) => {
      res.send(clientIpOf(req, parsed.value));
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-forwarded-for": forwardedFor } });
      return await response.text();
    } finally {
      server.close();
    }
  }

  it("walks past a CDN and a load balancer with a hop count of 2", async () => {
    // The CDN appended the visitor, the load balancer the CDN; the socket is the balancer.
    expect(await ipSeenBy("2", "198.51.100.4, 203.0.113.9")).toBe("198.51.100.4");
    // One hop would take the CDN's address for every visitor.
    expect(await ipSeenBy("1", "198.51.100.4, 203.0.113.9")).toBe("203.0.113.9");
  });

  it("walks past every trusted address or range and stops at the first untrusted one", async () => {
    expect(await ipSeenBy("loopback, 10.0.0.0/8", "198.51.100.4, 10.1.2.3")).toBe("198.51.100.4");
    // A forged hop in front of the visitor's own address is not believed.
    expect(await ipSeenBy("loopback, 10.0.0.0/8", "1.2.3.4, 198.51.100.4, 10.1.2.3")).toBe("198.51.100.4");
  });

  it("ignores X-Forwarded-For entirely when off", async () => {
    expect(await ipSeenBy("0", "198.51.100.4")).toBe("127.0.0.1");
  });
});
