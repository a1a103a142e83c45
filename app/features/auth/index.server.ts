// The auth feature's public surface for other features (server side).
export { createAccount, EmailTakenError, reclaimUnverifiedAccount } from "./accounts.server";
export { getSessionUser, type SessionUser } from "./session.server";
export { clearSessionCookies, failure, requestPasswordReset } from "./sign-in.server";
export { demoAccountsLeft } from "./demo-accounts.server";
