/**
 * "Sign in with …" providers (OpenID Connect), as configured from the
 * environment (config.server.ts): Google and Apple by their well-known
 * issuers, and any other provider by OIDC_ISSUER.
 */
import type { SignInProvider, SignInProviderId } from "~/config.server";

export type { SignInProvider, SignInProviderId };

/** What the browser is told about a provider: never its credentials. */
export interface ProviderButton {
  id: SignInProviderId;
  name: string;
}

export const providerButtons = (providers: readonly SignInProvider[]): ProviderButton[] =>
  providers.map(({ id, name }) => ({ id, name }));

export function isSignInProviderId(value: string, providers: readonly SignInProvider[]): value is SignInProviderId {
  return providers.some((provider) => provider.id === value);
}

/** The discovery document of an issuer (a trailing slash on the issuer is allowed). */
export const discoveryUrl = (issuer: string) => `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;

/** Where the provider sends the browser back: our own route, not Better Auth's unmounted /api/auth. */
export const callbackPath = (id: SignInProviderId) => `/auth/callback/${id}`;

/**
 * Better Auth's callback error codes (the `error` it appends to the error
 * URL), in the member's words. Anything else, a provider's own refusal
 * included, gets the generic line.
 */
const MESSAGES: Record<string, string> = {
  account_not_linked:
    "An account with this email already exists. Sign in with your password, then connect this provider from your account page.",
  account_already_linked_to_different_user: "That sign-in is already connected to another account.",
  unable_to_link_account:
    "This provider did not confirm that you own its email address, so it cannot be connected. Check the address with the provider and try again.",
  email_not_found: "The provider did not share an email address. Allow it to share your email and try again.",
  access_denied: "Sign-in was cancelled.",
};
const GENERIC = "Sign-in with that provider did not work. Please try again.";

export function socialErrorMessage(code: string | null): string | null {
  if (!code) return null;
  return MESSAGES[code] ?? GENERIC;
}
