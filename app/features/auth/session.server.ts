import { redirect } from "react-router";
import type { Services } from "~/services.server";
import { isAdmin } from "./accounts.server";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

// One lookup per request, however many loaders ask.
const perRequest = new WeakMap<Request, Promise<SessionUser | null>>();

async function lookup(request: Request, services: Services): Promise<SessionUser | null> {
  try {
    const session = await services.auth.api.getSession({ headers: request.headers });
    if (!session) return null;
    const { user } = session;
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      isAdmin: await isAdmin(services.db, user.id, (m) => services.log.error(m)),
    };
  } catch (error) {
    // SPEC section 8: session retrieval errors are logged and treated as signed out.
    services.log.error("session lookup failed", { error: (error as Error).message });
    return null;
  }
}

export function getSessionUser(request: Request, services: Services): Promise<SessionUser | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = lookup(request, services);
    perRequest.set(request, pending);
  }
  return pending;
}

function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const target = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  return redirect(`/login?redirectTo=${encodeURIComponent(target)}`);
}

/** Guard for customer pages: signed-out visitors go to /login. */
export async function requireUser(request: Request, services: Services): Promise<SessionUser> {
  const user = await getSessionUser(request, services);
  if (!user) throw loginRedirect(request);
  return user;
}

/** Guard for admin pages: anyone without an admin_users row goes to /login. */
export async function requireAdmin(request: Request, services: Services): Promise<SessionUser> {
  const user = await getSessionUser(request, services);
  if (!user?.isAdmin) throw loginRedirect(request);
  return user;
}
