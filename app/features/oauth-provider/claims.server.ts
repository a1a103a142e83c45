import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { authUsers, productAccess, products } from "~/db/schema";
import { productSlug } from "./rules";

/**
 * What the ID token and UserInfo say about the member, by scope: `sub`
 * always; name, email and the slugs of the products they hold (active
 * grants) only when those scopes were approved.
 */
export async function memberClaims(db: Db, userId: string, scopes: readonly string[]) {
  const [user] = await db
    .select({ name: authUsers.name, email: authUsers.email, emailVerified: authUsers.emailVerified })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  if (!user) return undefined;
  const claims: Record<string, unknown> = { sub: userId };
  if (scopes.includes("profile")) claims.name = user.name;
  if (scopes.includes("email")) Object.assign(claims, { email: user.email, email_verified: user.emailVerified });
  if (scopes.includes("entitlements")) {
    const held = await db
      .selectDistinct({ name: products.name })
      .from(productAccess)
      .innerJoin(products, eq(products.id, productAccess.productId))
      .where(and(eq(productAccess.userId, userId), eq(productAccess.isActive, true)));
    claims.entitlements = [...new Set(held.map((p) => productSlug(p.name)))].sort();
  }
  return claims;
}
