import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from "node:crypto";

/**
 * Stateless tokens for the links in lead emails: the unsubscribe link
 * carries the address, the confirmation link the lead's follow-up id, and
 * links to the site carry the address as the contact whose offer deadlines
 * the visitor shares (features/funnel/deadlines.server.ts).
 *
 * Each is the value sealed with AES-256-GCM under a key drawn from
 * AUTH_SECRET for its purpose: nobody can read the address from a link
 * (a URL reaches browser histories, proxies' logs and whatever script a
 * page runs), forge one for someone else's, or use a confirmation token to
 * unsubscribe. Links sent before, `base64url(value).hmac`, still read.
 */
export type LinkPurpose = "unsubscribe" | "confirm" | "contact";

const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (secret: string, purpose: LinkPurpose) =>
  createHmac("sha256", secret).update(`lead-link-key:${purpose}`).digest();

/**
 * The same value always seals to the same token (its nonce is a keyed hash
 * of the value, never reused for another): an email's List-Unsubscribe
 * header and its footer link agree, and a nonce cannot repeat by chance.
 */
export function signLinkToken(secret: string, purpose: LinkPurpose, value: string): string {
  const key = keyOf(secret, purpose);
  const iv = createHmac("sha256", key).update(`nonce:${value}`).digest().subarray(0, IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

/** The sealed (or formerly signed) value, or null for anything not made by us for this purpose. */
export function readLinkToken(secret: string, purpose: LinkPurpose, token: string): string | null {
  const legacy = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (legacy) return readSignedToken(secret, purpose, legacy[1]!, legacy[2]!);
  if (!/^[A-Za-z0-9_-]{38,700}$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret, purpose), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    // Another purpose's key, another secret, or an edited token: the tag does not match.
    return null;
  }
}

/** A token of the earlier format: the value in clear, with its purpose-bound HMAC. */
function readSignedToken(secret: string, purpose: LinkPurpose, encoded: string, given: string): string | null {
  const value = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(
    createHmac("sha256", secret).update(`lead-link:${purpose}:${value}`).digest("base64url"),
  );
  const signature = Buffer.from(given);
  return expected.length === signature.length && timingSafeEqual(expected, signature) ? value : null;
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
