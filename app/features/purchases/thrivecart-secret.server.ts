import { createHash, timingSafeEqual } from "node:crypto";

/**
 * ThriveCart proves a notification is its own by sending the account's
 * secret word as `thrivecart_secret`. Compared in constant time: both sides
 * are hashed to the same length first, so neither the content nor the
 * length of the secret leaks through timing.
 */
export function isThriveCartSecret(expected: string, given: unknown): boolean {
  if (typeof given !== "string" || given === "") return false;
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(expected), digest(given.trim()));
}
