/**
 * The one-time notices a page shows after a redirect (the flash cookie of
 * flash-notice.server.ts carries only the key, never text, so nothing a
 * visitor sends can become a message on the page).
 */
export const FLASH_NOTICES = {
  "password-updated": "Your password has been updated. Sign in with the new one.",
  "password-set": "Your password is set. Sign in to open your library.",
  "two-factor-on": "Two-factor authentication is on. Signing in now needs a code from your app.",
  "two-factor-off": "Two-factor authentication is off.",
} as const;

export type FlashNotice = keyof typeof FLASH_NOTICES;

/** The text of a notice key read back from the cookie, or null for anything else. */
export function flashNoticeText(key: unknown): string | null {
  return typeof key === "string" && Object.hasOwn(FLASH_NOTICES, key) ? FLASH_NOTICES[key as FlashNotice] : null;
}
