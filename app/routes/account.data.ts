import { requireUser } from "~/features/auth/session.server";
import { exportResponse, exportSubject } from "~/features/data-rights/index.server";
import type { Route } from "./+types/account.data";

/**
 * GET /account/data: everything the site holds about the signed-in member,
 * as one JSON file to save (the account page's "Download your data"). Only
 * ever their own: the account comes from the session, never from the URL.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = context.services;
  return exportResponse(await exportSubject(db, { email: user.email.toLowerCase(), userId: user.id }));
}
