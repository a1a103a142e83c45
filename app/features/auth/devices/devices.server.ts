import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { authSessions } from "~/db/schema";
import type { Services } from "~/services.server";
import { cookieHeaders, failure, type AuthResult } from "../sign-in.server";
import { describePlace, describeUserAgent, lastSeenLabel, type DeviceRow } from "./device-label";

/** The id of the session this request is signed in with (no refresh: the page's loader does that). */
export async function currentSessionId(services: Services, request: Request): Promise<string | null> {
  const found = await services.auth.api.getSession({ headers: request.headers, query: { disableRefresh: true } });
  return found?.session.id ?? null;
}

/**
 * The member's live sessions, the one in use first, then by last use.
 * A session's updated_at moves when Better Auth slides it forward (at most
 * daily), so "last seen" is to the day, which is all the list claims.
 */
export async function listDevices(
  db: Db,
  userId: string,
  currentId: string | null,
  now = new Date(),
): Promise<DeviceRow[]> {
  const rows = await db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      ipAddress: authSessions.ipAddress,
      updatedAt: authSessions.updatedAt,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), gt(authSessions.expiresAt, now)))
    .orderBy(desc(authSessions.updatedAt));
  const devices = rows.map((row) => ({
    id: row.id,
    browser: describeUserAgent(row.userAgent),
    place: describePlace(row.ipAddress),
    lastSeen: lastSeenLabel(row.updatedAt, now),
    current: row.id === currentId,
  }));
  return [...devices.filter((d) => d.current), ...devices.filter((d) => !d.current)];
}

/**
 * Ends one of the member's other sessions. Only a session of theirs, and
 * not the one in use (that is "Sign out"), is touched: false otherwise.
 */
export async function signOutDevice(db: Db, userId: string, sessionId: string, currentId: string): Promise<boolean> {
  if (sessionId === currentId) return false;
  const ended = await db
    .delete(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .returning({ id: authSessions.id });
  return ended.length > 0;
}

/** Ends every session of the member but the one in use; answers how many ended. */
export async function signOutOtherDevices(db: Db, userId: string, currentId: string): Promise<number> {
  const ended = await db
    .delete(authSessions)
    .where(and(eq(authSessions.userId, userId), ne(authSessions.id, currentId)))
    .returning({ id: authSessions.id });
  return ended.length;
}

/**
 * Changes the password (the current one re-checked). With
 * `signOutOthers`, every other session ends and this one is replaced, so
 * the new session cookie must reach the browser.
 */
export async function changePassword(
  services: Services,
  request: Request,
  input: { currentPassword: string; newPassword: string; signOutOthers: boolean },
): Promise<AuthResult> {
  try {
    const { headers } = await services.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: input.signOutOthers,
      },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers: cookieHeaders(headers) };
  } catch (error) {
    return failure(error, services);
  }
}
