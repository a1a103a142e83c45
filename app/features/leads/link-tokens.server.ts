import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed, stateless tokens for the links in lead emails: the unsubscribe
 * link carries the address, the confirmation link the lead's follow-up id,
 * and links to the site carry the address as the contact whose offer
 * deadlines the visitor shares (features/funnel/deadlines.server.ts).
 * Each is `base64url(value).signature`, an HMAC keyed with AUTH_SECRET and
 * bound to its purpose, so a confirmation token cannot unsubscribe and no
 * one can forge a link for someone else's address.
 */
export type LinkPurpose = "unsubscribe" | "confirm" | "contact";

function signature(secret: string, purpose: LinkPurpose, value: string): string {
  return createHmac("sha256", secret).update(`lead-link:${purpose}:${value}`).digest("base64url");
}

export function signLinkToken(secret: string, purpose: LinkPurpose, value: string): string {
  return `${Buffer.from(value, "utf8").toString("base64url")}.${signature(secret, purpose, value)}`;
}

/** The signed value, or null for anything not signed by us for this purpose. */
export function readLinkToken(secret: string, purpose: LinkPurpose, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const value = Buffer.from(match[1]!, "base64url").toString("utf8");
  const expected = Buffer.from(signature(secret, purpose, value));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : null;
}

/** A keyed hash of the client IP stored with a consent: proof of origin without keeping the address. */
export function consentIpHash(secret: string, ip: string): string {
  return createHmac("sha256", secret).update(`consent-ip:${ip}`).digest("hex");
}

export { CONTACT_PARAM } from "./contact-param";

/** A contact is its lowercased address, however it was typed. */
export const normalizeContact = (email: string) => email.trim().toLowerCase();

export function signContactToken(secret: string, email: string): string {
  return signLinkToken(secret, "contact", normalizeContact(email));
}

/** The contact (lowercased address) of a valid token, or null. */
export function readContactToken(secret: string, token: string): string | null {
  const value = readLinkToken(secret, "contact", token);
  return value === null ? null : normalizeContact(value);
}
