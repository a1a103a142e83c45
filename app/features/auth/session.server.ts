import { redirect } from "react-router";
import type { Services } from "~/services.server";
import { isAdmin } from "./accounts.server";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
}

interface SessionLookup {
  user: SessionUser | null;
  /** Set when Better Auth slid the session forward: the browser's cookie must follow. */
  refreshedCookies: string[];
}

// One lookup per request, however many loaders ask.
const perRequest = new WeakMap<Request, Promise<SessionLookup>>();

async function lookup(request: Request, services: Services): Promise<SessionLookup> {
  try {
    const { headers, response: session } = await services.auth.api.getSession({
      headers: request.headers,
      returnHeaders: true,
    });
    const refreshedCookies = headers.getSetCookie();
    if (!session) return { user: null, refreshedCookies };
    const { user } = session;
    return {
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        isAdmin: await isAdmin(services.db, user.id, (m) => services.log.error(m)),
        twoFactorEnabled: user.twoFactorEnabled === true,
      },
      refreshedCookies,
    };
  } catch (error) {
    // SPEC section 8: session retrieval errors are logged and treated as signed out.
    services.log.error("session lookup failed", { error: (error as Error).message });
    return { user: null, refreshedCookies: [] };
  }
}

function lookupOnce(request: Request, services: Services): Promise<SessionLookup> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = lookup(request, services);
    perRequest.set(request, pending);
  }
  return pending;
}

export async function getSessionUser(request: Request, services: Services): Promise<SessionUser | null> {
  return (await lookupOnce(request, services)).user;
}

/**
 * Set-Cookie headers that extend the session cookie after the session was
 * refreshed (at most daily), so a visitor who keeps coming back stays
 * signed in. The root loader sends them on every page.
 */
export async function sessionRefreshHeaders(request: Request, services: Services): Promise<Headers> {
  const headers = new Headers();
  for (const cookie of (await lookupOnce(request, services)).refreshedCookies) headers.append("Set-Cookie", cookie);
  return headers;
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
