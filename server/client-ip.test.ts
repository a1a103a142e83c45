import { describe, expect, it } from "vitest";
import { clientIpOf } from "./client-ip";

describe("clientIpOf", () => {
  it("ignores the proxy's view unless TRUST_PROXY is on", () => {
    const req = { ip: "203.0.113.9", socket: { remoteAddress: "10.0.0.2" } };
    expect(clientIpOf(req, false)).toBe("10.0.0.2");
    expect(clientIpOf(req, true)).toBe("203.0.113.9");
  });

  it("unwraps IPv4-mapped IPv6 addresses", () => {
    expect(clientIpOf({ socket: { remoteAddress: "::ffff:127.0.0.1" } }, false)).toBe("127.0.0.1");
    expect(clientIpOf({ socket: { remoteAddress: "::1" } }, false)).toBe("::1");
  });
});
