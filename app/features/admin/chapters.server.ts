import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "~/db/client.server";
import { syncProductDuration } from "~/db/product-durations.server";
import { audioChapters, authUsers, productAccess, products, userProfiles } from "~/db/schema";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { newChapterEmail } from "~/lib/email/templates";
import { readSavedCopy } from "~/lib/site-content.server";
import { readMediaInfo } from "~/lib/media-info.server";
import type { Storage } from "~/storage/storage.server";
import { chapterNumbersAfterMove } from "./chapter-number";
import { discardUpload } from "./discard-upload.server";
import type { chapterEditSchema, chapterFormSchema } from "./schemas";
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

/** The chapter the Chapters tab's edit form is open for, with how many chapters its product has. */
export async function findChapterToEdit(
  db: Db,
  id: string,
): Promise<
  (AdminChapter & { productType: string; chapterCount: number; position: number; hasCaptions: boolean }) | null
> {
  // Anything but a UUID would make the uuid column's comparison fail: no such chapter.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [chapter] = await db
    .select({
      id: audioChapters.id,
      productId: audioChapters.productId,
      productName: products.name,
      productType: products.productType,
      chapterNumber: audioChapters.chapterNumber,
      title: audioChapters.title,
      duration: audioChapters.duration,
      captionsPath: audioChapters.captionsPath,
    })
    .from(audioChapters)
    .innerJoin(products, eq(products.id, audioChapters.productId))
    .where(eq(audioChapters.id, id));
  if (!chapter) return null;
  const siblings = await productChapters(db, chapter.productId);
  const { captionsPath, ...rest } = chapter;
  return {
    ...rest,
    hasCaptions: captionsPath !== null,
    chapterCount: siblings.length,
    position: siblings.findIndex((c) => c.id === id) + 1,
  };
}

/** A product's chapters in the order its listeners get them (as the player reads them). */
function productChapters(db: Pick<Db, "select">, productId: string) {
  return db
    .select({ id: audioChapters.id, chapterNumber: audioChapters.chapterNumber })
    .from(audioChapters)
    .where(eq(audioChapters.productId, productId))
    .orderBy(asc(audioChapters.chapterNumber), asc(audioChapters.createdAt), asc(audioChapters.id));
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
    const copy = listeners.length > 0 ? await readSavedCopy(tx) : {};
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
          copy,
        }),
      );
    }
    return { notified: listeners.length };
  });
}

/** Deletes the chapter row (and updates its product's duration in the same transaction), then its file. */
export async function deleteChapter(options: { db: Db; storage: Storage; id: string }): Promise<boolean> {
  const deleted = await options.db.transaction(async (tx) => {
    const [row] = await tx.delete(audioChapters).where(eq(audioChapters.id, options.id)).returning({
      key: audioChapters.filePath,
      captions: audioChapters.captionsPath,
      productId: audioChapters.productId,
    });
    if (row) await syncProductDuration(tx, row.productId);
    return row;
  });
  if (!deleted) return false;
  for (const key of [deleted.key, deleted.captions]) if (key) await options.storage.remove(key).catch(() => {});
  return true;
}

/**
 * Edits a chapter in place: its title, its position among its product's
 * chapters (every chapter of the product is then numbered 1, 2, 3... in
 * order), and optionally its file, replaced by one uploaded for the same
 * product. The new file's length becomes the chapter's (the old length stays
 * when the file does not state one) and the product's duration follows, in
 * the same transaction; the old file is removed afterwards unless something
 * else still points at it. Listeners' progress and bookmarks stay with the
 * chapter. Nobody is emailed: "New Chapter" is for new chapters.
 */
export async function updateChapter(options: {
  db: Db;
  storage: Storage;
  form: z.infer<typeof chapterEditSchema>;
}): Promise<"updated" | "missing"> {
  const { db, storage, form } = options;
  const [chapter] = await db
    .select({
      productId: audioChapters.productId,
      filePath: audioChapters.filePath,
      duration: audioChapters.duration,
      productType: products.productType,
    })
    .from(audioChapters)
    .innerJoin(products, eq(products.id, audioChapters.productId))
    .where(eq(audioChapters.id, form.id));
  if (!chapter) return "missing";
  const replaced = form.filePath !== undefined && form.filePath !== chapter.filePath ? form.filePath : null;
  let duration = chapter.duration;
  if (replaced) {
    const kind = chapterKindOf(chapter.productType);
    const size = kind && isProductFileKey(replaced, kind, chapter.productId) ? await storage.size(replaced) : null;
    if (size === null) throw new ChapterError(`Upload the ${kind ?? "chapter"} file again`);
    duration = (await readMediaInfo(storage.read(replaced), { size })).durationSeconds ?? chapter.duration;
  }
  const updated = await db.transaction(async (tx) => {
    // One renumbering of a product at a time: two edits at once would each number from what they read.
    await tx.select({ id: products.id }).from(products).where(eq(products.id, chapter.productId)).for("update");
    const rows = await tx
      .update(audioChapters)
      .set({ title: form.title, duration, ...(replaced ? { filePath: replaced } : {}) })
      .where(eq(audioChapters.id, form.id))
      .returning({ id: audioChapters.id });
    if (rows.length === 0) return false;
    const renumbered = chapterNumbersAfterMove(await productChapters(tx, chapter.productId), form.id, form.position);
    for (const { id, chapterNumber } of renumbered) {
      await tx.update(audioChapters).set({ chapterNumber }).where(eq(audioChapters.id, id));
    }
    if (replaced) await syncProductDuration(tx, chapter.productId);
    return true;
  });
  if (!updated) return "missing";
  if (replaced) await discardUpload({ db, storage, key: chapter.filePath }).catch(() => {});
  return "updated";
}
