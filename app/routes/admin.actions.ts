import { runAdminAction } from "~/features/admin/actions.server";
import { saveOffer, saveSiteSettings } from "~/features/admin/site-content.server";
import { adminActionSchema, type AdminActionResult } from "~/features/admin/schemas";
import { requireAdmin } from "~/features/auth/session.server";
import { methodNotAllowed } from "~/features/security/http.server";
import { readForm } from "~/features/security/read-body.server";
import type { Route } from "./+types/admin.actions";

const MAX_FORM_BYTES = 64 * 1024;
const answer = (result: AdminActionResult, status: number) => Response.json(result, { status });

/**
 * POST /admin/actions: every admin change (form-encoded, named by `intent`).
 * Answers JSON with the toast to show; the admin page's data revalidates
 * after each one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await readForm(request, MAX_FORM_BYTES);
  if (!form.ok) return answer({ ok: false, message: form.error }, form.status);
  const fields = form.fields;
  // The Site and Offers tabs answer every invalid field at once, by input name.
  if (fields.intent === "site.save" || fields.intent === "offer.save") {
    const save = fields.intent === "site.save" ? saveSiteSettings : saveOffer;
    const { status, result } = await save(fields, context.services);
    return answer(result, status);
  }
  const parsed = adminActionSchema.safeParse(fields);
  if (!parsed.success) {
    return answer({ ok: false, message: parsed.error.issues[0]?.message ?? "Invalid input" }, 400);
  }
  try {
    const result = await runAdminAction(parsed.data, context.services);
    return answer(result, result.ok ? 200 : 409);
  } catch (error) {
    context.services.log.error("admin action failed", { intent: parsed.data.intent, error: (error as Error).message });
    return answer({ ok: false, message: "The change could not be saved. Please try again." }, 500);
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed("POST");
}
