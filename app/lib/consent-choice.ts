/**
 * The visitor's answer to the consent banner, kept first-party in a cookie
 * on the site's own domain that the server reads too (to record it with a
 * checkout: app/features/conversions). Browser-safe: no server imports.
 */
const CONSENT_COOKIE = "consent";
export type ConsentChoice = "granted" | "denied";

/** About six months, after which the visitor is asked again. */
const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

/** The choice in a Cookie header (or `document.cookie`), or null when none was made. */
export function consentChoiceOf(cookies: string | null | undefined): ConsentChoice | null {
  for (const pair of (cookies ?? "").split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === CONSENT_COOKIE && (value === "granted" || value === "denied")) return value;
  }
  return null;
}

/** The `document.cookie` assignment that keeps a choice. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * What the site knows of a buyer's consent when a checkout starts: their
 * choice, "unanswered" when the banner asked and they chose nothing yet,
 * or "not_asked" when they are outside the regions the owner asks.
 */
export type ConsentRecord = "granted" | "denied" | "unanswered" | "not_asked";

export function consentRecordOf(choice: ConsentChoice | null, asked: boolean): ConsentRecord {
  if (choice) return choice;
  return asked ? "unanswered" : "not_asked";
}

/**
 * Whether the ad platforms may hear of this buyer at all (their browser's
 * identifiers, and the server-side Purchase conversion): when they granted
 * consent, or were not asked. A refusal, or a banner left unanswered, keeps
 * them out.
 */
export function adPlatformsAllowed(record: ConsentRecord): boolean {
  return record === "granted" || record === "not_asked";
}
