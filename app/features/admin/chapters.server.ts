import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "~/db/client.server";
import { audioChapters, authUsers, productAccess, products, userProfiles } from "~/db/schema";
import { enqueueEmail } from "~/features/email/outbox.server";
import { newChapterEmail } from "~/features/email/templates";
import type { Storage } from "~/storage/storage.server";
import type { chapterFormSchema } from "./schemas";
import { isAudioKeyOfProduct } from "./uploads";

export interface AdminChapter {
  id: string;
  productId: string;
  productName: string;
  chapterNumber: number;
  title: string;
  duration: number;
}

/** SPEC section 7: every chapter, ordered by chapter_number, with its product's name. */
export async function listChapters(db: Db): Promise<AdminChapter[]> {
  return db
    .select({
      id: audioChapters.id,
      productId: audioChapters.productId,
      productName: products.name,
      chapterNumber: audioChapters.chapterNumber,
      title: audioChapters.title,
      duration: audioChapters.duration,
    })
    .from(audioChapters)
    .innerJoin(products, eq(products.id, audioChapters.productId))
    .orderBy(asc(audioChapters.chapterNumber), asc(products.name), asc(audioChapters.createdAt));
}

/** SPEC section 7: the chapter form offers audiobook products only. */
export async function listAudiobooks(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.productType, "audiobook"))
    .orderBy(asc(products.name));
}

export class ChapterError extends Error {}

/**
 * Adds a chapter and, in the same transaction, queues "New Chapter: {title}"
 * to every user with active access to the product. Returns how many were
 * notified, which decides SPEC's toast.
 */
export async function createChapter(options: {
  db: Db;
  storage: Storage;
  form: z.infer<typeof chapterFormSchema>;
  libraryUrl: string;
}): Promise<{ notified: number }> {
  const { db, storage, form, libraryUrl } = options;
  const [product] = await db
    .select({ name: products.name, type: products.productType })
    .from(products)
    .where(eq(products.id, form.productId));
  if (!product || product.type !== "audiobook") throw new ChapterError("Choose an audiobook product");
  if (!isAudioKeyOfProduct(form.filePath, form.productId) || (await storage.size(form.filePath)) === null) {
    throw new ChapterError("Upload the audio file again");
  }
  return db.transaction(async (tx) => {
    await tx.insert(audioChapters).values({
      productId: form.productId,
      title: form.title,
      chapterNumber: form.chapterNumber,
      duration: form.duration,
      filePath: form.filePath,
    });
    const listeners = await tx
      .selectDistinct({ email: authUsers.email, firstName: userProfiles.firstName, name: authUsers.name })
      .from(productAccess)
      .innerJoin(authUsers, eq(authUsers.id, productAccess.userId))
      .leftJoin(userProfiles, eq(userProfiles.id, productAccess.userId))
      .where(and(eq(productAccess.productId, form.productId), eq(productAccess.isActive, true)));
    for (const listener of listeners) {
      await enqueueEmail(
        tx,
        newChapterEmail({
          to: listener.email,
          firstName: listener.firstName ?? listener.name,
          productName: product.name,
          title: form.title,
          durationSeconds: form.duration,
          libraryUrl,
        }),
      );
    }
    return { notified: listeners.length };
  });
}

/** Deletes the chapter row, then its audio file. */
export async function deleteChapter(options: { db: Db; storage: Storage; id: string }): Promise<boolean> {
  const [deleted] = await options.db
    .delete(audioChapters)
    .where(eq(audioChapters.id, options.id))
    .returning({ key: audioChapters.filePath });
  if (!deleted) return false;
  await options.storage.remove(deleted.key).catch(() => {});
  return true;
}
