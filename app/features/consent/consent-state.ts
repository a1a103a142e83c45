import { consentChoiceOf, consentCookie, type ConsentChoice } from "~/lib/consent-choice";
import type { ConsentRegion } from "~/lib/consent-regions";

/**
 * The consent banner's state in this document, shared by the banner, the
 * footer's "Cookie settings" button and the pixels (site-shell.tsx).
 */
export interface ConsentState {
  /**
   * Whether ad pixels may run: "granted" (accepted, or not asked: outside
   * the regions the owner asks), "denied", or "pending" while the visitor
   * has not answered or the server has not said whether to ask.
   */
  pixels: "pending" | "granted" | "denied";
  /** The visitor is asked and has not answered: the banner shows on pages where pixels may run. */
  unanswered: boolean;
  /** Reopened from the footer to change the choice: shows on any page. */
  reopened: boolean;
}

const INITIAL: ConsentState = { pixels: "pending", unanswered: false, reopened: false };
let state = INITIAL;
const listeners = new Set<() => void>();

function update(next: Partial<ConsentState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const consentSnapshot = (): ConsentState => state;
/** The server renders no banner; the browser decides after hydration, so both first renders match. */
export const serverConsentSnapshot = (): ConsentState => INITIAL;

/** Where the server answers whether this visitor is asked (their country, with the regional setting). */
const CONSENT_ASKED_URL = "/api/consent";

let resolving = false;

/**
 * Called once per document when a pixel is configured: the choice kept in
 * the cookie, else, with the regional setting, the server's word on whether
 * this visitor is asked at all (a failed lookup asks: fail safe).
 */
export async function resolveConsent(region: ConsentRegion): Promise<void> {
  if (resolving) return;
  resolving = true;
  const choice = consentChoiceOf(document.cookie);
  if (choice) return update({ pixels: choice });
  if (region === "europe" && !(await askedByServer())) return update({ pixels: "granted" });
  update({ unanswered: true });
}

async function askedByServer(): Promise<boolean> {
  try {
    const response = await fetch(CONSENT_ASKED_URL, { headers: { accept: "application/json" } });
    if (!response.ok) return true;
    return ((await response.json()) as { ask?: unknown }).ask !== false;
  } catch {
    return true;
  }
}

/** The footer's "Cookie settings": shows the banner again to change the choice. */
export function reopenConsent(): void {
  update({ reopened: true });
}

/**
 * Keeps the visitor's answer for about six months. Withdrawing consent once
 * the pixels ran in this document removes their cookies and reloads the
 * page, which then loads no pixel.
 */
export function chooseConsent(choice: ConsentChoice, options: { pixelsRan: boolean }): void {
  document.cookie = consentCookie(choice, location.protocol === "https:");
  if (choice === "denied" && options.pixelsRan) {
    forgetPlatformCookies();
    location.reload();
    return;
  }
  update({ pixels: choice, unanswered: false, reopened: false });
}

/** Meta's `_fbp` / `_fbc` and gtag's `_ga` / `_ga_<id>`, set on this host or a parent domain. */
function forgetPlatformCookies(): void {
  const names = document.cookie
    .split(";")
    .map((pair) => pair.trim().split("=")[0] ?? "")
    .filter((name) => name === "_fbp" || name === "_fbc" || name === "_ga" || name.startsWith("_ga_"));
  const labels = location.hostname.split(".");
  const domains = ["", ...labels.slice(0, -1).map((_, i) => `; Domain=.${labels.slice(i).join(".")}`)];
  for (const name of names) for (const domain of domains) document.cookie = `${name}=; Path=/; Max-Age=0${domain}`;
}
