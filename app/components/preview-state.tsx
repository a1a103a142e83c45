import { createContext, useContext } from "react";

/**
 * A state of a page that a visitor reaches only in the browser (an exit
 * dialog, a result, an approved screen), rendered on the server for the
 * launch checklist to read: `exit`, `result:<id>`, `approved`... Only the
 * in-process page renderer sets it (server/page-renderer.ts), never a
 * request; everywhere else it is null and pages start as a visitor sees
 * them.
 */
export const PreviewStateContext = createContext<string | null>(null);

export function usePreviewState(): string | null {
  return useContext(PreviewStateContext);
}

/** The id after `prefix:` when the preview is that kind of state (`result:Thriving` gives "Thriving"). */
export function previewOf(preview: string | null, prefix: string): string | null {
  return preview?.startsWith(`${prefix}:`) ? preview.slice(prefix.length + 1) : null;
}
