import { redirectWithNotice } from "~/lib/flash-notice.server";
import { readForm } from "~/lib/security/read-body.server";
import { offerForm } from "~/lib/site-forms";
import type { Services } from "~/services.server";
import { runAdminAction } from "./actions.server";
import { restoreVersion } from "./history.server";
import { saveLegalPage } from "./legal.server";
import { savePageCopy } from "./page-copy.server";
import { resultText, type AdminActionResult } from "./action-result";
import { adminActionForm } from "./schemas";
import { saveOffer, saveSiteSettings } from "./site-content.server";
import { saveSocialProof } from "./social-proof.server";

const MAX_FORM_BYTES = 64 * 1024;

/**
 * Reads, checks and runs one admin change posted as a form (named by its
 * `intent`): the answer's status and the toast it shows. Shared by
 * /admin/actions and the admin page's own action (routes/admin.tsx).
 */
export async function performAdminAction(
  request: Request,
  services: Services,
  /** The signed-in admin: their actions are checked against their own account, and saves name them. */
  admin: { id: string; email: string },
): Promise<{ status: number; result: AdminActionResult }> {
  const form = await readForm(request, MAX_FORM_BYTES, { lists: offerForm.lists });
  if (!form.ok) return { status: form.status, result: { ok: false, message: form.error } };
  const fields = form.fields;
  // The Site and Offers tabs answer every invalid field at once, by input name.
  if (fields.intent === "site.save") return saveSiteSettings(fields, services, admin.email);
  if (fields.intent === "offer.save") return saveOffer(fields, services, admin.email);
  if (fields.intent === "copy.save") return savePageCopy(fields, services, admin.email);
  if (fields.intent === "proof.save") return saveSocialProof(fields, services, admin.email);
  if (fields.intent === "legal.save") return saveLegalPage(fields, services, admin.email);
  if (fields.intent === "history.restore") return restoreVersion(fields, services, admin.email);
  const checked = adminActionForm.check(fields);
  if (!checked.ok) return { status: 400, result: { ok: false, message: checked.message } };
  try {
    const result = await runAdminAction(checked.data, services, admin.id);
    return { status: result.ok ? 200 : 409, result };
  } catch (error) {
    services.log.error("admin action failed", { intent: checked.data.intent, error: (error as Error).message });
    return { status: 500, result: { ok: false, message: "The change could not be saved. Please try again." } };
  }
}

/** The browser's own form post asks for a page; a fetcher's asks for anything. */
export function isDocumentPost(request: Request): boolean {
  return request.headers.get("accept")?.includes("text/html") ?? false;
}

/** Back to the admin page (and tab) the form was posted from, with the result shown once. */
export function redirectWithResult(request: Request, result: AdminActionResult, services: Services) {
  return redirectWithNotice(adminPageOf(request), { message: resultText(result), ok: result.ok }, services.config);
}

/** The admin page (and tab) the form was on, from the Referer; the dashboard's first tab otherwise. */
function adminPageOf(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/admin";
  try {
    const from = new URL(referer);
    return from.pathname === "/admin" ? `/admin${from.search}` : "/admin";
  } catch {
    return "/admin";
  }
}
