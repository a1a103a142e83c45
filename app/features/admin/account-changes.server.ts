import { and, eq, ne, or } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import {
  adminUsers,
  authAccounts,
  authSessions,
  authTwoFactors,
  authUsers,
  authVerifications,
  bookmarks,
  emailOutbox,
  listeningSessions,
  playbackSettings,
  purchaseOrders,
  userProfiles,
  userProgress,
} from "~/db/schema";
import {
  ANONYMISED_NAME,
  anonymisedEmail,
  refuseDemotion,
  refusePromotion,
  refuseRemoval,
  refuseSelfErasure,
  type AccountFacts,
  type RoleContext,
} from "./account-rules";

/** What an account change did: done, refused (the sentence says why), or the account no longer exists. */
export type AccountChange = { result: "done" } | { result: "refused"; message: string } | { result: "missing" };

/**
 * The account and the number of admins, read with every admin row (and the
 * account's) locked until the transaction ends: two admins demoting or
 * removing each other at the same moment cannot both pass the "last admin"
 * rule.
 */
async function lockedAccount(tx: Tx, userId: string): Promise<{ target: AccountFacts; adminCount: number } | null> {
  const admins = await tx.select({ id: adminUsers.id }).from(adminUsers).for("update");
  const [user] = await tx
    .select({ id: authUsers.id, email: authUsers.email, emailVerified: authUsers.emailVerified })
    .from(authUsers)
    .where(eq(authUsers.id, userId))
    .for("update");
  if (!user) return null;
  return { target: { ...user, isAdmin: admins.some((admin) => admin.id === user.id) }, adminCount: admins.length };
}

/**
 * The account rules of an erasure (features/data-rights), checked in its
 * transaction with the admins locked: an admin erasing an account by its
 * address (`adminId`), or the member deleting their own (no admin).
 */
export async function refuseErasure(tx: Tx, userId: string, adminId: string | null): Promise<string | null> {
  const account = await lockedAccount(tx, userId);
  if (!account) return null;
  return adminId === null
    ? refuseSelfErasure(account.target, account.adminCount)
    : refuseRemoval(account.target, { actorId: adminId, adminCount: account.adminCount });
}

/** Makes an account an admin (a confirmed address only) or takes the rights away (see account-rules). */
export async function setAdminRole(options: {
  db: Db;
  actorId: string;
  userId: string;
  admin: boolean;
  adminEmails: readonly string[];
}): Promise<AccountChange> {
  const { db, actorId, userId, admin, adminEmails } = options;
  return db.transaction(async (tx): Promise<AccountChange> => {
    const account = await lockedAccount(tx, userId);
    if (!account) return { result: "missing" };
    const context: RoleContext = { actorId, adminCount: account.adminCount };
    const refusal = admin
      ? refusePromotion(account.target)
      : refuseDemotion(account.target, { ...context, adminEmails });
    if (refusal) return { result: "refused", message: refusal };
    if (admin) await tx.insert(adminUsers).values({ id: userId }).onConflictDoNothing();
    else await tx.delete(adminUsers).where(eq(adminUsers.id, userId));
    return { result: "done" };
  });
}

/**
 * Deletes an account, or anonymises it, in one transaction (docs/admin.md,
 * "Users"). Both end its sessions, remove its pending password links and the
 * account mail the outbox holds for its address.
 *
 * Delete removes the account row, and with it (foreign keys, on delete
 * cascade) its sign-in credentials, second factor, profile, admin rights,
 * grants, progress, bookmarks, listening history and player settings. Its
 * orders stay in the Orders tab as the provider reported them, no longer
 * linked to an account.
 *
 * Anonymise keeps the account row, its grants and its orders (the revenue
 * and the refunds that revoke grants still add up) and removes everything
 * that is about the person: name, address (replaced by an address that
 * cannot receive mail), credentials (no password can sign in), second
 * factor, sessions, admin rights, progress, bookmarks, listening history
 * and player settings, and the buyer's name, address and provider payload
 * on their orders.
 */
export async function removeAccount(options: {
  db: Db;
  actorId: string;
  userId: string;
  mode: "delete" | "anonymise";
}): Promise<AccountChange> {
  const { db, actorId, userId, mode } = options;
  return db.transaction(async (tx): Promise<AccountChange> => {
    const account = await lockedAccount(tx, userId);
    if (!account) return { result: "missing" };
    const refusal = refuseRemoval(account.target, { actorId, adminCount: account.adminCount });
    if (refusal) return { result: "refused", message: refusal };
    const { email } = account.target;
    // Better Auth keeps a password link's and a sign-in challenge's token with the account's id as its value.
    await tx.delete(authVerifications).where(eq(authVerifications.value, userId));
    // Account mail waiting for (or kept from) this address; a message being sent right now finishes.
    await tx
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "transactional"), ne(emailOutbox.status, "sending")));
    if (mode === "delete") await tx.delete(authUsers).where(eq(authUsers.id, userId));
    else await anonymise(tx, userId, email);
    return { result: "done" };
  });
}

async function anonymise(tx: Tx, userId: string, email: string): Promise<void> {
  const placeholder = anonymisedEmail(userId);
  for (const table of [
    authSessions,
    authAccounts,
    authTwoFactors,
    userProgress,
    bookmarks,
    listeningSessions,
    playbackSettings,
  ]) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
  await tx.delete(adminUsers).where(eq(adminUsers.id, userId));
  await tx
    .update(authUsers)
    .set({
      name: ANONYMISED_NAME.name,
      email: placeholder,
      // Never proven: the account can neither become an admin nor receive an order's grants as a confirmed buyer.
      emailVerified: false,
      image: null,
      twoFactorEnabled: false,
      updatedAt: new Date(),
    })
    .where(eq(authUsers.id, userId));
  await tx
    .update(userProfiles)
    .set({ firstName: ANONYMISED_NAME.firstName, lastName: ANONYMISED_NAME.lastName, purchaseEmail: placeholder })
    .where(eq(userProfiles.id, userId));
  await tx
    .update(purchaseOrders)
    .set({ email: placeholder, buyerName: "", rawEvent: null, updatedAt: new Date() })
    .where(or(eq(purchaseOrders.buyerId, userId), eq(purchaseOrders.email, email)));
}
