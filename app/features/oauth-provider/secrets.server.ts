import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: client secrets, codes and tokens. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** Only the SHA-256 of a secret is stored: enough for 256-bit random values, which cannot be guessed. */
export function secretHash(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function secretMatches(secret: string, hash: string): boolean {
  const a = Buffer.from(secretHash(secret), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
