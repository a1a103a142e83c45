import type { AppContextFields } from "~/load-context";
import { pageLocation } from "~/lib/page-location";
import type { Services } from "~/services.server";
import { localRedirect, safeRedirect } from "~/lib/safe-redirect";
import { isAdmin } from "./accounts.server";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
}

export interface SessionLookup {
  user: SessionUser | null;
  /** Set when Better Auth slid the session forward: the browser's cookie must follow. */
  refreshedCookies: string[];
}

/**
 * What a lookup is shared by: a loader's load context, which React Router
 * hands every loader and action of one request (each gets its own copy of
 * the Request, so the Request cannot be the key).
 */
export type SessionScope = Pick<AppContextFields, "services">;

// One lookup per request, however many loaders ask: two concurrent lookups
// of a session due for renewal would race, and the one that loses sees the
// renewed session and sends no cookie.
const perScope = new WeakMap<SessionScope, Promise<SessionLookup>>();

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

export function lookupSession(request: Request, scope: SessionScope): Promise<SessionLookup> {
  let pending = perScope.get(scope);
  if (!pending) {
    pending = lookup(request, scope.services);
    perScope.set(scope, pending);
  }
  return pending;
}

export async function getSessionUser(request: Request, scope: SessionScope): Promise<SessionUser | null> {
  return (await lookupSession(request, scope)).user;
}

/**
 * Set-Cookie headers that extend the session cookie after the session was
 * refreshed (at most daily), so a visitor who keeps coming back stays
 * signed in. The root loader sends them on every page.
 */
export async function sessionRefreshHeaders(request: Request, scope: SessionScope): Promise<Headers> {
  const headers = new Headers();
  for (const cookie of (await lookupSession(request, scope)).refreshedCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

function loginRedirect(request: Request): Response {
  const url = pageLocation(request.url);
  const target = `${url.pathname}${url.search}`;
  return localRedirect(`/login?redirectTo=${encodeURIComponent(safeRedirect(target, "/dashboard"))}`);
}

/** Guard for customer pages: signed-out visitors go to /login. */
export async function requireUser(request: Request, scope: SessionScope): Promise<SessionUser> {
  const user = await getSessionUser(request, scope);
  if (!user) throw loginRedirect(request);
  return user;
}

/** Guard for admin pages: anyone without an admin_users row goes to /login. */
export async function requireAdmin(request: Request, scope: SessionScope): Promise<SessionUser> {
  const user = await getSessionUser(request, scope);
  if (!user?.isAdmin) throw loginRedirect(request);
  return user;
}
