import { and, eq, type SQL } from "drizzle-orm";
import { productAccess, products } from "./schema";

/**
 * SPEC section 5/6: a user reaches a product only through an active grant
 * on an active product. For queries that join product_access to products;
 * every library, player and media lookup goes through this one condition.
 */
export function activeGrantFor(userId: string): SQL {
  return and(eq(productAccess.userId, userId), eq(productAccess.isActive, true), eq(products.isActive, true))!;
}
