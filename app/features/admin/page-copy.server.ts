import { COPY_PAGES, copyPageOf } from "~/content/pages";
import { copyFields, overridesFromForm, type CopyField } from "~/lib/page-copy";
import type { Services } from "~/services.server";
import type { AdminActionResult } from "./action-result";

type Outcome = { status: 200 | 400; result: AdminActionResult };

/** Every editable string of a page of the Pages tab, across its sections. */
function fieldsOfPage(page: (typeof COPY_PAGES)[number]): CopyField[] {
  return Object.entries(page.sections).flatMap(([prefix, defaults]) => copyFields(prefix, defaults));
}

/** The Pages tab: the pages to choose from, and the chosen page's fields with what each shows now. */
export async function loadPagesTab(services: Services, pageId: string | null) {
  const { content } = await services.siteContent.fresh();
  const page = copyPageOf(pageId);
  return {
    pages: COPY_PAGES.map(({ id, title, path }) => ({ id, title, path })),
    page: { id: page.id, title: page.title, path: page.path },
    fields: fieldsOfPage(page).map((field) => ({ ...field, value: content.copy[field.path] ?? field.default })),
  };
}

/**
 * Saves one page's words: each field sent equal to its shipped text keeps
 * no override, the others sent replace their earlier edits; fields not
 * sent and other pages' edits are kept as they are. Nothing is saved when
 * a field is too long.
 */
export async function savePageCopy(
  fields: Record<string, string>,
  services: Services,
  savedBy: string,
): Promise<Outcome> {
  const page = COPY_PAGES.find((candidate) => candidate.id === fields.page);
  if (!page) return { status: 400, result: { ok: false, message: "Choose a page of the Pages tab" } };
  const pageFields = fieldsOfPage(page);
  const read = overridesFromForm(pageFields, fields);
  if (!read.ok) {
    const fieldErrors = Object.fromEntries(read.errors.map((error) => [error.path, error.message]));
    return { status: 400, result: { ok: false, message: read.errors[0]!.message, fieldErrors } };
  }
  const { content } = await services.siteContent.fresh();
  // A field the form did not send keeps what it had.
  const sent = new Set(pageFields.filter((field) => fields[field.path] !== undefined).map((field) => field.path));
  const kept = Object.entries(content.copy).filter(([path]) => !sent.has(path));
  await services.siteContent.saveCopy({ ...Object.fromEntries(kept), ...read.overrides }, savedBy);
  return { status: 200, result: { ok: true, message: `${page.title} saved` } };
}
