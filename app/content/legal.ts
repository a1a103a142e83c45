/**
 * The site's legal pages (issue 38): each is the owner's text, edited in the
 * admin's Legal tab, or until then a template filled in from the Site tab
 * and the services the server is configured with (app/features/legal).
 */
export const LEGAL_PAGES = [
  { id: "privacy", title: "Privacy Policy", path: "/privacy" },
  { id: "terms", title: "Terms of Service", path: "/terms" },
  { id: "refund", title: "Refund Policy", path: "/refund-policy" },
  { id: "sms", title: "SMS Terms", path: "/sms-terms" },
] as const;

export type LegalPageId = (typeof LEGAL_PAGES)[number]["id"];
export type LegalPage = (typeof LEGAL_PAGES)[number];

export function legalPageOf(id: string | null | undefined): LegalPage | undefined {
  return LEGAL_PAGES.find((page) => page.id === id);
}

export const legalPath = (id: LegalPageId): string => legalPageOf(id)!.path;

/** What the owner saved for one page: saving a page is reviewing it. */
interface SavedLegalText {
  text: string;
  /** ISO time of the save. */
  reviewedAt: string;
}

/** The row saved under the "legal" key: only the pages the owner has saved. */
export type LegalTexts = Partial<Record<LegalPageId, SavedLegalText>>;

/** The longest text a page may hold (about 15 printed pages). */
export const MAX_LEGAL_TEXT = 40_000;
