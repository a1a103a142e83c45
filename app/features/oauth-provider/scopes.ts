/**
 * The scopes a client may be registered for and a member is asked about,
 * with the words the consent page and the account page use for each.
 */
export const OAUTH_SCOPES = [
  { id: "openid", label: "Your Rerouted account ID" },
  { id: "profile", label: "Your name" },
  { id: "email", label: "Your email address" },
  { id: "entitlements", label: "Which Rerouted products you own" },
] as const;

export type OAuthScope = (typeof OAUTH_SCOPES)[number]["id"];

const KNOWN = new Set<string>(OAUTH_SCOPES.map((s) => s.id));

export function isOAuthScope(value: string): value is OAuthScope {
  return KNOWN.has(value);
}

/** The consent page's words for the scopes, in catalogue order. */
export function scopeLabels(scopes: readonly string[]): string[] {
  return OAUTH_SCOPES.filter((s) => scopes.includes(s.id)).map((s) => s.label);
}
