import { z } from "zod";
import { LEGAL_PAGES, legalPageOf, MAX_LEGAL_TEXT } from "~/content/legal";
import { legalTextOf, SITE_TAB_GAP } from "~/features/legal";
import type { Services } from "~/services.server";
import type { AdminActionResult } from "./action-result";

type Outcome = { status: 200 | 400; result: AdminActionResult };

/** The Legal tab: each page with whether the owner reviewed it, and the chosen page's text as shown now. */
export async function loadLegalTab(services: Services, pageId: string | null) {
  const { content } = await services.siteContent.fresh();
  const page = legalPageOf(pageId) ?? LEGAL_PAGES[0];
  const shown = legalTextOf(content, page.id, services.config);
  return {
    pages: LEGAL_PAGES.map(({ id, title, path }) => ({ id, title, path, reviewed: Boolean(content.legal[id]) })),
    page: { id: page.id, title: page.title, path: page.path },
    text: shown.text,
    reviewedAt: shown.reviewedAt,
  };
}

const legalSaveSchema = z.object({
  intent: z.literal("legal.save"),
  text: z
    .string("Write the page's text")
    .trim()
    .min(1, "Write the page's text")
    .max(MAX_LEGAL_TEXT, `The text is too long: at most ${MAX_LEGAL_TEXT.toLocaleString("en-US")} characters`),
});

/**
 * Saves one legal page's text; saving is the owner's review of it (the
 * launch checklist then drops the page). The other pages' saved texts are
 * kept as they are. Each save is a version in the History tab.
 */
export async function saveLegalPage(
  fields: Record<string, string>,
  services: Services,
  savedBy: string,
): Promise<Outcome> {
  const page = legalPageOf(fields.page);
  if (!page) return { status: 400, result: { ok: false, message: "Choose a page of the Legal tab" } };
  const checked = legalSaveSchema.safeParse(fields);
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? "Write the page's text";
    return { status: 400, result: { ok: false, message, fieldErrors: { text: message } } };
  }
  if (checked.data.text.includes(SITE_TAB_GAP)) {
    const message =
      "Fill in the business name and postal address in the Site tab first, or type them over the [brackets]";
    return { status: 400, result: { ok: false, message, fieldErrors: { text: message } } };
  }
  const { content } = await services.siteContent.fresh();
  const text = checked.data.text.replace(/\r\n?/g, "\n");
  await services.siteContent.saveLegal(
    { ...content.legal, [page.id]: { text, reviewedAt: new Date().toISOString() } },
    savedBy,
  );
  return { status: 200, result: { ok: true, message: `${page.title} saved and marked as reviewed` } };
}
