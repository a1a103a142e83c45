import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { adminUsers, authAccounts, authUsers, userProfiles } from "~/db/schema";

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists. Sign in instead.");
  }
}

/**
 * Creates the auth user, its password credential, the user_profiles row
 * and (for ADMIN_EMAILS) the admin_users row in one transaction: there is
 * never an account without a profile.
 */
export async function createAccount(options: {
  db: Db;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  adminEmails: readonly string[];
}): Promise<{ userId: string }> {
  const { db, firstName, lastName, password, adminEmails } = options;
  const email = options.email.trim().toLowerCase();
  const userId = randomUUID();
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(authUsers).values({ id: userId, name: `${firstName} ${lastName}`.trim(), email });
      await tx.insert(authAccounts).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
      });
      await tx.insert(userProfiles).values({ id: userId, firstName, lastName, purchaseEmail: email });
      if (adminEmails.includes(email)) await tx.insert(adminUsers).values({ id: userId });
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

/** Gives every existing ADMIN_EMAILS account its admin_users row (run at boot). */
export async function ensureAdmins(db: Db, adminEmails: readonly string[]): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const users = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(inArray(authUsers.email, [...adminEmails]));
  if (users.length === 0) return 0;
  const inserted = await db
    .insert(adminUsers)
    .values(users.map((u) => ({ id: u.id })))
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  return inserted.length;
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
