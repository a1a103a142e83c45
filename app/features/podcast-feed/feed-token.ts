/**
 * A feed token is 32 bytes (256 bits) as base64url: 43 letters, digits,
 * `-` and `_`. Anything else in a feed URL is refused before the database
 * is asked.
 */
const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isFeedTokenFormat(token: string): boolean {
  return FEED_TOKEN_PATTERN.test(token);
}
