import { runAdminAction } from "~/features/admin/actions.server";
import { adminActionSchema, type AdminActionResult } from "~/features/admin/schemas";
import { requireAdmin } from "~/features/auth/session.server";
import { BodyTooLargeError, readBodyText } from "~/features/security/read-body.server";
import type { Route } from "./+types/admin.actions";

const MAX_FORM_BYTES = 64 * 1024;
const answer = (result: AdminActionResult, status: number) => Response.json(result, { status });

/**
 * POST /admin/actions: every admin change (form-encoded, named by `intent`).
 * Answers JSON with the toast to show; the admin page's data revalidates
 * after each one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context.services);
  let body: string;
  try {
    body = await readBodyText(request, MAX_FORM_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer({ ok: false, message: "Too much data" }, 413);
    throw error;
  }
  const parsed = adminActionSchema.safeParse(Object.fromEntries(new URLSearchParams(body)));
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
  await requireAdmin(request, context.services);
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
