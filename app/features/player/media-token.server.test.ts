import { describe, expect, it } from "vitest";
import { MEDIA_TOKEN_SECONDS, signMediaToken, verifyMediaToken } from "./media-token.server";

const SECRET = "test-secret-0123456789-0123456789-0123456789";
const grant = {
  userId: "0b8a6d4e-1f7c-4a55-9a52-1d1f0c7a3e01",
  productId: "5f2e9c1a-7d3b-4c8e-8f10-2a6b4d9e7c02",
  chapterId: "9c4d2e7f-3a1b-4e6c-b8d0-7f5a1c3e9b03",
};
const NOW = 1_800_000_000;
const token = signMediaToken(SECRET, grant, NOW + MEDIA_TOKEN_SECONDS);

describe("media tokens", () => {
  it("last an hour and name the user and product they were issued for", () => {
    expect(MEDIA_TOKEN_SECONDS).toBe(3600);
    expect(verifyMediaToken(SECRET, token, grant.chapterId, NOW)).toEqual({
      userId: grant.userId,
      productId: grant.productId,
    });
    expect(verifyMediaToken(SECRET, token, grant.chapterId, NOW + 3599)).not.toBeNull();
  });

  it("refuse an expired token", () => {
    expect(verifyMediaToken(SECRET, token, grant.chapterId, NOW + 3600)).toBeNull();
  });

  it("refuse another chapter, another secret and any altered part", () => {
    expect(verifyMediaToken(SECRET, token, "9c4d2e7f-3a1b-4e6c-b8d0-7f5a1c3e9b04", NOW)).toBeNull();
    expect(verifyMediaToken(`${SECRET}x`, token, grant.chapterId, NOW)).toBeNull();
    const [user, product, expiry, signature] = token.split(".") as [string, string, string, string];
    const otherUser = "0b8a6d4e-1f7c-4a55-9a52-1d1f0c7a3e09";
    const later = (parseInt(expiry, 36) + 86_400).toString(36);
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "AB" : "AA"}`;
    for (const altered of [
      [otherUser, product, expiry, signature],
      [user, grant.chapterId, expiry, signature],
      [user, product, later, signature],
      [user, product, expiry, flipped],
    ]) {
      expect(verifyMediaToken(SECRET, altered.join("."), grant.chapterId, NOW)).toBeNull();
    }
    for (const junk of ["", "a.b.c.d", `${token}.x`, token.slice(0, -1)]) {
      expect(verifyMediaToken(SECRET, junk, grant.chapterId, NOW)).toBeNull();
    }
  });
});
