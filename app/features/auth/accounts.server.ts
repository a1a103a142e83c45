import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import {
  adminUsers,
  authAccounts,
  authPasskeys,
  authSessions,
  authTwoFactors,
  authUsers,
  userProfiles,
} from "~/db/schema";

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists. Sign in instead.");
  }
}

/**
 * Creates the auth user, its password credential and the user_profiles row
 * in one transaction: there is never an account without a profile. Only an
 * account whose address is already proven (the embedded demo) gets its
 * ADMIN_EMAILS admin row here; anyone else's waits for the emailed link
 * (`confirmEmailOwnership`), so signing up first with the owner's address
 * gains nothing.
 */
export async function createAccount(options: {
  db: Db;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  adminEmails: readonly string[];
  emailVerified?: boolean;
}): Promise<{ userId: string }> {
  const { db, firstName, lastName, password, adminEmails } = options;
  const emailVerified = options.emailVerified ?? false;
  const email = options.email.trim().toLowerCase();
  const userId = randomUUID();
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(authUsers).values({ id: userId, name: `${firstName} ${lastName}`.trim(), email, emailVerified });
      await tx.insert(authAccounts).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
      });
      await tx.insert(userProfiles).values({ id: userId, firstName, lastName, purchaseEmail: email });
      if (emailVerified && adminEmails.includes(email)) await tx.insert(adminUsers).values({ id: userId });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
  return { userId };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * The holder of the mailbox has chosen the account's password through an
 * emailed link (a password reset, a buyer's welcome, or the confirmation sent
 * to an ADMIN_EMAILS sign-up): the address is proven, and an ADMIN_EMAILS
 * address becomes an admin. A second factor turned on before the proof was
 * turned on by whoever held the old password, so it goes with it.
 */
export async function confirmEmailOwnership(
  db: Db,
  user: { id: string; email: string; emailVerified?: boolean | null },
  adminEmails: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!user.emailVerified) await dropSecondFactor(tx, user.id);
    await tx.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, user.id));
    if (adminEmails.includes(user.email.toLowerCase())) {
      await tx.insert(adminUsers).values({ id: user.id }).onConflictDoNothing();
    }
  });
}

// Passkeys too: one added before the mailbox was proven may be a squatter's key.
async function dropSecondFactor(tx: Tx, userId: string): Promise<void> {
  await tx.delete(authTwoFactors).where(eq(authTwoFactors.userId, userId));
  await tx.delete(authPasskeys).where(eq(authPasskeys.userId, userId));
  await tx.update(authUsers).set({ twoFactorEnabled: false }).where(eq(authUsers.id, userId));
}

/**
 * A purchase arrived for an address whose account never proved it owns the
 * mailbox: whoever signed up with the buyer's address first must not reach
 * what the buyer paid for. Their sessions end, the password (and any second
 * factor they set) stops working, and the buyer then chooses a password
 * through the emailed welcome link. Runs in the order's transaction.
 */
export async function reclaimUnverifiedAccount(tx: Tx, userId: string): Promise<void> {
  const unusable = await hashPassword(randomBytes(32).toString("base64url"));
  await tx.delete(authSessions).where(eq(authSessions.userId, userId));
  await tx
    .update(authAccounts)
    .set({ password: unusable })
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, "credential")));
  await dropSecondFactor(tx, userId);
}

/** Gives every verified ADMIN_EMAILS account its admin_users row (run at boot). */
export async function ensureAdmins(db: Db, adminEmails: readonly string[]): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const users = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(and(inArray(authUsers.email, [...adminEmails]), eq(authUsers.emailVerified, true)));
  if (users.length === 0) return 0;
  const inserted = await db
    .insert(adminUsers)
    .values(users.map((u) => ({ id: u.id })))
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  return inserted.length;
}

/**
 * Older releases made an ADMIN_EMAILS account an admin at sign-up, before
 * its holder proved the address; the current rule (docs/accounts.md) gives
 * admin rights to proven addresses only, so such rows are taken back at
 * start-up. Returns how many were removed.
 */
export async function removeUnprovenAdmins(db: Db): Promise<number> {
  const unproven = db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.emailVerified, false));
  const removed = await db.delete(adminUsers).where(inArray(adminUsers.id, unproven)).returning({ id: adminUsers.id });
  return removed.length;
}

/** The id of the account with this (normalised) address, if there is one. */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [user] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email)).limit(1);
  return user?.id ?? null;
}

/** SPEC section 4: any lookup error means "not admin". */
export async function isAdmin(db: Db, userId: string, log: (m: string) => void = () => {}): Promise<boolean> {
  try {
    const rows = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, userId)).limit(1);
    return rows.length > 0;
  } catch (error) {
    log(`admin lookup failed for ${userId}: ${(error as Error).message}`);
    return false;
  }
}
