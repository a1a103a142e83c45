import { verifyPassword } from "better-auth/crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { authAccounts, authUsers } from "~/db/schema";

/**
 * The demo accounts (`emails`) still present with a password, for the
 * launch checklist. With DEMO_PASSWORD (`demoPassword`), only those whose
 * password still is it, checked the way a sign-in checks it (Better Auth's
 * scrypt, deliberately slow: callers cache the answer). Without it the
 * seed chose a random password, printed once to a terminal, that nothing
 * can check: each account still present is returned with it "unknown".
 */
export async function demoAccountsLeft(
  db: Db,
  emails: readonly string[],
  demoPassword: string | undefined,
): Promise<{ email: string; password: "demo" | "unknown" }[]> {
  const credentials = await db
    .select({ email: authUsers.email, hash: authAccounts.password })
    .from(authUsers)
    .innerJoin(authAccounts, and(eq(authAccounts.userId, authUsers.id), eq(authAccounts.providerId, "credential")))
    .where(inArray(authUsers.email, [...emails]));
  const left = await Promise.all(
    credentials.map(async ({ email, hash }) => {
      if (!hash) return null;
      if (demoPassword === undefined) return { email, password: "unknown" as const };
      return (await verifyPassword({ hash, password: demoPassword })) ? { email, password: "demo" as const } : null;
    }),
  );
  const found = left.filter((account) => account !== null);
  // In the order given (the seed's), whatever order the database answered in.
  return emails.flatMap((email) => found.filter((account) => account.email === email));
}
