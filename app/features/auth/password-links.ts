/**
 * One reset-token mechanism serves every email whose link lets its holder
 * choose the account's password: "reset your password", a buyer's "welcome,
 * choose your password", an ADMIN_EMAILS sign-up's "confirm your email", and
 * "someone tried to sign up with your address". Choosing the password is what
 * proves the address, so a password someone else set before the proof never
 * survives it. Better Auth carries our redirect target into the URL it hands
 * the email callback; each purpose has its own target, which names the email.
 */
export type PasswordLinkPurpose = "reset" | "welcome" | "confirm" | "taken";

const TARGETS: Record<PasswordLinkPurpose, string> = {
  reset: "/reset-password",
  welcome: "/reset-password?welcome=1",
  confirm: "/reset-password?confirm=1",
  taken: "/reset-password?taken=1",
};

/** The redirectTo given to Better Auth when asking for a reset token. */
export function resetRedirectTarget(purpose: PasswordLinkPurpose): string {
  return TARGETS[purpose];
}

/** Which request Better Auth's reset URL (…?callbackURL=<target>) came from; a plain reset if unknown. */
export function passwordLinkPurpose(betterAuthUrl: string): PasswordLinkPurpose {
  let target: string | null;
  try {
    target = new URL(betterAuthUrl).searchParams.get("callbackURL");
  } catch {
    return "reset";
  }
  const found = (Object.keys(TARGETS) as PasswordLinkPurpose[]).find((purpose) => TARGETS[purpose] === target);
  return found ?? "reset";
}

/**
 * The link in the email: our own page, which takes the token directly. The
 * welcome reads as such there; "someone tried to sign up with your address"
 * is an ordinary reset. The confirmation link keeps its own address
 * (/verify-email), which hands the token on to the same step.
 */
export function passwordLink(baseUrl: string, token: string, purpose: PasswordLinkPurpose): string {
  const params = new URLSearchParams({ token });
  if (purpose === "confirm") return `${baseUrl}/verify-email?${params}`;
  if (purpose === "welcome") params.set("welcome", "1");
  return `${baseUrl}/reset-password?${params}`;
}

/** Where /verify-email sends the holder of a confirmation link: the choose-your-password step. */
export function confirmationStep(token: string): string {
  return `/reset-password?${new URLSearchParams({ token, confirm: "1" })}`;
}
