import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { activeGrantFor } from "~/db/grants.server";
import { audioChapters, productAccess, products } from "~/db/schema";
import { idSchema } from "./schemas";

export interface GrantedProduct {
  id: string;
  name: string;
  description: string;
  productType: string;
  imageUrl: string | null;
  /** Storage key of the product's document: for the server only, never sent to the browser. */
  filePath: string | null;
  opensAt: string | null;
}

/**
 * The product when `userId` holds an active grant on it and it is active;
 * null for anything else (unknown id, no grant, revoked, inactive), so
 * callers answer 404 without telling those cases apart.
 */
export async function findGrantedProduct(db: Db, userId: string, productId: string): Promise<GrantedProduct | null> {
  if (!idSchema.safeParse(productId).success) return null;
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      productType: products.productType,
      imageUrl: products.imageUrl,
      filePath: products.filePath,
      opensAt: products.opensAt,
    })
    .from(productAccess)
    .innerJoin(products, eq(products.id, productAccess.productId))
    .where(and(eq(products.id, productId), activeGrantFor(userId)))
    .limit(1);
  return product ?? null;
}

export async function listChapters(db: Db, productId: string) {
  return db
    .select({
      id: audioChapters.id,
      chapterNumber: audioChapters.chapterNumber,
      title: audioChapters.title,
      duration: audioChapters.duration,
      filePath: audioChapters.filePath,
      captionsPath: audioChapters.captionsPath,
    })
    .from(audioChapters)
    .where(eq(audioChapters.productId, productId))
    .orderBy(asc(audioChapters.chapterNumber), asc(audioChapters.createdAt));
}

/** True when the chapter belongs to the product. */
export async function chapterBelongsTo(db: Db, chapterId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: audioChapters.id })
    .from(audioChapters)
    .where(and(eq(audioChapters.id, chapterId), eq(audioChapters.productId, productId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The storage key of a chapter the user may play right now: re-checked on
 * every media request, so a revoked grant or a deactivated product stops
 * playback at the next range request.
 */
export async function findPlayableChapter(
  db: Db,
  userId: string,
  chapterId: string,
): Promise<{ filePath: string; captionsPath: string | null; productId: string } | null> {
  if (!idSchema.safeParse(chapterId).success) return null;
  const [chapter] = await db
    .select({
      filePath: audioChapters.filePath,
      captionsPath: audioChapters.captionsPath,
      productId: audioChapters.productId,
    })
    .from(audioChapters)
    .innerJoin(products, eq(products.id, audioChapters.productId))
    .innerJoin(productAccess, eq(productAccess.productId, products.id))
    .where(and(eq(audioChapters.id, chapterId), activeGrantFor(userId)))
    .limit(1);
  return chapter ?? null;
}

/**
 * The document of a product the user may download right now (same rule as
 * a chapter: active grant on an active product), or null.
 */
export async function findGrantedDocument(
  db: Db,
  userId: string,
  productId: string,
): Promise<{ filePath: string; name: string } | null> {
  if (!idSchema.safeParse(productId).success) return null;
  const [row] = await db
    .select({ filePath: products.filePath, name: products.name })
    .from(productAccess)
    .innerJoin(products, eq(products.id, productAccess.productId))
    .where(and(eq(products.id, productId), activeGrantFor(userId)))
    .limit(1);
  return row?.filePath ? { filePath: row.filePath, name: row.name } : null;
}

/** The URL the player streams a chapter from (served by server/media.ts), signed for this user (media-token.server.ts). */
export function chapterMediaUrl(chapterId: string, token: string): string {
  return `/media/chapters/${chapterId}?token=${token}`;
}

/** The URL of a chapter's WebVTT transcript (served by server/media.ts with the same check as its media). */
export function chapterCaptionsUrl(chapterId: string): string {
  return `/media/chapters/${chapterId}/captions`;
}
