/**
 * The one-time notices a page shows after a redirect. The flash cookie of
 * flash-notice.server.ts is signed, so only this server writes it: it
 * carries one of these keys, or the result of an admin action posted
 * without JavaScript (the action's own message).
 */
const FLASH_NOTICES = {
  "password-updated": "Your password has been updated. Sign in with the new one.",
  "password-set": "Your password is set. Sign in to open your library.",
  "email-confirmed": "Your email is confirmed and your password is set. Sign in to open the admin area.",
  "two-factor-on": "Two-factor authentication is on. Signing in now needs a code from your app.",
  "two-factor-off": "Two-factor authentication is off.",
} as const;

type FlashNoticeKey = keyof typeof FLASH_NOTICES;

/** What a form posted without JavaScript answered, shown on the page it returns to. */
interface ActionResultNotice {
  message: string;
  ok: boolean;
}

export type FlashNotice = FlashNoticeKey | ActionResultNotice;

/** A notice as the page shows it: failures in the destructive style. */
export interface ShownNotice {
  text: string;
  ok: boolean;
}

/** The notice read back from the cookie, or null for anything it does not hold. */
export function readFlashNotice(value: unknown): ShownNotice | null {
  if (typeof value === "string") {
    return Object.hasOwn(FLASH_NOTICES, value) ? { text: FLASH_NOTICES[value as FlashNoticeKey], ok: true } : null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { message, ok } = value as Partial<ActionResultNotice>;
  return typeof message === "string" && message !== "" && typeof ok === "boolean" ? { text: message, ok } : null;
}
