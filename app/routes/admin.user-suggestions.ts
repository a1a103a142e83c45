import { suggestUsers } from "~/features/admin/users.server";
import { requireAdmin } from "~/features/auth/session.server";
import type { Route } from "./+types/admin.user-suggestions";

/** GET /admin/user-suggestions?q=: up to eight accounts matching the text, for the grant form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const users = await suggestUsers(context.services.db, q);
  return Response.json({ users }, { headers: { "Cache-Control": "private, no-store" } });
}
