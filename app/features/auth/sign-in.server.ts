import { APIError } from "better-auth/api";
import { mayEmailRecipient } from "~/lib/email/recipient-cap.server";
import type { Services } from "~/services.server";
import { COOKIE_PREFIX } from "./auth.server";
import { resetRedirectTarget, type PasswordLinkPurpose } from "./password-links";

export type AuthResult =
  | { ok: true; headers: Headers }
  /** retryAfterSeconds: set when the answer is a lock that lifts by itself (a 429). */
  | { ok: false; status: number; message: string | null; retryAfterSeconds?: number };

/** A correct password for an account with two-factor on: the code is still to come. */
export type SignInResult = (AuthResult & { ok: false }) | { ok: true; headers: Headers; twoFactorRequired: boolean };

/** Copies the session cookies Better Auth set onto a response's headers. */
export function cookieHeaders(source: Headers): Headers {
  const headers = new Headers();
  for (const cookie of source.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Server-side error messages are shown as-is (SPEC section 8); others get the fallback. */
export function failure(error: unknown, services: Services): AuthResult & { ok: false } {
  if (error instanceof APIError) {
    return {
      ok: false,
      status: error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400,
      message: error.message || null,
    };
  }
  services.log.error("auth call failed", { error: (error as Error).message });
  return { ok: false, status: 500, message: null };
}

/** Runs a Better Auth call that answers with cookies; its failure becomes a message for the form. */
export async function withAuthCookies(
  services: Services,
  call: () => Promise<{ headers: Headers }>,
): Promise<AuthResult> {
  try {
    const { headers } = await call();
    return { ok: true, headers: cookieHeaders(headers) };
  } catch (error) {
    return failure(error, services);
  }
}

export async function signIn(
  services: Services,
  request: Request,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  try {
    const { headers, response } = await services.auth.api.signInEmail({
      body: { ...credentials, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    // With two-factor on, the headers carry the challenge cookie instead of a session.
    return { ok: true, headers: cookieHeaders(headers), twoFactorRequired: "twoFactorRedirect" in response };
  } catch (error) {
    return failure(error, services);
  }
}

/** Cookies that end the session in this browser whatever the server says. */
export function clearSessionCookies(secure: boolean): Headers {
  const headers = new Headers();
  for (const name of ["session_token", "session_data", "dont_remember"]) {
    const cookie = `${secure ? "__Secure-" : ""}${COOKIE_PREFIX}.${name}`;
    headers.append("Set-Cookie", `${cookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`);
  }
  return headers;
}

/**
 * SPEC section 8: sign-out clears the local session even when the server
 * call fails, so a broken database never traps someone signed in.
 */
export async function signOut(services: Services, request: Request): Promise<Headers> {
  try {
    await services.auth.api.signOut({ headers: request.headers });
  } catch (error) {
    services.log.error("server sign-out failed; clearing the browser session anyway", {
      error: (error as Error).message,
    });
  }
  return clearSessionCookies(services.config.baseUrl.startsWith("https://"));
}

/**
 * Emails a link to choose a password: a reset, a new buyer's welcome, an
 * ADMIN_EMAILS sign-up's confirmation, or the note to an address someone
 * tried to sign up with again.
 * Every one but the welcome (which follows a purchase and always goes out)
 * is capped per address whoever asks; past the cap the request is answered
 * as usual but nothing is sent.
 */
export async function requestPasswordReset(
  services: Services,
  email: string,
  purpose: PasswordLinkPurpose = "reset",
): Promise<void> {
  try {
    if (purpose !== "welcome" && !(await mayEmailRecipient(services.db, "reset", email))) {
      services.log.warn("password reset email not sent: the address's cap is reached");
      return;
    }
    await services.auth.api.requestPasswordReset({ body: { email, redirectTo: resetRedirectTarget(purpose) } });
  } catch (error) {
    // The answer is the same whether or not the account exists.
    services.log.error("password reset request failed", { error: (error as Error).message });
  }
}

export async function resetPassword(services: Services, token: string, newPassword: string): Promise<AuthResult> {
  try {
    await services.auth.api.resetPassword({ body: { token, newPassword } });
    return { ok: true, headers: new Headers() };
  } catch (error) {
    return failure(error, services);
  }
}
