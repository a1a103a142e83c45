import { verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { adminUsers, authAccounts, authSessions, authTwoFactors, authUsers, userProfiles } from "~/db/schema";
import { openTestDatabase } from "~/db/test-database";
import {
  confirmEmailOwnership,
  createAccount,
  EmailTakenError,
  ensureAdmins,
  isAdmin,
  reclaimUnverifiedAccount,
  removeUnprovenAdmins,
} from "./accounts.server";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const account = (email: string) => ({ firstName: "Lydia", lastName: "Thyatira", email, password: "purple-cloth-1" });

describe("createAccount", () => {
  it("writes the user, a hashed credential and the profile together", async () => {
    const { db } = database;
    const { userId } = await createAccount({ db, ...account("Lydia@Example.com"), adminEmails: [] });
    const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
    expect(user).toMatchObject({ email: "lydia@example.com", name: "Lydia Thyatira" });
    const [credential] = await db.select().from(authAccounts).where(eq(authAccounts.userId, userId));
    expect(credential?.providerId).toBe("credential");
    expect(credential?.password).not.toContain("purple-cloth-1");
    expect(await verifyPassword({ hash: credential!.password!, password: "purple-cloth-1" })).toBe(true);
    const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.id, userId));
    expect(profile).toMatchObject({ firstName: "Lydia", lastName: "Thyatira", purchaseEmail: "lydia@example.com" });
    expect(await isAdmin(db, userId)).toBe(false);
  });

  it("refuses a taken email and leaves no partial rows behind", async () => {
    const { db } = database;
    const before = (await db.select().from(authAccounts)).length;
    await expect(createAccount({ db, ...account("LYDIA@example.com"), adminEmails: [] })).rejects.toBeInstanceOf(
      EmailTakenError,
    );
    expect(await db.select().from(authAccounts)).toHaveLength(before);
  });

  it("does not make an ADMIN_EMAILS sign-up an admin until the address is proven", async () => {
    const { db } = database;
    const adminEmails = ["owner@example.com"];
    const { userId } = await createAccount({ db, ...account("owner@example.com"), adminEmails });
    expect(await isAdmin(db, userId)).toBe(false);
    await confirmEmailOwnership(db, { id: userId, email: "owner@example.com" }, adminEmails);
    expect(await isAdmin(db, userId)).toBe(true);
    const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
    expect(user?.emailVerified).toBe(true);
  });

  it("makes a proven ADMIN_EMAILS account (the embedded demo admin) an admin at once", async () => {
    const { db } = database;
    const adminEmails = ["demo-admin@example.com"];
    const { userId } = await createAccount({
      db,
      ...account("demo-admin@example.com"),
      adminEmails,
      emailVerified: true,
    });
    expect(await isAdmin(db, userId)).toBe(true);
  });

  it("proving an address that is not in ADMIN_EMAILS makes no admin", async () => {
    const { db } = database;
    const { userId } = await createAccount({ db, ...account("reader2@example.com"), adminEmails: [] });
    await confirmEmailOwnership(db, { id: userId, email: "reader2@example.com" }, ["owner@example.com"]);
    expect(await isAdmin(db, userId)).toBe(false);
  });
});

describe("confirmEmailOwnership", () => {
  const withSecondFactor = async (email: string, emailVerified: boolean) => {
    const { db } = database;
    const { userId } = await createAccount({ db, ...account(email), adminEmails: [], emailVerified });
    await db
      .insert(authTwoFactors)
      .values({ id: `2fa-${userId}`, userId, secret: "s", backupCodes: "b", verified: true });
    await db.update(authUsers).set({ twoFactorEnabled: true }).where(eq(authUsers.id, userId));
    return userId;
  };

  it("drops a second factor turned on before the address was proven", async () => {
    const { db } = database;
    const userId = await withSecondFactor("unproven-2fa@example.com", false);
    await confirmEmailOwnership(db, { id: userId, email: "unproven-2fa@example.com", emailVerified: false }, []);
    expect(await db.select().from(authTwoFactors).where(eq(authTwoFactors.userId, userId))).toEqual([]);
    const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
    expect(user).toMatchObject({ emailVerified: true, twoFactorEnabled: false });
  });

  it("keeps the second factor of an address proven before", async () => {
    const { db } = database;
    const userId = await withSecondFactor("proven-2fa@example.com", true);
    await confirmEmailOwnership(db, { id: userId, email: "proven-2fa@example.com", emailVerified: true }, []);
    expect(await db.select().from(authTwoFactors).where(eq(authTwoFactors.userId, userId))).toHaveLength(1);
    const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
    expect(user?.twoFactorEnabled).toBe(true);
  });
});

describe("reclaimUnverifiedAccount", () => {
  it("ends the sessions, makes the password unusable and removes a second factor", async () => {
    const { db } = database;
    const { userId } = await createAccount({ db, ...account("squatted@example.com"), adminEmails: [] });
    await db.insert(authSessions).values({
      id: "squatter-session",
      userId,
      token: "squatter-token",
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await db
      .insert(authTwoFactors)
      .values({ id: "squatter-2fa", userId, secret: "s", backupCodes: "b", verified: true });
    await db.update(authUsers).set({ twoFactorEnabled: true }).where(eq(authUsers.id, userId));

    await db.transaction((tx) => reclaimUnverifiedAccount(tx, userId));

    expect(await db.select().from(authSessions).where(eq(authSessions.userId, userId))).toEqual([]);
    expect(await db.select().from(authTwoFactors).where(eq(authTwoFactors.userId, userId))).toEqual([]);
    const [credential] = await db.select().from(authAccounts).where(eq(authAccounts.userId, userId));
    expect(await verifyPassword({ hash: credential!.password!, password: "purple-cloth-1" })).toBe(false);
    const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
    expect(user?.twoFactorEnabled).toBe(false);
  });
});

describe("ensureAdmins", () => {
  it("promotes existing verified accounts listed in ADMIN_EMAILS once, and never an unverified one", async () => {
    const { db } = database;
    const { userId } = await createAccount({ db, ...account("later@example.com"), adminEmails: [] });
    await createAccount({ db, ...account("squatter@example.com"), adminEmails: [] });
    expect(await ensureAdmins(db, ["later@example.com", "squatter@example.com"])).toBe(0);
    await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, userId));
    expect(await ensureAdmins(db, ["later@example.com", "squatter@example.com", "nobody@example.com"])).toBe(1);
    expect(await ensureAdmins(db, ["later@example.com"])).toBe(0);
    expect(await db.select().from(adminUsers).where(eq(adminUsers.id, userId))).toHaveLength(1);
  });
});

describe("removeUnprovenAdmins", () => {
  it("takes back the admin rows an older release gave to unproven addresses, and keeps proven admins", async () => {
    const { db } = database;
    const { userId: early } = await createAccount({ db, ...account("early-owner@example.com"), adminEmails: [] });
    const { userId: proven } = await createAccount({ db, ...account("proven-owner@example.com"), adminEmails: [] });
    await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, proven));
    // What an older release wrote at sign-up, before the address was proven.
    await db.insert(adminUsers).values([{ id: early }, { id: proven }]);
    expect(await removeUnprovenAdmins(db)).toBe(1);
    expect(await isAdmin(db, early)).toBe(false);
    expect(await isAdmin(db, proven)).toBe(true);
    expect(await removeUnprovenAdmins(db)).toBe(0);
  });
});

describe("isAdmin", () => {
  it("treats a failing lookup as not admin", async () => {
    const broken = {
      select: () => {
        throw new Error("connection lost");
      },
    } as unknown as Database["db"];
    const logged: string[] = [];
    expect(await isAdmin(broken, "someone", (m) => logged.push(m))).toBe(false);
    expect(logged[0]).toContain("connection lost");
  });
});
