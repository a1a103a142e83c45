import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A signed media URL's token: who (user), what (product and chapter) and
 * until when, under an HMAC keyed from AUTH_SECRET. A range request that
 * carries a valid one needs no session lookup: the signature says who is
 * asking, and the grant is checked against a short-lived cache
 * (server/media-access.ts) rather than the database (decision 031).
 *
 * Format: `<userId>.<productId>.<expiry, unix seconds, base 36>.<signature>`;
 * ids are UUIDs (hex and hyphens), so the dots are unambiguous. The
 * chapter is in the URL's path and in the signed text, so a token opens
 * that chapter only.
 */
export interface MediaGrant {
  userId: string;
  productId: string;
  chapterId: string;
}

/** How long a handed-out media URL plays without a session; past it the session cookie is checked instead. */
export const MEDIA_TOKEN_SECONDS = 60 * 60;

const keys = new Map<string, Buffer>();
/** A key of its own, so a media signature can never stand for another of AUTH_SECRET's signatures. */
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac("sha256", secret).update("rerouted media token v1").digest();
    keys.set(secret, key);
  }
  return key;
}

function signature(secret: string, grant: MediaGrant, expiry: number): Buffer {
  return createHmac("sha256", keyOf(secret))
    .update(`${grant.userId}\n${grant.productId}\n${grant.chapterId}\n${expiry}`)
    .digest();
}

export function signMediaToken(secret: string, grant: MediaGrant, expiresAtSeconds: number): string {
  const expiry = Math.floor(expiresAtSeconds);
  return `${grant.userId}.${grant.productId}.${expiry.toString(36)}.${signature(secret, grant, expiry).toString("base64url")}`;
}

const TOKEN = /^([0-9a-f-]{36})\.([0-9a-f-]{36})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

/** The user and product a token was issued for, when it is for this chapter, unaltered and not expired; else null. */
export function verifyMediaToken(
  secret: string,
  token: string,
  chapterId: string,
  nowSeconds: number,
): { userId: string; productId: string } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, userId = "", productId = "", expiryText = "", signed = ""] = match;
  const expiry = parseInt(expiryText, 36);
  if (!(expiry > nowSeconds)) return null;
  const expected = signature(secret, { userId, productId, chapterId }, expiry);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, productId };
}
