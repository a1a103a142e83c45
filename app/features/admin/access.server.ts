import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { authUsers, productAccess, products, userProfiles } from "~/db/schema";
import { grantProductAccess } from "~/features/access/index.server";

/** The lists show the newest rows; the totals are counted in SQL. */
export const ADMIN_LIST_LIMIT = 200;

export interface AdminGrant {
  id: string;
  userId: string;
  productId: string;
  email: string;
  productName: string;
  grantedAt: string;
  isActive: boolean;
}

/** SPEC section 7: all grants with the user's email and the product's name, newest first. */
export async function listGrants(db: Db): Promise<AdminGrant[]> {
  const rows = await db
    .select({
      id: productAccess.id,
      userId: productAccess.userId,
      productId: productAccess.productId,
      email: authUsers.email,
      productName: products.name,
      grantedAt: productAccess.grantedAt,
      isActive: productAccess.isActive,
    })
    .from(productAccess)
    .innerJoin(authUsers, eq(authUsers.id, productAccess.userId))
    .innerJoin(products, eq(products.id, productAccess.productId))
    .orderBy(desc(productAccess.grantedAt), desc(productAccess.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString() }));
}

export async function countGrants(db: Db): Promise<number> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(productAccess);
  return Number(count?.n ?? 0);
}

/** Every product, for the grant form's product choice. */
export async function listProductChoices(db: Db): Promise<{ id: string; name: string; isActive: boolean }[]> {
  return db
    .select({ id: products.id, name: products.name, isActive: products.isActive })
    .from(products)
    .orderBy(products.name);
}

export class GrantError extends Error {}

/**
 * The grant form: grants a product to the account with this email and
 * queues "Access Granted: {product name}" in the same transaction.
 */
export async function grantAccess(options: {
  db: Db;
  email: string;
  productId: string;
  libraryUrl: string;
}): Promise<{ productName: string }> {
  const { db, email, productId, libraryUrl } = options;
  const [user] = await db
    .select({ id: authUsers.id, email: authUsers.email, name: authUsers.name, firstName: userProfiles.firstName })
    .from(authUsers)
    .leftJoin(userProfiles, eq(userProfiles.id, authUsers.id))
    .where(eq(authUsers.email, email.toLowerCase()));
  if (!user) throw new GrantError(`No account uses ${email}`);
  const [product] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new GrantError("That product no longer exists");
  const outcome = await db.transaction((tx) =>
    grantProductAccess(tx, { user: { ...user, firstName: user.firstName ?? user.name }, product, libraryUrl }),
  );
  if (outcome === "already-active") throw new GrantError(`${user.email} already has access to ${product.name}`);
  return { productName: product.name };
}

/** SPEC section 4: active to revoked, one way; false when there was no active grant. */
export async function revokeAccess(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(productAccess)
    .set({ isActive: false })
    .where(and(eq(productAccess.id, id), eq(productAccess.isActive, true)))
    .returning({ id: productAccess.id });
  return rows.length > 0;
}
