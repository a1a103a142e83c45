import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { productAccess, products } from "~/db/schema";

export interface LibraryProduct {
  id: string;
  name: string;
  description: string;
  productType: string;
  imageUrl: string | null;
  duration: number | null;
}

/** SPEC section 5: only products with an active grant AND an active product. */
export async function listLibrary(db: Db, userId: string): Promise<LibraryProduct[]> {
  return db
    .selectDistinct({
      id: products.id,
      name: products.name,
      description: products.description,
      productType: products.productType,
      imageUrl: products.imageUrl,
      duration: products.duration,
    })
    .from(productAccess)
    .innerJoin(products, eq(products.id, productAccess.productId))
    .where(and(eq(productAccess.userId, userId), eq(productAccess.isActive, true), eq(products.isActive, true)))
    .orderBy(asc(products.name));
}
