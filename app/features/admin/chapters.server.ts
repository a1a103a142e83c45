import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "~/db/client.server";
import { syncProductDuration } from "~/db/product-durations.server";
import { audioChapters, authUsers, productAccess, products, userProfiles } from "~/db/schema";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { newChapterEmail } from "~/lib/email/templates";
import { readMediaInfo } from "~/lib/media-info.server";
import type { Storage } from "~/storage/storage.server";
import type { chapterFormSchema } from "./schemas";
import { chapterKindOf, isProductFileKey } from "./uploads";

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

/** SPEC section 7's audiobook list, widened to video products: the products that have chapters (or lessons). */
export async function listChapterProducts(db: Db): Promise<{ id: string; name: string; productType: string }[]> {
  return db
    .select({ id: products.id, name: products.name, productType: products.productType })
    .from(products)
    .where(inArray(products.productType, ["audiobook", "video"]))
    .orderBy(asc(products.name));
}

export class ChapterError extends Error {}

/**
 * Adds a chapter and, in the same transaction, brings the product's
 * duration up to date and queues "New Chapter: {title}" to every user with
 * active access to the product. The duration is read from the stored file
 * (the form's number is used only for a file that does not state its
 * length). Returns how many were notified, which decides SPEC's toast.
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
  const kind = product ? chapterKindOf(product.type) : null;
  if (!product || !kind) throw new ChapterError("Choose an audiobook or video product");
  const size = isProductFileKey(form.filePath, kind, form.productId) ? await storage.size(form.filePath) : null;
  if (size === null) throw new ChapterError(`Upload the ${kind} file again`);
  const media = await readMediaInfo(storage.read(form.filePath), { size });
  const duration = media.durationSeconds ?? form.duration;
  return db.transaction(async (tx) => {
    await tx.insert(audioChapters).values({
      productId: form.productId,
      title: form.title,
      chapterNumber: form.chapterNumber,
      duration,
      filePath: form.filePath,
    });
    await syncProductDuration(tx, form.productId);
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
          durationSeconds: duration,
          libraryUrl,
        }),
      );
    }
    return { notified: listeners.length };
  });
}

/** Deletes the chapter row (and updates its product's duration in the same transaction), then its file. */
export async function deleteChapter(options: { db: Db; storage: Storage; id: string }): Promise<boolean> {
  const deleted = await options.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(audioChapters)
      .where(eq(audioChapters.id, options.id))
      .returning({ key: audioChapters.filePath, productId: audioChapters.productId });
    if (row) await syncProductDuration(tx, row.productId);
    return row;
  });
  if (!deleted) return false;
  await options.storage.remove(deleted.key).catch(() => {});
  return true;
}
