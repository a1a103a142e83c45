import type { PasswordLinkPurpose } from "./password-links";

export interface SignUpFollowUp {
  /** The email sent to the address, as the purpose of its choose-your-password link. */
  email: PasswordLinkPurpose | null;
  /** Whether the requester is signed in to the account just created. */
  signIn: boolean;
}

/**
 * What a valid sign-up does after trying to create the account. The page
 * answers both cases with the same redirect, so it never tells who has an
 * account; a taken address gets an email instead, and nobody is signed in to
 * an account whose password they did not just choose. An ADMIN_EMAILS
 * address starts as an ordinary account and is sent the link that proves it.
 */
export function signUpFollowUp(outcome: { created: boolean; adminAddress: boolean }): SignUpFollowUp {
  if (!outcome.created) return { email: "taken", signIn: false };
  return { email: outcome.adminAddress ? "confirm" : null, signIn: true };
}
