/**
 * One reset-token mechanism serves two emails: "reset your password" and,
 * for a buyer whose account the purchase webhook created, "welcome, choose
 * your password". Better Auth carries our redirect target into the URL it
 * hands the email callback; the welcome request marks that target.
 */
const WELCOME_TARGET = "/reset-password?welcome=1";

/** The redirectTo given to Better Auth when asking for a reset token. */
export function resetRedirectTarget(purpose: "reset" | "welcome"): string {
  return purpose === "welcome" ? WELCOME_TARGET : "/reset-password";
}

/** Whether Better Auth's reset URL (…?callbackURL=<target>) came from a welcome request. */
export function isWelcomeReset(betterAuthUrl: string): boolean {
  try {
    return new URL(betterAuthUrl).searchParams.get("callbackURL") === WELCOME_TARGET;
  } catch {
    return false;
  }
}

/** The link in the email: our own page, which takes the token directly. */
export function passwordLink(baseUrl: string, token: string, purpose: "reset" | "welcome"): string {
  const params = new URLSearchParams({ token });
  if (purpose === "welcome") params.set("welcome", "1");
  return `${baseUrl}/reset-password?${params}`;
}

/** The link in the email that confirms an address: our own page, which verifies the token. */
export function verifyEmailLink(baseUrl: string, token: string): string {
  return `${baseUrl}/verify-email?${new URLSearchParams({ token })}`;
}
