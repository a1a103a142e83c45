import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { authUsers, productAccess, products, userProfiles } from "~/db/schema";
import { enqueueEmail } from "~/features/email/outbox.server";
import { accessGrantedEmail } from "~/features/email/templates";

/** The lists show the newest rows; the totals are counted in SQL. */
export const ADMIN_LIST_LIMIT = 200;

export interface AdminGrant {
  id: string;
  email: string;
  productName: string;
  grantedAt: string;
  isActive: boolean;
}

/** SPEC section 7: all grants with the user's email and the product's name, newest first. */
export async function listGrants(db: Db): Promise<{ grants: AdminGrant[]; total: number }> {
  const rows = await db
    .select({
      id: productAccess.id,
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
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(productAccess);
  return {
    grants: rows.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString() })),
    total: Number(count?.n ?? 0),
  };
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
 * Grants a product to the account with this email and queues
 * "Access Granted: {product name}" in the same transaction. Refuses a second
 * active grant of the same product, which would count as a second sale.
 */
export async function grantAccess(options: {
  db: Db;
  email: string;
  productId: string;
  libraryUrl: string;
  orderId?: string;
}): Promise<{ productName: string }> {
  const { db, email, productId, libraryUrl, orderId } = options;
  const [user] = await db
    .select({ id: authUsers.id, email: authUsers.email, name: authUsers.name, firstName: userProfiles.firstName })
    .from(authUsers)
    .leftJoin(userProfiles, eq(userProfiles.id, authUsers.id))
    .where(eq(authUsers.email, email.toLowerCase()));
  if (!user) throw new GrantError(`No account uses ${email}`);
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  if (!product) throw new GrantError("That product no longer exists");
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: productAccess.id })
      .from(productAccess)
      .where(
        and(
          eq(productAccess.userId, user.id),
          eq(productAccess.productId, productId),
          eq(productAccess.isActive, true),
        ),
      );
    if (existing) throw new GrantError(`${user.email} already has access to ${product.name}`);
    await tx.insert(productAccess).values({ userId: user.id, productId, orderId });
    await enqueueEmail(
      tx,
      accessGrantedEmail({
        to: user.email,
        firstName: user.firstName ?? user.name,
        productName: product.name,
        libraryUrl,
      }),
    );
    return { productName: product.name };
  });
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
