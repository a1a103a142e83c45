import { randomUUID } from "node:crypto";
import { z } from "zod";

/**
 * A random id kept in a first-party HttpOnly cookie: it names a browser and
 * nothing else (the player's device, the funnel's visitor). A value that is
 * not a UUID is ignored, so a forged cookie cannot smuggle anything in.
 */
const uuid = z.uuid();

export function readIdCookie(request: Request, name: string): string | null {
  const cookies = request.headers.get("cookie") ?? "";
  const value = new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(cookies)?.[1];
  return value && uuid.safeParse(value).success ? value : null;
}

/** The browser's id, and the Set-Cookie header that gives it one when it had none. */
export function ensureIdCookie(
  request: Request,
  cookie: { name: string; maxAgeSeconds: number; secure: boolean },
): { id: string; setCookie: string | null } {
  const existing = readIdCookie(request, cookie.name);
  if (existing) return { id: existing, setCookie: null };
  const id = randomUUID();
  const setCookie = `${cookie.name}=${id}; Path=/; Max-Age=${cookie.maxAgeSeconds}; HttpOnly; SameSite=Lax${cookie.secure ? "; Secure" : ""}`;
  return { id, setCookie };
}
