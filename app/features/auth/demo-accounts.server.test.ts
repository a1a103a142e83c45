import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { authAccounts, authUsers } from "~/db/schema";
import { openTestDatabase } from "~/db/test-database";
import { createAccount } from "./accounts.server";
import { demoAccountsLeft } from "./demo-accounts.server";

const DEMO_PASSWORD = "demo-password-123";
const EMAILS = ["admin@example.com", "reader@example.com"];

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  // As the demo seed creates them, reader first so the database's order is not the seed's.
  for (const email of [...EMAILS].reverse()) {
    await createAccount({
      db: database.db,
      firstName: "Demo",
      lastName: "Account",
      email,
      password: DEMO_PASSWORD,
      adminEmails: [],
      emailVerified: true,
    });
  }
  await createAccount({
    db: database.db,
    firstName: "Grace",
    lastName: "Mensah",
    email: "grace@grace-author.org",
    password: DEMO_PASSWORD,
    adminEmails: [],
  });
});
afterAll(async () => {
  await database?.close();
});

async function setPassword(email: string, password: string) {
  const { db } = database;
  const [user] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  await db
    .update(authAccounts)
    .set({ password: await hashPassword(password) })
    .where(eq(authAccounts.userId, user!.id));
}

describe("demoAccountsLeft", () => {
  it("checks the demo accounts' passwords as a sign-in does, in the seed's order, and no other account", async () => {
    expect(await demoAccountsLeft(database.db, EMAILS, DEMO_PASSWORD)).toEqual([
      { email: "admin@example.com", password: "demo" },
      { email: "reader@example.com", password: "demo" },
    ]);
    await setPassword("admin@example.com", "a-password-of-her-own");
    expect(await demoAccountsLeft(database.db, EMAILS, DEMO_PASSWORD)).toEqual([
      { email: "reader@example.com", password: "demo" },
    ]);
  });

  it("without DEMO_PASSWORD, reports every demo account still present with its password unknown", async () => {
    expect(await demoAccountsLeft(database.db, EMAILS, undefined)).toEqual([
      { email: "admin@example.com", password: "unknown" },
      { email: "reader@example.com", password: "unknown" },
    ]);
    const { db } = database;
    await db.delete(authUsers).where(eq(authUsers.email, "reader@example.com"));
    expect(await demoAccountsLeft(db, EMAILS, undefined)).toEqual([
      { email: "admin@example.com", password: "unknown" },
    ]);
  });
});
