/**
 * Who may be made an admin, demoted, anonymised or deleted, and what an
 * anonymised account is called. Each refusal is the sentence the admin
 * reads; null means the change may go ahead.
 */

/** An account as the rules see it. */
export interface AccountFacts {
  id: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
}

/** The admin asking, and how many admins there are right now (counted with their rows locked). */
export interface RoleContext {
  actorId: string;
  adminCount: number;
}

/**
 * The name an anonymised account keeps: its profile's first and last name
 * (the Users tab shows them together) and the account's display name.
 */
export const ANONYMISED_NAME = { firstName: "Anonymised", lastName: "user", name: "Anonymised user" } as const;

/**
 * `.invalid` is reserved (RFC 2606, RFC 6761): no address under it can
 * ever receive mail, so nothing sent to an anonymised account reaches
 * anybody, and nobody can prove they own it.
 */
const ANONYMISED_DOMAIN = "anonymised.invalid";

/** The address an anonymised account is given: unique (its id is) and unable to receive mail. */
export function anonymisedEmail(userId: string): string {
  return `user-${userId.toLowerCase()}@${ANONYMISED_DOMAIN}`;
}

export function isAnonymisedEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${ANONYMISED_DOMAIN}`);
}

/**
 * Only a proven address becomes an admin, as with ADMIN_EMAILS: an account
 * anyone could have opened with somebody else's address must not gain the
 * admin area (an anonymised account is never proven).
 */
export function refusePromotion(target: AccountFacts): string | null {
  if (target.isAdmin) return `${target.email} is already an admin`;
  if (isAnonymisedEmail(target.email)) return "An anonymised account cannot become an admin";
  if (!target.emailVerified) {
    return `${target.email} has not confirmed its email address. Only a confirmed address can become an admin: they confirm it by choosing a password through "Forgot password?" on the sign-in page.`;
  }
  return null;
}

/**
 * An admin keeps their own rights (another admin removes them), the last
 * admin stays, and an ADMIN_EMAILS address is refused: the server would
 * make it an admin again at its next start or password reset.
 */
export function refuseDemotion(
  target: AccountFacts,
  context: RoleContext & { adminEmails: readonly string[] },
): string | null {
  if (!target.isAdmin) return `${target.email} is not an admin`;
  if (target.id === context.actorId) return "You cannot remove your own admin rights: another admin can.";
  if (context.adminCount <= 1) return `${target.email} is the last admin: make another account an admin first.`;
  if (context.adminEmails.includes(target.email.toLowerCase())) {
    return `${target.email} is listed in ADMIN_EMAILS, which makes it an admin again whenever the server starts: remove it from ADMIN_EMAILS first.`;
  }
  return null;
}

/** Deleting or anonymising: never the admin's own account, never the last admin's. */
export function refuseRemoval(target: AccountFacts, context: RoleContext): string | null {
  if (target.id === context.actorId) return "You cannot delete or anonymise your own account.";
  if (target.isAdmin && context.adminCount <= 1) return `${target.email} is the last admin and cannot be removed.`;
  return null;
}

/**
 * A member deleting their own account (the account page): anyone may, but
 * the last admin stays, or nobody could run the shop any more.
 */
export function refuseSelfErasure(target: AccountFacts, adminCount: number): string | null {
  if (target.isAdmin && adminCount <= 1) {
    return "You are the site's only admin: make another account an admin before deleting yours.";
  }
  return null;
}
