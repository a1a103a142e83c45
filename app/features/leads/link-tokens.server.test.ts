import { describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { consentIpHash, readLinkToken, signLinkToken } from "./link-tokens.server";

const SECRET = "test-secret-0123456789-0123456789-0123456789";

describe("lead link tokens", () => {
  it("reads back the address it sealed, which the link does not show", () => {
    const token = signLinkToken(SECRET, "unsubscribe", "ann@example.com");
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, "base64url").toString("latin1")).not.toContain("ann@example.com");
    expect(token).not.toContain(Buffer.from("ann@example.com").toString("base64url").slice(0, 12));
    expect(readLinkToken(SECRET, "unsubscribe", token)).toBe("ann@example.com");
    // One address, one token (the header and the footer link agree); another address, another.
    expect(signLinkToken(SECRET, "unsubscribe", "ann@example.com")).toBe(token);
    expect(signLinkToken(SECRET, "unsubscribe", "ann@example.org")).not.toBe(token);
  });

  it("refuses a token for another purpose, another secret, or an edited one", () => {
    const token = signLinkToken(SECRET, "confirm", "0b5d5d0e-0000-4000-8000-000000000001");
    expect(readLinkToken(SECRET, "unsubscribe", token)).toBeNull();
    expect(readLinkToken(`${SECRET}x`, "confirm", token)).toBeNull();
    const bytes = Buffer.from(token, "base64url");
    bytes[14] = bytes[14]! ^ 1;
    expect(readLinkToken(SECRET, "confirm", bytes.toString("base64url"))).toBeNull();
  });

  it("still reads a link sent in the earlier signed format, and refuses a forged one", () => {
    const value = "ann@example.com";
    const hmac = (v: string) => createHmac("sha256", SECRET).update(`lead-link:unsubscribe:${v}`).digest("base64url");
    const earlier = `${Buffer.from(value).toString("base64url")}.${hmac(value)}`;
    expect(readLinkToken(SECRET, "unsubscribe", earlier)).toBe(value);
    const forged = `${Buffer.from("bob@example.com").toString("base64url")}.${hmac(value)}`;
    expect(readLinkToken(SECRET, "unsubscribe", forged)).toBeNull();
    expect(readLinkToken(SECRET, "confirm", earlier)).toBeNull();
  });

  it("refuses malformed tokens without throwing", () => {
    for (const token of [
      "",
      ".",
      "abc",
      "a.b",
      `${"a".repeat(500)}.${"b".repeat(43)}`,
      "é.é",
      "A".repeat(40),
      "A".repeat(701),
    ]) {
      expect(readLinkToken(SECRET, "unsubscribe", token)).toBeNull();
    }
  });

  it("hashes a consent's IP with the secret, never storing the address", () => {
    const hash = consentIpHash(SECRET, "203.0.113.9");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("203.0.113.9");
    expect(consentIpHash(SECRET, "203.0.113.9")).toBe(hash);
    expect(consentIpHash(SECRET, "203.0.113.10")).not.toBe(hash);
  });
});
