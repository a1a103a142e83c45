import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { activeGrantFor } from "~/db/grants.server";
import { audioChapters, productAccess, products, userProgress } from "~/db/schema";
import { isPdfKey } from "~/lib/product-files";

interface ContinueListening {
  chapterNumber: number;
  chapterTitle: string;
  progressSeconds: number;
}

export interface LibraryProduct {
  id: string;
  name: string;
  description: string;
  productType: string;
  imageUrl: string | null;
  duration: number | null;
  /** Where an assessment opens (a site path or an https address). */
  opensAt: string | null;
  /** The product's downloadable document, when it has one. */
  document: { isPdf: boolean } | null;
  /** The most recently played chapter and position, when the user has listened. */
  continueListening: ContinueListening | null;
}

/** SPEC section 5: only products with an active grant AND an active product. */
export async function listLibrary(db: Db, userId: string): Promise<LibraryProduct[]> {
  const [granted, recent] = await Promise.all([
    db
      .selectDistinct({
        id: products.id,
        name: products.name,
        description: products.description,
        productType: products.productType,
        imageUrl: products.imageUrl,
        duration: products.duration,
        opensAt: products.opensAt,
        filePath: products.filePath,
      })
      .from(productAccess)
      .innerJoin(products, eq(products.id, productAccess.productId))
      .where(activeGrantFor(userId))
      .orderBy(asc(products.name)),
    // The latest progress row per product (user_progress_recent_idx).
    db
      .selectDistinctOn([userProgress.productId], {
        productId: userProgress.productId,
        chapterNumber: audioChapters.chapterNumber,
        chapterTitle: audioChapters.title,
        progressSeconds: userProgress.progressSeconds,
      })
      .from(userProgress)
      .innerJoin(audioChapters, eq(audioChapters.id, userProgress.chapterId))
      .where(and(eq(userProgress.userId, userId)))
      .orderBy(userProgress.productId, desc(userProgress.lastAccessed)),
  ]);
  const byProduct = new Map(recent.map(({ productId, ...rest }) => [productId, rest]));
  // The storage key stays on the server: the card needs only to know a document exists and its kind.
  return granted.map(({ filePath, ...product }) => ({
    ...product,
    document: filePath ? { isPdf: isPdfKey(filePath) } : null,
    continueListening: byProduct.get(product.id) ?? null,
  }));
}
