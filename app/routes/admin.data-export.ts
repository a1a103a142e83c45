import { dataRequestEmail } from "~/features/data-rights";
import { requireAdmin } from "~/features/auth/session.server";
import { exportResponse, exportSubject, findSubject } from "~/features/data-rights/index.server";
import type { Route } from "./+types/admin.data-export";

/**
 * GET /admin/data-export?email=: everything the site holds under one
 * address, lead or user, as the JSON file a member downloads from their
 * account page (the Data requests tab's "Download").
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const parsed = dataRequestEmail.safeParse(new URL(request.url).searchParams.get("email") ?? "");
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? "Enter an email address" }, { status: 400 });
  }
  const { db } = context.services;
  return exportResponse(await exportSubject(db, await findSubject(db, parsed.data)));
}
