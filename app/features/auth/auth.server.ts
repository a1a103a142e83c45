import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { authAccounts, authPasskeys, authSessions, authTwoFactors, authUsers, authVerifications } from "~/db/schema";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { confirmAdminEmail, passwordResetEmail, signUpTakenEmail, welcomeBuyerEmail } from "~/lib/email/templates";
import { readSavedCopy } from "~/lib/site-content.server";
import { confirmEmailOwnership } from "./accounts.server";
import { passwordLink, passwordLinkPurpose, type PasswordLinkPurpose } from "./password-links";
import { passkeyPlugin } from "./passkeys/plugin.server";
import { PASSWORD_MIN } from "./schemas";
import { providerSignInsTakeSecondFactor } from "./social/provider-second-factor.server";
import { TWO_FACTOR_LOCK } from "./two-factor";
import { textSignInCode } from "./phone/phone.server";
import { PHONE_CODE } from "./phone/sms";
import { socialAuthOptions } from "./social/social-auth.server";

/**
 * The header our Express layer sets to the client IP it trusts (the socket,
 * or the proxy's hop when TRUST_PROXY is on). Any value a client sends under
 * this name is overwritten, so Better Auth never reads a forged address.
 */
export const CLIENT_IP_HEADER = "x-rerouted-client-ip";
export const COOKIE_PREFIX = "rerouted";
const THIRTY_DAYS = 60 * 60 * 24 * 30;
const EMAILS: Record<PasswordLinkPurpose, typeof passwordResetEmail> = {
  reset: passwordResetEmail,
  welcome: welcomeBuyerEmail,
  confirm: confirmAdminEmail,
  taken: signUpTakenEmail,
};

export function createAuth(options: { db: Db; config: Config }) {
  const { db, config } = options;
  const social = socialAuthOptions(config);
  const secondFactor = twoFactor({
    issuer: "Rerouted",
    twoFactorCookieMaxAge: 10 * 60,
    accountLockout: { maxFailedAttempts: TWO_FACTOR_LOCK.wrongCodes, durationSeconds: TWO_FACTOR_LOCK.seconds },
    // Codes texted to a verified phone (features/auth/phone), hashed at rest.
    otpOptions: {
      period: PHONE_CODE.minutes,
      allowedAttempts: PHONE_CODE.attempts,
      storeOTP: "hashed",
      sendOTP: ({ user, otp }) => textSignInCode(db, user.id, otp),
    },
  });
  return betterAuth({
    appName: "Rerouted",
    baseURL: config.baseUrl,
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        twoFactor: authTwoFactors,
        passkey: authPasskeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Better Auth's own link points at its HTTP handler, which we do not
      // mount; our /reset-password page takes the token directly.
      sendResetPassword: async ({ user, token, url: betterAuthUrl }) => {
        const purpose = passwordLinkPurpose(betterAuthUrl);
        const url = passwordLink(config.baseUrl, token, purpose);
        const copy = await readSavedCopy(db);
        await enqueueEmail(db, EMAILS[purpose]({ to: user.email, name: user.name, url, copy }));
      },
      // The link reached the mailbox and its holder chose the password, so
      // the address is proven (and an ADMIN_EMAILS account promoted) now,
      // with every earlier session ended by the reset itself.
      onPasswordReset: async ({ user }) => confirmEmailOwnership(db, user, config.adminEmails),
    },
    // Sessions persist across browser restarts and slide forward on use.
    session: { expiresIn: THIRTY_DAYS, updateAge: 60 * 60 * 24 },
    trustedOrigins: [config.baseUrl],
    // Sign-in and sign-up are limited by our shared, database-backed limiter
    // in the actions; Better Auth's HTTP routes are not exposed at all.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    socialProviders: social.socialProviders,
    account: social.account,
    onAPIError: social.onAPIError,
    // TOTP from an authenticator app, with single-use backup codes. Once a
    // user has turned it on, a correct password alone yields no session: the
    // sign-in leaves a short-lived challenge cookie for /login/two-factor.
    // Better Auth locks the account after repeated wrong codes.
    // Passkeys (features/auth/passkeys): sign-in, second factor, welcome.
    plugins: [
      secondFactor,
      providerSignInsTakeSecondFactor(secondFactor),
      passkeyPlugin(config, db),
      ...social.plugins,
    ],
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.baseUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
