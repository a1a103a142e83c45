import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./trust-proxy";

describe("parseTrustProxy", () => {
  it("is off when unset or switched off", () => {
    for (const raw of [undefined, "", "0", "false", "off", "no"])
      expect(parseTrustProxy(raw)).toEqual({ value: false });
  });

  it("reads the old on/off flag as one hop, not as trust-everything", () => {
    expect(parseTrustProxy("1")).toEqual({ value: 1 });
    expect(parseTrustProxy("true")).toEqual({ value: 1 });
    expect(parseTrustProxy("on")).toEqual({ value: 1 });
  });

  it("takes a hop count for a CDN in front of a load balancer", () => {
    expect(parseTrustProxy("2")).toEqual({ value: 2 });
    expect(parseTrustProxy("11")).toHaveProperty("error");
  });

  it("takes a list of addresses, CIDR ranges and Express's named ranges", () => {
    expect(parseTrustProxy("10.0.0.0/8, 192.168.1.7,loopback, fd00::/8")).toEqual({
      value: ["10.0.0.0/8", "192.168.1.7", "loopback", "fd00::/8"],
    });
  });

  it("refuses what Express would misread", () => {
    expect(parseTrustProxy("10.0.0.0/33")).toHaveProperty("error");
    expect(parseTrustProxy("proxy.internal")).toHaveProperty("error");
    expect(parseTrustProxy("10.0.0.1/8/2")).toHaveProperty("error");
    expect(parseTrustProxy(",")).toHaveProperty("error");
  });
});
