import { randomBytes } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { oauthClients, oauthConsents } from "~/db/schema";
import type { RegisteredClient } from "./rules";
import { newSecret, secretHash, secretMatches } from "./secrets.server";

/** Registers a client; its secret is returned this once and kept only as a hash. */
export async function registerClient(
  db: Db,
  input: { name: string; redirectUris: string[]; scopes: string[] },
): Promise<{ clientId: string; clientSecret: string }> {
  const clientId = randomBytes(16).toString("hex");
  const clientSecret = newSecret();
  await db.insert(oauthClients).values({ id: clientId, secretHash: secretHash(clientSecret), ...input });
  return { clientId, clientSecret };
}

/** Deletes a client and, with it, every member's consent and token for it. */
export async function deleteClient(db: Db, clientId: string): Promise<boolean> {
  const deleted = await db.delete(oauthClients).where(eq(oauthClients.id, clientId)).returning({ id: oauthClients.id });
  return deleted.length > 0;
}

export async function findClient(db: Db, clientId: string | undefined): Promise<RegisteredClient | undefined> {
  if (!clientId || clientId.length > 100) return undefined;
  const [row] = await db
    .select({
      id: oauthClients.id,
      name: oauthClients.name,
      redirectUris: oauthClients.redirectUris,
      scopes: oauthClients.scopes,
    })
    .from(oauthClients)
    .where(eq(oauthClients.id, clientId));
  return row;
}

/** The client whose id and secret these are, or undefined. */
export async function authenticateClient(db: Db, clientId: string, clientSecret: string) {
  if (clientId.length > 100 || clientSecret.length > 200) return undefined;
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.id, clientId));
  return row && secretMatches(clientSecret, row.secretHash) ? row : undefined;
}

/** The admin tab's list: every client with how many members have approved it. */
export async function listClients(db: Db) {
  const rows = await db
    .select({
      id: oauthClients.id,
      name: oauthClients.name,
      redirectUris: oauthClients.redirectUris,
      scopes: oauthClients.scopes,
      createdAt: oauthClients.createdAt,
      members: count(oauthConsents.id),
    })
    .from(oauthClients)
    .leftJoin(oauthConsents, eq(oauthConsents.clientId, oauthClients.id))
    .groupBy(oauthClients.id)
    .orderBy(desc(oauthClients.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
