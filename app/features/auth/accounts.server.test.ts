import { verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { adminUsers, authAccounts, authUsers, userProfiles } from "~/db/schema";
import { openTestDatabase } from "~/db/test-database";
import { createAccount, EmailTakenError, ensureAdmins, isAdmin } from "./accounts.server";

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

  it("makes ADMIN_EMAILS accounts admins at sign-up", async () => {
    const { db } = database;
    const { userId } = await createAccount({ db, ...account("owner@example.com"), adminEmails: ["owner@example.com"] });
    expect(await isAdmin(db, userId)).toBe(true);
  });
});

describe("ensureAdmins", () => {
  it("promotes existing accounts listed in ADMIN_EMAILS once", async () => {
    const { db } = database;
    const { userId } = await createAccount({ db, ...account("later@example.com"), adminEmails: [] });
    expect(await ensureAdmins(db, ["later@example.com", "nobody@example.com"])).toBe(1);
    expect(await ensureAdmins(db, ["later@example.com"])).toBe(0);
    expect(await db.select().from(adminUsers).where(eq(adminUsers.id, userId))).toHaveLength(1);
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
