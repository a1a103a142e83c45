import { isDocumentPost, performAdminAction, redirectWithResult } from "~/features/admin/post.server";
import { requireAdmin } from "~/features/auth/session.server";
import { methodNotAllowed } from "~/lib/security/http.server";
import type { Route } from "./+types/admin.actions";

/**
 * POST /admin/actions: every admin change (form-encoded, named by `intent`).
 * The admin's forms post it through a fetcher and get JSON with the toast
 * to show; the admin page's data revalidates after each one. A form posted
 * by the browser itself (no JavaScript) is sent back to the admin page it
 * came from, with the result as a one-time notice. (The Site and Offers
 * tabs post to the admin page itself, which can show a refused save again
 * as typed: routes/admin.tsx.)
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { status, result } = await performAdminAction(request, context.services, admin);
  if (isDocumentPost(request)) return redirectWithResult(request, result, context.services);
  return Response.json(result, { status });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return methodNotAllowed("POST");
}
