import { loadVisitorView } from "~/features/admin/visitor-view.server";
import { requireAdmin } from "~/features/auth/session.server";
import type { Route } from "./+types/admin.visitor-view";

/**
 * GET /admin/visitor-view: the launch checklist's reading of every public
 * page and browser-only state. Rendering them all takes a moment, so the
 * checklist asks for it after the admin page has painted.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const items = context.renderPage ? await loadVisitorView(context.services, context.renderPage) : [];
  return Response.json({ items }, { headers: { "Cache-Control": "private, no-store" } });
}
