import { describe, expect, it } from "vitest";
import { consentIpHash, readLinkToken, signLinkToken } from "./link-tokens.server";

const SECRET = "test-secret-0123456789-0123456789-0123456789";

describe("lead link tokens", () => {
  it("reads back the address it signed", () => {
    const token = signLinkToken(SECRET, "unsubscribe", "ann@example.com");
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readLinkToken(SECRET, "unsubscribe", token)).toBe("ann@example.com");
  });

  it("refuses a token for another purpose, another secret, or an edited value", () => {
    const token = signLinkToken(SECRET, "confirm", "0b5d5d0e-0000-4000-8000-000000000001");
    expect(readLinkToken(SECRET, "unsubscribe", token)).toBeNull();
    expect(readLinkToken(`${SECRET}x`, "confirm", token)).toBeNull();
    const [, sig] = token.split(".");
    const forged = `${Buffer.from("bob@example.com").toString("base64url")}.${sig}`;
    expect(readLinkToken(SECRET, "confirm", forged)).toBeNull();
  });

  it("refuses malformed tokens without throwing", () => {
    for (const token of ["", ".", "abc", "a.b", `${"a".repeat(500)}.${"b".repeat(43)}`, "é.é"]) {
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
