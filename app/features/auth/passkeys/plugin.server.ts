import { passkey } from "@better-auth/passkey";
import { APIError } from "better-auth/api";
import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { confirmEmailOwnership } from "../accounts.server";

/** The challenge cookie's name after our prefix (rerouted.passkey-challenge). */
const CHALLENGE_COOKIE = "passkey-challenge";
const WELCOME_LINK_SPENT = "This link has expired or was already used. Request a new one from the sign-in page.";

/**
 * Better Auth's passkey plugin, bound to the site's own address: the
 * relying party is BASE_URL's host name and only BASE_URL's origin may
 * answer a ceremony (a forged Origin header changes nothing).
 *
 * A signed-in member adds passkeys for their own account. A new buyer,
 * whose account was made at purchase and has no password yet, may instead
 * add one with the welcome link's token (the `context` of the ceremony):
 * the token is spent exactly as choosing a password would spend it, the
 * address counts as proven, and the passkey signs them in.
 */
export function passkeyPlugin(config: Config, db: Db) {
  const baseUrl = new URL(config.baseUrl);
  return passkey({
    rpID: baseUrl.hostname,
    rpName: "Rerouted",
    origin: baseUrl.origin,
    advanced: { webAuthnChallengeCookie: CHALLENGE_COOKIE },
    registration: {
      requireSession: false,
      resolveUser: async ({ ctx, context }) => {
        const userId = context ? await welcomeTokenOwner(ctx.context.internalAdapter, context) : null;
        const user = userId ? await ctx.context.internalAdapter.findUserById(userId) : null;
        if (!user) throw new APIError("BAD_REQUEST", { message: WELCOME_LINK_SPENT });
        return { id: user.id, name: user.email, displayName: user.email };
      },
      afterVerification: async ({ ctx, user, context }) => {
        if (!context) return;
        // The ceremony ran on the token; it must still be there now, and is spent.
        const owner = await welcomeTokenOwner(ctx.context.internalAdapter, context);
        const account = owner === user.id ? await ctx.context.internalAdapter.findUserById(owner) : null;
        if (!account) throw new APIError("BAD_REQUEST", { message: WELCOME_LINK_SPENT });
        await ctx.context.internalAdapter.deleteVerificationByIdentifier(`reset-password:${context}`);
        await confirmEmailOwnership(db, account, config.adminEmails);
      },
    },
  });
}

interface VerificationStore {
  findVerificationValue(identifier: string): Promise<{ value: string; expiresAt: Date } | null>;
}

/** The account a live password link (welcome or reset) belongs to. */
async function welcomeTokenOwner(store: VerificationStore, token: string): Promise<string | null> {
  const found = await store.findVerificationValue(`reset-password:${token}`);
  if (!found || found.expiresAt.getTime() < Date.now()) return null;
  return found.value;
}
