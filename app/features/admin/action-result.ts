// Apart from ./schemas, so that the admin page and its tabs show an answer
// without loading zod (the action checks the forms on the server).

/** What every admin action answers: the toast to show, destructive when it failed. */
export type AdminActionResult =
  | {
      ok: true;
      message: string;
      /** Saved, but something the owner should know (an offer's provider not configured): a warning toast. */
      warnings?: string[];
    }
  | {
      ok: false;
      message: string;
      title?: string;
      fieldErrors?: Record<string, string>;
      /** The Site and Offers forms' typed values, shown again when the page is rendered without JavaScript. */
      values?: Record<string, string>;
    };

/** A save's warnings as sentences, for a toast's description or a notice. */
export function warningsText(warnings: readonly string[]): string {
  return warnings.map((warning) => `${warning}.`).join(" ");
}

/** A result as one notice (no JavaScript): a failure's title first, a success's warnings after it. */
export function resultText(result: AdminActionResult): string {
  if (!result.ok) return result.title ? `${result.title}: ${result.message}` : result.message;
  return result.warnings?.length ? `${result.message}. ${warningsText(result.warnings)}` : result.message;
}
