import { runAdminAction } from "~/features/admin/actions.server";
import { restoreVersion } from "~/features/admin/history.server";
import { savePageCopy } from "~/features/admin/page-copy.server";
import { saveOffer, saveSiteSettings } from "~/features/admin/site-content.server";
import { adminActionForm, type AdminActionResult } from "~/features/admin/schemas";
import { requireAdmin } from "~/features/auth/session.server";
import { redirectWithNotice } from "~/lib/flash-notice.server";
import { methodNotAllowed } from "~/lib/security/http.server";
import { readForm } from "~/lib/security/read-body.server";
import { offerForm } from "~/lib/site-forms";
import type { Services } from "~/services.server";
import type { Route } from "./+types/admin.actions";

const MAX_FORM_BYTES = 64 * 1024;

/**
 * POST /admin/actions: every admin change (form-encoded, named by `intent`).
 * The admin's forms post it through a fetcher and get JSON with the toast
 * to show; the admin page's data revalidates after each one. A form posted
 * by the browser itself (no JavaScript) is sent back to the admin page it
 * came from, with the result as a one-time notice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { status, result } = await perform(request, context.services, admin);
  // The browser's own form post asks for a page; a fetcher's asks for anything.
  if (request.headers.get("accept")?.includes("text/html")) {
    const message = result.ok || !result.title ? result.message : `${result.title}: ${result.message}`;
    return redirectWithNotice(adminPageOf(request), { message, ok: result.ok }, context.services.config);
  }
  return Response.json(result, { status });
}

async function perform(
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

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed("POST");
}
