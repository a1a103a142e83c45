import { createHmac, timingSafeEqual } from "node:crypto";

/** The header the cart provider signs its deliveries with: `sha256=<hex HMAC of the raw body>`. */
export const SIGNATURE_HEADER = "x-rerouted-signature";

export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(rawBody, "utf8").digest("hex")}`;
}

/** Constant-time check of the signature header against the exact bytes received. */
export function isValidSignature(secret: string, rawBody: string, header: string | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(secret, rawBody));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
